/**
 * The content pages' blocks: the data service, platform, solution and airland pages' calls, and
 * the block list of any of them from its answer (the product series' is its route's declared
 * call). A page whose call answers nothing (or fails: the HTTP client has already told the
 * visitor) gets an empty list here and shows its built-in content.
 */
import { callEndpoint } from './callEndpoint';
import {
  getAirlandList,
  getDataSerList,
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

/** A page's blocks from its answer. */
export const blocksOf = (answer: Promise<{ data: ContentBlock[] } | undefined>) =>
  orFallback(async () => (await answer)?.data, [] as ContentBlock[]);

/** A data (value-added) service page by service-menu id. */
export const fetchServiceBlocks = (serviceTypeId: string, language: Locale) =>
  blocksOf(callEndpoint(getDataSerList, { serviceTypeId, language }));

/** A solution page: its blocks come in tab order. */
export const fetchSolutionBlocks = (solutionTypeId: string, language: Locale) =>
  blocksOf(callEndpoint(getSolutionList, { solutionTypeId, language }));

export const fetchPaasBlocks = (language: Locale) =>
  blocksOf(callEndpoint(getPaasList, { language }));

export const fetchAirlandBlocks = (language: Locale) =>
  blocksOf(callEndpoint(getAirlandList, { language }));
