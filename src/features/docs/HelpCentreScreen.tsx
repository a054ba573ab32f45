import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { DocCentreLayout } from './DocCentreLayout';
import { documentUrl, HELP_CENTRE_DEFAULT_DOC } from '../../api/docOrigins';
import { useLocale } from './useLocale';

const route = getRouteApi('/helpCenter');

/** Help centre (spec screen 8): opens on the quick-start guide, or on `docUrl`. */
export function HelpCentreScreen() {
  const { banner, results } = route.useLoaderData();
  const search = route.useSearch();
  const locale = useLocale();
  return (
    <DocCentreLayout
      centre="/helpCenter"
      title={<Trans>Help centre</Trans>}
      banner={banner}
      search={search}
      results={results}
      defaultUrl={documentUrl(HELP_CENTRE_DEFAULT_DOC, locale)}
    />
  );
}
