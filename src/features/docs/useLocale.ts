import { useLingui } from '@lingui/react/macro';
import { isLocale, type Locale } from '../../i18n/locales';
import { DEFAULT_LOCALE } from '../../lib/storage';

/** The active language, for the documentation site's `?lang=`. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
