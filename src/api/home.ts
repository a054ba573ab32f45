/**
 * The home page's sections. Each resolves on its own (the page shows them as
 * they arrive) and never rejects: an empty answer or a failed call (already
 * reported by the HTTP client) gives an empty list, and the section shows its
 * built-in content.
 */
import { callUnchecked, listOrEmpty } from './callUnchecked';
import { firstLoadCalls } from './contract/firstLoadCalls';
import type {
  getHomeNewsList,
  getHomepageModules,
  getHomeProductList,
  getSuccCases,
  HOME_PRODUCT_TYPES,
  HomeModule,
  HomeNews,
  HomeProduct,
  SuccessCase,
} from './contract/portal/home';
import type { Locale } from '../i18n/locales';

export const fetchHomeNews = (language: Locale): Promise<HomeNews[]> =>
  listOrEmpty(() =>
    callUnchecked<typeof getHomeNewsList>(firstLoadCalls.getHomeNewsList, { language }),
  );

export const fetchHomeModules = (language: Locale): Promise<HomeModule[]> =>
  listOrEmpty(() =>
    callUnchecked<typeof getHomepageModules>(firstLoadCalls.getHomepageModules, { language }),
  );

export const fetchSuccessCases = (language: Locale): Promise<SuccessCase[]> =>
  listOrEmpty(() => callUnchecked<typeof getSuccCases>(firstLoadCalls.getSuccCases, { language }));

export type HomeProductType = (typeof HOME_PRODUCT_TYPES)[number];

export const fetchHomeProducts = (
  type: HomeProductType,
  language: Locale,
): Promise<HomeProduct[]> =>
  listOrEmpty(() =>
    callUnchecked<typeof getHomeProductList>(firstLoadCalls.getHomeProductList, {
      type,
      language,
    }),
  );
