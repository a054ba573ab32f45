import { use } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { isLocale, LOCALES } from '../../i18n/locales';
import type { LanguageOption } from '../../api/contract/site';

const root = getRouteApi('__root__');

/** Used until the server's list arrives, and if it lists none the app can show. */
export const builtInLanguages: LanguageOption[] = [
  { languageValue: 'zh', languageLabel: '中文' },
  { languageValue: 'en', languageLabel: 'English' },
];

/**
 * The server's languages that the app has catalogs for. Suspends until the list arrives, once:
 * the root's data is not reloaded (src/lib/reloadView.ts), so the language controls stay, with
 * the keyboard focus, through a language switch.
 */
export function useLanguages(): LanguageOption[] {
  const { languages } = root.useLoaderData();
  const list = use(languages);
  const known = list.filter((option) => isLocale(option.languageValue));
  return known.length === LOCALES.length ? known : builtInLanguages;
}
