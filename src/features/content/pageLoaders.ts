/**
 * The block pages' route loaders. The route file imports this lazily, so the
 * API calls and their schemas stay out of the first screen's bundle.
 */
import {
  fetchAirlandBlocks,
  fetchPaasBlocks,
  fetchProductBlocks,
  fetchServiceBlocks,
  fetchSolutionBlocks,
} from '../../api/content';
import type { ContentBlock } from '../../api/contract/portal/module';
import type { Locale } from '../../i18n/locales';
import { loadBlockPage, pageIdFor, type BlockPageData } from './loadBlockPage';

type LoadById = (id: string, language: Locale) => Promise<ContentBlock[]>;

/** Without an id there is nothing to ask for: the page shows its built-in content. */
const byId =
  (load: LoadById, id: string | undefined) =>
  (language: Locale): Promise<ContentBlock[]> =>
    id ? load(id, language) : Promise.resolve([]);

export const loadProductPage = (routerId: string | undefined): Promise<BlockPageData> =>
  loadBlockPage('product', byId(fetchProductBlocks, pageIdFor('routerId', routerId)));

export const loadServicePage = (serviceTypeId: string | undefined): Promise<BlockPageData> =>
  loadBlockPage('service', byId(fetchServiceBlocks, pageIdFor('serviceTypeId', serviceTypeId)));

export const loadSolutionPage = (solutionTypeId: string | undefined): Promise<BlockPageData> =>
  loadBlockPage('solution', byId(fetchSolutionBlocks, pageIdFor('solutionTypeId', solutionTypeId)));

export const loadPaasPage = (): Promise<BlockPageData> => loadBlockPage('paas', fetchPaasBlocks);

export const loadAirlandPage = (): Promise<BlockPageData> =>
  loadBlockPage('airland', fetchAirlandBlocks);
