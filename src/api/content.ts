/**
 * The content pages' data: page banners, the block lists of the product series,
 * data service, platform, solution and airland pages (the about page's: about.ts).
 * A page whose call answers nothing (or fails: the HTTP client has already told
 * the visitor) gets an empty answer here and shows its built-in content.
 */
import { callEndpoint } from './callEndpoint';
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
