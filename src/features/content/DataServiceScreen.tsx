import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BlockPage } from './BlockPage';

const route = getRouteApi('/addValue');

/** A data (value-added) service page (`serviceTypeId`). */
export function DataServiceScreen() {
  const { t } = useLingui();
  return <BlockPage kind="service" data={route.useLoaderData()} fallbackTitle={t`Data services`} />;
}
