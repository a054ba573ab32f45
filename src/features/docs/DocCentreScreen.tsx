import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { DocCentreLayout } from './DocCentreLayout';
import { docIndexUrl } from '../../api/docOrigins';
import { useLocale } from './useLocale';

const route = getRouteApi('/docCenter');

/** Document centre (spec screen 8): opens on the documentation's index, or on `docUrl`. */
export function DocCentreScreen() {
  const { banner, results } = route.useLoaderData();
  const search = route.useSearch();
  const locale = useLocale();
  return (
    <DocCentreLayout
      centre="/docCenter"
      title={<Trans>Document centre</Trans>}
      banner={banner}
      search={search}
      results={results}
      defaultUrl={docIndexUrl(locale)}
    />
  );
}
