/**
 * The home page's sections. Each resolves on its own (the page shows them as
 * they arrive) and never rejects: an empty answer or a failed call (already
 * reported by the HTTP client) gives an empty list, and the section shows its
 * built-in content.
 */
import { callEndpoint } from './callEndpoint';
import {
  getHomeNewsList,
  getHomepageModules,
  getHomeProductList,
  getSuccCases,
  type HOME_PRODUCT_TYPES,
  type HomeModule,
  type HomeNews,
  type HomeProduct,
  type SuccessCase,
} from './contract/portal/home';
import type { Locale } from '../i18n/locales';

async function listOrEmpty<T>(load: () => Promise<{ data: T[] } | undefined>): Promise<T[]> {
  try {
    return (await load())?.data ?? [];
  } catch {
    return [];
  }
}

export const fetchHomeNews = (language: Locale): Promise<HomeNews[]> =>
  listOrEmpty(() => callEndpoint(getHomeNewsList, { language }));

export const fetchHomeModules = (language: Locale): Promise<HomeModule[]> =>
  listOrEmpty(() => callEndpoint(getHomepageModules, { language }));

export const fetchSuccessCases = (language: Locale): Promise<SuccessCase[]> =>
  listOrEmpty(() => callEndpoint(getSuccCases, { language }));

export type HomeProductType = (typeof HOME_PRODUCT_TYPES)[number];

export const fetchHomeProducts = (
  type: HomeProductType,
  language: Locale,
): Promise<HomeProduct[]> =>
  listOrEmpty(() => callEndpoint(getHomeProductList, { type, language }));
