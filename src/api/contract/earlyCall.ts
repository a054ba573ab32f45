/**
 * The public calls a landed page makes first, as a route declares them (`staticData.early`), which
 * the HTML's start-up script makes before the app's code has arrived (scripts/vite/routePreload.ts;
 * the client takes the answers through src/api/earlyAnswers.ts). Each is written as the screen
 * asks it: an answer is only taken for the very same request, so a call written differently here
 * costs one wasted request, never a wrong page (tests/e2e/earlyCalls.spec.ts checks that every one
 * is taken). Only public calls: a call for a user's own data is not made before the session is
 * known, and the build refuses one.
 *
 * Calls name their endpoint and are checked against it by type only: the route table is in the
 * first load, the contract's schemas are not. The build finds the endpoint by its name.
 */
import type { QueryOf } from './endpoint.ts';
import type * as earlyEndpoints from './earlyEndpoints.ts';
import type { PageBannerType } from './portal/home.ts';
import { PAGE_SIZE } from './listPaging.ts';

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

export type EarlyEndpointName = keyof typeof earlyEndpoints;

export interface DeclaredEarlyCall {
  endpoint: EarlyEndpointName;
  query: Record<string, EarlyValue>;
  /**
   * Where the answer names a picture of the first view (keys from the answer down to its
   * address): the script preloads it as the answer arrives, before the screen can render it.
   */
  picture?: readonly (string | number)[];
}

/** One call, its query's names checked against the endpoint's. */
export function call<N extends EarlyEndpointName>(
  endpoint: N,
  query: { [K in keyof QueryOf<(typeof earlyEndpoints)[N]>]?: EarlyValue },
  picture?: DeclaredEarlyCall['picture'],
): DeclaredEarlyCall {
  return { endpoint, query: query as Record<string, EarlyValue>, ...(picture ? { picture } : {}) };
}

/** A content page's banner: its first, whose picture is the largest of the page's first view. */
export const pageBanner = (type: PageBannerType) =>
  call('getBannerList', { type, language: LANGUAGE }, ['data', 0, 'adImage']);

/** A list page's first page, or the page and search its address names. */
export const listPaging = {
  pageIndex: { address: 'page', otherwise: '1' },
  pageSize: String(PAGE_SIZE),
};
export const listKeyWord = { address: 'keyWord', otherwise: '' };
