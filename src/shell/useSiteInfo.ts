import { use, useDeferredValue } from 'react';
import { useLingui } from '@lingui/react';
import { loadSiteInfo } from '../api/site';
import { isLocale } from '../i18n/locales';
import type { SiteInfo } from '../api/contract/site';

/**
 * The logo and company text in the page's language (getLogo). Suspends until the first answer;
 * after a language switch the text already shown stays until the new language's arrives.
 */
export function useSiteInfo(): SiteInfo | undefined {
  const { i18n } = useLingui();
  const locale = useDeferredValue(isLocale(i18n.locale) ? i18n.locale : 'zh');
  return use(loadSiteInfo(locale));
}
