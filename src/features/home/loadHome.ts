/**
 * The home page's data, deferred: the loader returns at once with one promise
 * per section, so the first paint never waits for the API and each section
 * fills in when its answer arrives. No promise rejects (see src/api/home.ts).
 */
import { fetchBanners } from '../../api/banners';
import type {
  Banner,
  HomeModule,
  HomeNews,
  HomeProduct,
  SuccessCase,
} from '../../api/contract/portal/home';
import { HOME_BANNER_TYPE } from '../../api/contract/firstLoadCalls';
import {
  fetchHomeModules,
  fetchHomeNews,
  fetchHomeProducts,
  fetchSuccessCases,
  type HomeProductType,
} from '../../api/home';
import { storedLocale } from '../../lib/storage';

export type HomeProducts = Record<HomeProductType, Promise<HomeProduct[]>>;

export interface HomeData {
  banners: Promise<Banner[]>;
  news: Promise<HomeNews[]>;
  modules: Promise<HomeModule[]>;
  cases: Promise<SuccessCase[]>;
  /**
   * The product showcase's lists, asked for the first time the showcase calls this (it comes
   * into view far below the fold): the first screen's requests do not wait behind them.
   */
  products: () => HomeProducts;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export function loadHome(): HomeData {
  const language = storedLocale();
  return {
    banners: fetchBanners(HOME_BANNER_TYPE, language),
    news: fetchHomeNews(language),
    modules: fetchHomeModules(language),
    cases: fetchSuccessCases(language),
    products: once(() => ({
      1: fetchHomeProducts(1, language),
      2: fetchHomeProducts(2, language),
      3: fetchHomeProducts(3, language),
      4: fetchHomeProducts(4, language),
      5: fetchHomeProducts(5, language),
    })),
  };
}
