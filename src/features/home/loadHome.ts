/**
 * The home page's data, deferred: the loader returns at once with one promise
 * per section, so the first paint never waits for the API and each section
 * fills in when its answer arrives. No promise rejects: a failed call or a
 * malformed answer is an empty list (`listOrEmpty`), and the section shows its built-in content.
 */
import { listOrEmpty } from '../../api/callUnchecked';
import type { DeclaredEarlyCall } from '../../api/contract/earlyCall';
import type {
  Banner,
  HomeModule,
  HomeNews,
  HomeProduct,
  SuccessCase,
} from '../../api/contract/portal/home';
import { fetchHomeProducts, type HomeProductType } from '../../api/home';
import { runFirstLoadCalls } from '../../api/runFirstLoadCalls';
import { storedLocale } from '../../lib/storage';

/** The calls the home route declares, in its order: the carousel, the columns, the news, the cases. */
export type HomeCalls = readonly [
  DeclaredEarlyCall<'getBannerList'>,
  DeclaredEarlyCall<'getHomepageModules'>,
  DeclaredEarlyCall<'getHomeNewsList'>,
  DeclaredEarlyCall<'getSuccCases'>,
];

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

export function loadHome(calls: HomeCalls): HomeData {
  const language = storedLocale();
  const [banners, modules, news, cases] = runFirstLoadCalls(calls, { language });
  return {
    banners: listOrEmpty(banners),
    news: listOrEmpty(news),
    modules: listOrEmpty(modules),
    cases: listOrEmpty(cases),
    products: once(() => ({
      1: fetchHomeProducts(1, language),
      2: fetchHomeProducts(2, language),
      3: fetchHomeProducts(3, language),
      4: fetchHomeProducts(4, language),
      5: fetchHomeProducts(5, language),
    })),
  };
}
