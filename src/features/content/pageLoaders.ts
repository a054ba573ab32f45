/**
 * The block pages' route loaders. The route file imports this lazily, so the
 * API calls and their schemas stay out of the first screen's bundle.
 */
import { firstBanner } from '../../api/banners';
import {
  blocksOf,
  fetchAirlandBlocks,
  fetchPaasBlocks,
  fetchServiceBlocks,
  fetchSolutionBlocks,
} from '../../api/content';
import type { DeclaredEarlyCall } from '../../api/contract/earlyCall';
import { getModuleProductList, type ContentBlock } from '../../api/contract/portal/module';
import { runDeclaredCalls } from '../../api/runDeclaredCalls';
import type { Locale } from '../../i18n/locales';
import { loadBlockPage, pageIdFor, type BlockPageData } from './loadBlockPage';

/** The calls the product series route declares, in its order: the page banner, the blocks. */
export type ProductPageCalls = readonly [
  DeclaredEarlyCall<'getBannerList'>,
  DeclaredEarlyCall<'getModuleProductList'>,
];

type LoadById = (id: string, language: Locale) => Promise<ContentBlock[]>;

/** Without an id there is nothing to ask for: the page shows its built-in content. */
const byId =
  (load: LoadById, id: string | undefined) =>
  (language: Locale): Promise<ContentBlock[]> =>
    id ? load(id, language) : Promise.resolve([]);

/**
 * The product series by its menu id (or the remembered one, `pageIdFor`); without one, the blocks
 * are not asked for and the page shows its built-in content.
 */
export async function loadProductPage(
  calls: ProductPageCalls,
  routerId: string | undefined,
): Promise<BlockPageData> {
  const search = { routerId: pageIdFor('routerId', routerId) };
  const [bannerList, blockList] = runDeclaredCalls(calls, { getModuleProductList }, { search });
  const [banner, blocks] = await Promise.all([firstBanner(bannerList), blocksOf(blockList)]);
  return { banner, blocks };
}

export const loadServicePage = (serviceTypeId: string | undefined): Promise<BlockPageData> =>
  loadBlockPage('service', byId(fetchServiceBlocks, pageIdFor('serviceTypeId', serviceTypeId)));

export const loadSolutionPage = (solutionTypeId: string | undefined): Promise<BlockPageData> =>
  loadBlockPage('solution', byId(fetchSolutionBlocks, pageIdFor('solutionTypeId', solutionTypeId)));

export const loadPaasPage = (): Promise<BlockPageData> => loadBlockPage('paas', fetchPaasBlocks);

export const loadAirlandPage = (): Promise<BlockPageData> =>
  loadBlockPage('airland', fetchAirlandBlocks);
