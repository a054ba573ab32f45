import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BlockPage } from './BlockPage';

const route = getRouteApi('/produceSeries');

/** A product category, series or model page (`routerId`). */
export function ProductSeriesScreen() {
  const { t } = useLingui();
  return <BlockPage kind="product" data={route.useLoaderData()} fallbackTitle={t`Products`} />;
}
