/**
 * The content pages' data: page banners, the block lists of the product series,
 * data service, platform, solution and airland pages, and the about page.
 * A page whose call answers nothing (or fails: the HTTP client has already told
 * the visitor) gets an empty answer here and shows its built-in content.
 */
import { callEndpoint } from './callEndpoint';
import { abouReach, type AboutPage } from './contract/company/about';
import {
  getAirlandList,
  getDataSerList,
  getModuleProductList,
  getPaasList,
  getSolutionList,
  type ContentBlock,
} from './contract/portal/module';
import type { Locale } from '../i18n/locales';

async function orFallback<T>(load: () => Promise<T | undefined>, fallback: T): Promise<T> {
  try {
    return (await load()) ?? fallback;
  } catch {
    return fallback;
  }
}

const blocks = (load: () => Promise<{ data: ContentBlock[] } | undefined>) =>
  orFallback(async () => (await load())?.data, [] as ContentBlock[]);

/** A product page by any product-menu id (category, series or model). */
export const fetchProductBlocks = (productTypeId: string, language: Locale) =>
  blocks(() => callEndpoint(getModuleProductList, { productTypeId, language }));

/** A data (value-added) service page by service-menu id. */
export const fetchServiceBlocks = (serviceTypeId: string, language: Locale) =>
  blocks(() => callEndpoint(getDataSerList, { serviceTypeId, language }));

/** A solution page: its blocks come in tab order. */
export const fetchSolutionBlocks = (solutionTypeId: string, language: Locale) =>
  blocks(() => callEndpoint(getSolutionList, { solutionTypeId, language }));

export const fetchPaasBlocks = (language: Locale) =>
  blocks(() => callEndpoint(getPaasList, { language }));

export const fetchAirlandBlocks = (language: Locale) =>
  blocks(() => callEndpoint(getAirlandList, { language }));

/** The about page's text and blocks; `undefined` when the backend has none. */
export function fetchAboutPage(language: Locale): Promise<AboutPage | undefined> {
  return orFallback(async () => (await callEndpoint(abouReach, { language }))?.data, undefined);
}
