import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BlockPage } from './BlockPage';

const route = getRouteApi('/Airlan');

/** The AirLand (air-ground integrated IoT) page. */
export function AirlandScreen() {
  const { t } = useLingui();
  return (
    <BlockPage
      kind="airland"
      data={route.useLoaderData()}
      fallbackTitle={t`AirLand air-ground integrated IoT`}
    />
  );
}
