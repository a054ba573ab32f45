import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from '../../i18n/locales';

/** The interface language, which shop calls ask their answers in. */
export function useShopLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'zh';
}
