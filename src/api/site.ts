/** The shell's calls: the language list and the footer's logo and company text. */
import { callUnchecked, listOf } from './callUnchecked';
import { firstLoadCalls } from './contract/firstLoadCalls';
import type { getLanguages, getLogo, LanguageOption, SiteInfo } from './contract/site';
import type { Locale } from '../i18n/locales';
import { oncePerKey } from '../lib/oncePerKey';

export async function fetchLanguages(): Promise<LanguageOption[]> {
  return listOf(await callUnchecked<typeof getLanguages>(firstLoadCalls.getLanguages, {}));
}

export async function fetchSiteInfo(language: Locale): Promise<SiteInfo | undefined> {
  const result = await callUnchecked<typeof getLogo>(firstLoadCalls.getLogo, { language });
  const site = result?.data;
  return typeof site === 'object' && site !== null ? site : undefined;
}

/**
 * The logo and the company text in a language, asked once per language and page life: the
 * header and the footer read the same promise, and a failed call is an absent logo and text.
 */
export const loadSiteInfo = oncePerKey((language: Locale) =>
  fetchSiteInfo(language).catch(() => undefined),
);
