import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLocaleSwitch } from '../../../i18n/useLocaleSwitch';
import type { Locale } from '../../../i18n/locales';
import { detailLanguage } from '../product/productIds';
import { useShopLocale } from '../useShopLocale';
import { idForLocale } from '../../../i18n/localeIds';

/**
 * Spec §2.7: the ids decide the page's language. Opening a product whose ids are
 * of the other language switches the interface to it; switching the interface
 * language while here rewrites the ids' `_en` suffix, which loads the product
 * in that language.
 */
export function useDetailLanguage(id: string, modeId: string): void {
  const locale = useShopLocale();
  const navigate = useNavigate();
  const switchLocale = useLocaleSwitch();
  const previousLocale = useRef<Locale | undefined>(undefined);

  useEffect(() => {
    const before = previousLocale.current;
    previousLocale.current = locale;
    if (id === '') return;
    const pageLanguage = detailLanguage(id, modeId);
    if (pageLanguage === locale) return;
    if (before !== undefined && before !== locale) {
      void navigate({
        to: '/goodsDeil',
        search: { id: idForLocale(id, locale), modeId: idForLocale(modeId, locale) },
        replace: true,
      });
    } else {
      void switchLocale(pageLanguage);
    }
  }, [id, modeId, locale, navigate, switchLocale]);
}
