/**
 * The early calls as the HTML's start-up script makes them (scripts/vite/routePreload.ts): each
 * route's declared calls (src/api/contract/earlyCall.ts) with their endpoint's method and path,
 * and the header's and footer's, which every page makes.
 */
import type { Endpoint } from './endpoint.ts';
import * as earlyEndpoints from './earlyEndpoints.ts';
import { call, LANGUAGE, type DeclaredEarlyCall, type EarlyValue } from './earlyCall.ts';

export interface EarlyCall {
  method: Endpoint['method'];
  path: string;
  query: Record<string, EarlyValue>;
  picture?: readonly (string | number)[];
}

/** A declared call with its endpoint's address; a call for a user's own data is refused. */
export function resolveEarlyCall(declared: DeclaredEarlyCall): EarlyCall {
  const endpoint: Endpoint = earlyEndpoints[declared.endpoint];
  if (endpoint.auth !== 'public') throw new Error(`${endpoint.name} is not public: not made early`);
  return {
    method: endpoint.method,
    path: endpoint.path,
    query: declared.query,
    ...(declared.picture ? { picture: declared.picture } : {}),
  };
}

/** The header's and footer's calls, on every page. */
export const shellEarlyCalls: readonly EarlyCall[] = [
  call('getLanguages', {}),
  call('getLogo', { language: LANGUAGE }),
].map(resolveEarlyCall);
