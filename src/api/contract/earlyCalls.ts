/**
 * The public calls a landed page makes first, which the HTML's start-up script makes before the
 * app's code has arrived (scripts/vite/routePreload.ts; the client takes the answers through
 * src/api/earlyAnswers.ts). Each is written as the screen asks it: an answer is only taken for
 * the very same request, so a call written differently here costs one wasted request, never a
 * wrong page (tests/e2e/earlyCalls.spec.ts checks that every one is taken).
 * Only public calls: a call for a user's own data is not made before the session is known.
 */
import type { Endpoint, QueryOf } from './endpoint.ts';
import { getLanguages, getLogo } from './site.ts';
import {
  getBannerList,
  getHomeNewsList,
  getHomepageModules,
  getSuccCases,
  type PageBannerType,
} from './portal/home.ts';
import { getModuleProductList } from './portal/module.ts';
import { abouReach } from './company/about.ts';
import { getNewsList, getVideoGatherList, getVideoList } from './company/media.ts';
import { PAGE_SIZE } from './company/shared.ts';
import { adList, indexPicture, modeList, productList } from './shop/catalogue.ts';
import { HOME_BANNER_TYPE } from './firstLoadCalls.ts';

/** The page's language (the stored locale, or the default one). */
export const LANGUAGE = { language: true } as const;

/**
 * A parameter of the page's address (`#/path?name=value`). Without `otherwise` the call is not
 * made early when the address lacks it; with `otherwise: null` the call leaves it out.
 */
export interface AddressValue {
  address: string;
  otherwise?: string | null;
}

export type EarlyValue = string | typeof LANGUAGE | AddressValue;

export interface EarlyCall {
  method: Endpoint['method'];
  path: string;
  query: Record<string, EarlyValue>;
  /**
   * Where the answer names a picture of the first view (keys from the answer down to its
   * address): the script preloads it as the answer arrives, before the screen can render it.
   */
  picture?: readonly (string | number)[];
}

/** One call, its query's names checked against the endpoint's. */
function call<E extends Endpoint>(
  endpoint: E,
  query: { [K in keyof QueryOf<E>]?: EarlyValue },
  picture?: EarlyCall['picture'],
): EarlyCall {
  if (endpoint.auth !== 'public') throw new Error(`${endpoint.name} is not public: not made early`);
  return {
    method: endpoint.method,
    path: endpoint.path,
    query: query as Record<string, EarlyValue>,
    ...(picture ? { picture } : {}),
  };
}

/** A content page's banner: its first, whose picture is the largest of the page's first view. */
const pageBanner = (type: PageBannerType) =>
  call(getBannerList, { type, language: LANGUAGE }, ['data', 0, 'adImage']);

/** A list page's first page, or the page and search its address names. */
const listPage = { pageIndex: { address: 'page', otherwise: '1' }, pageSize: String(PAGE_SIZE) };
const keyWord = { address: 'keyWord', otherwise: '' };

/** The header's and footer's calls, on every page. */
export const shellEarlyCalls: readonly EarlyCall[] = [
  call(getLanguages, {}),
  call(getLogo, { language: LANGUAGE }),
];

/**
 * By route path: the key routes a visitor lands on (scripts/bench/routes.ts), each in the order its
 * first view needs them (the requests queue six at a time over HTTP/1.1).
 */
export const routeEarlyCalls: Readonly<Record<string, readonly EarlyCall[]>> = {
  '/homePage': [
    // The carousel's first slide, and the first solution card's picture (a phone's largest).
    call(getBannerList, { type: HOME_BANNER_TYPE, language: LANGUAGE }, ['data', 0, 'adImage']),
    call(getHomepageModules, { language: LANGUAGE }, ['data', 0, 'image']),
    call(getHomeNewsList, { language: LANGUAGE }),
    call(getSuccCases, { language: LANGUAGE }),
  ],
  '/storePage': [
    call(indexPicture, {}, ['data', 0, 'indexPicture']),
    call(adList, { language: LANGUAGE }),
    call(modeList, { language: LANGUAGE }),
    call(productList, { language: LANGUAGE }),
  ],
  '/goodsDeil': [call(productList, { productid: { address: 'id' } })],
  '/news': [pageBanner('news'), call(getNewsList, { ...listPage, keyWord, language: LANGUAGE })],
  '/produceSeries': [
    pageBanner('product'),
    call(getModuleProductList, { productTypeId: { address: 'routerId' }, language: LANGUAGE }),
  ],
  '/videoView': [
    pageBanner('video'),
    call(getVideoGatherList, { language: LANGUAGE }),
    call(getVideoList, {
      ...listPage,
      keyWord,
      gatherId: { address: 'gatherId', otherwise: null },
      language: LANGUAGE,
    }),
  ],
  '/reach': [pageBanner('aboutReach'), call(abouReach, { language: LANGUAGE })],
};
