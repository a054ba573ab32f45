import { callEndpoint } from './callEndpoint';
import { getLanguages, getLogo, type LanguageOption, type SiteInfo } from './contract/site';
import type { Locale } from '../i18n/locales';

export async function fetchLanguages(): Promise<LanguageOption[]> {
  const result = await callEndpoint(getLanguages, {});
  return result?.data ?? [];
}

export async function fetchSiteInfo(language: Locale): Promise<SiteInfo | undefined> {
  const result = await callEndpoint(getLogo, { language });
  return result?.data;
}
