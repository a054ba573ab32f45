/**
 * The public calls a landed page's loader makes, as its route declares them (`staticData.early`).
 * The loader runs them (src/api/runDeclaredCalls.ts) and the HTML's start-up script makes the same
 * calls before the app's code has arrived (scripts/vite/routePreload.ts), so the client finds each
 * answer waiting (src/api/earlyAnswers.ts): an answer is only taken for the very same request, and
 * declared once, the two ask alike (tests/e2e/earlyCalls.spec.ts checks that every answer is
 * taken; an address value the route's query reader refuses is sent by the script as written, and
 * costs one request). Only public calls: a call for a user's own data is not made before the
 * session is known, and the build refuses one.
 *
 * Calls name their endpoint and are checked against it by type only: the route table is in the
 * first load, the contract's schemas are not. The build finds the endpoint by its name.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { QueryOf } from './endpoint.ts';
import type * as earlyEndpoints from './earlyEndpoints.ts';
import type { PageBannerType } from './portal/home.ts';
import { PAGE_SIZE } from './listPaging.ts';

/** The page's language (the stored locale, or the default one). */
export const LANGUAGE = { language: true } as const;

/**
 * A parameter of the page's address (`#/path?name=value`). Without `otherwise` the call is not
 * made when the address lacks it (neither early nor by the loader); with `otherwise: null` the
 * call leaves it out.
 */
export interface AddressValue {
  address: string;
  otherwise?: string | null;
}

export type EarlyValue = string | typeof LANGUAGE | AddressValue;

export type EarlyEndpointName = keyof typeof earlyEndpoints;

/** A declared call of endpoint `N`: its loader's answer has that endpoint's type (src/api/runDeclaredCalls.ts). */
export interface DeclaredEarlyCall<N extends EarlyEndpointName = EarlyEndpointName> {
  endpoint: N;
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
): DeclaredEarlyCall<N> {
  return { endpoint, query: query as Record<string, EarlyValue>, ...(picture ? { picture } : {}) };
}

/** A route's query as its loader has it: every field read, an absent one `undefined`. */
export type RouteSearch = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The query a declared call sends, read as the HTML's start-up script reads it
 * (scripts/vite/routePreload.ts, `earlyCallsScript`), so that the loader's request is the very one
 * the script made: literal text as declared, `LANGUAGE` the page's language, an address value the
 * route's search gives (else its `otherwise`, `null` leaving it out). `undefined` when the search
 * lacks a value that has no `otherwise`: the script does not make that call, nor does the loader.
 */
export function declaredQuery(
  declared: DeclaredEarlyCall,
  search: RouteSearch,
  language: Locale,
): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(declared.query)) {
    const text =
      typeof value === 'string'
        ? value
        : 'language' in value
          ? language
          : (search[value.address]?.toString() ?? value.otherwise);
    if (text === undefined) return undefined;
    if (text !== null) query[name] = text;
  }
  return query;
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
