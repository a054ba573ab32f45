import { useCallback } from 'react';
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { activateLocale } from './activateLocale';
import { searchForLocale } from './localeIds';
import type { Locale } from './locales';
import { rewriteStoredIds } from './storedIds';
import { reloadView } from '../lib/reloadView';

/**
 * Switches language (spec §4 "Language switch"): the catalog and `<html lang>`, the stored ids
 * and the address's ids get the new language's suffix, then the view's data is loaded again in it.
 */
export function useLocaleSwitch(): (locale: Locale) => Promise<void> {
  const router = useRouter();
  return useCallback((locale: Locale) => switchLocale(router, locale), [router]);
}

export async function switchLocale(router: AnyRouter, locale: Locale): Promise<void> {
  await activateLocale(locale);
  rewriteStoredIds(locale);
  const { pathname, search } = router.state.location;
  const localized = searchForLocale(search, locale);
  if (localized !== search) {
    // The same view with the new language's ids: no new history entry.
    await router.navigate({ to: pathname, search: localized, replace: true });
  }
  await reloadView(router);
}
