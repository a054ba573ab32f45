import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BlockPage } from './BlockPage';

const route = getRouteApi('/Pass');

/** The IoT platform (PaaS) page. */
export function PlatformScreen() {
  const { t } = useLingui();
  return <BlockPage kind="paas" data={route.useLoaderData()} fallbackTitle={t`IoT platform`} />;
}
