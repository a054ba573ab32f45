import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import { activateLocale } from './activateLocale';
import type { Locale } from './locales';

/** Switches language, then reloads the current view's data in that language. */
export function useLocaleSwitch(): (locale: Locale) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (locale: Locale) => {
      await activateLocale(locale);
      await router.invalidate();
    },
    [router],
  );
}
