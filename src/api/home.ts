/**
 * The home page's product showcase, asked when it comes near (the page's other sections are the
 * route's declared calls, src/features/home/loadHome.ts). Each list resolves on its own and never
 * rejects: an empty answer or a failed call (already reported by the HTTP client) gives an empty
 * list.
 */
import { callUnchecked, listOrEmpty } from './callUnchecked';
import { firstLoadCalls } from './contract/firstLoadCalls';
import type { getHomeProductList, HOME_PRODUCT_TYPES, HomeProduct } from './contract/portal/home';
import type { Locale } from '../i18n/locales';

export type HomeProductType = (typeof HOME_PRODUCT_TYPES)[number];

export const fetchHomeProducts = (
  type: HomeProductType,
  language: Locale,
): Promise<HomeProduct[]> =>
  listOrEmpty(
    callUnchecked<typeof getHomeProductList>(firstLoadCalls.getHomeProductList, {
      type,
      language,
    }),
  );
