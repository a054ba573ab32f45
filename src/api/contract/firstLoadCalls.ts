/**
 * The calls the first screen makes (the shell's and the landing page's), by method and path.
 * Their answers are used as typed rather than checked at run time: checking needs zod, which
 * stays out of the first load (docs/decisions.md "First load"). The contract
 * modules build these endpoints from the addresses here, so their schemas still type the
 * answers, shape what the mock sends, and are checked against every answer by the contract tests.
 */
import type { HttpMethod } from './endpoint.ts';
import { PORTAL_API } from './apiRoots.ts';

export interface CallAddress {
  readonly method: HttpMethod;
  readonly path: string;
}

export const firstLoadCalls = {
  getLanguages: { method: 'GET', path: `${PORTAL_API}/homepage/getLanguages` },
  getLogo: { method: 'POST', path: `${PORTAL_API}/homepage/getLogo` },
  getBannerList: { method: 'POST', path: `${PORTAL_API}/homepage/getBannerList` },
  getHomeNewsList: { method: 'POST', path: `${PORTAL_API}/homepage/getNewsList` },
  getHomepageModules: { method: 'POST', path: `${PORTAL_API}/homepage/getHomepageModules` },
  getSuccCases: { method: 'POST', path: `${PORTAL_API}/homepage/getSuccCases` },
  getHomeProductList: { method: 'POST', path: `${PORTAL_API}/homepage/getProductList` },
} as const satisfies Record<string, CallAddress>;

/** The home carousel's banner type (the page banners use the types of content-and-profile §7). */
export const HOME_BANNER_TYPE = 'home';
