import { http } from './client';
import type { EarlyEndpointName } from './contract/earlyCall';
import type * as earlyEndpoints from './contract/earlyEndpoints';
import { firstLoadCalls, type CallAddress } from './contract/firstLoadCalls';
import type { Endpoint, QueryOf, ResultOf } from './contract/endpoint';
import type { Query, RequestOptions } from './httpClient';

/**
 * Calls one of the first screen's endpoints (`firstLoadCalls`, which says why its answer is not
 * checked) and gives its answer the type of endpoint `E`'s schema. Callers keep to what a
 * malformed answer cannot break: a list that is not a list, or a missing object, reads as empty.
 */
export async function callUnchecked<E extends Endpoint>(
  address: CallAddress,
  query: QueryOf<E>,
): Promise<ResultOf<E> | undefined> {
  const raw = await http.request(address.path, {
    method: address.method,
    query: query as RequestOptions['query'],
  });
  return raw as ResultOf<E> | undefined;
}

/** The first-load calls a route may declare (src/api/contract/earlyCall.ts). */
export type FirstLoadCallName = keyof typeof firstLoadCalls & EarlyEndpointName;

/**
 * A declared first-load call, with its query as sent (`declaredQuery`), its answer typed as its
 * endpoint's; not made when there is no query (a missing address value): its answer is `undefined`.
 */
export async function firstLoadAnswer<N extends FirstLoadCallName>(
  endpoint: N,
  query: Query | undefined,
): Promise<ResultOf<(typeof earlyEndpoints)[N]> | undefined> {
  const address = firstLoadCalls[endpoint];
  return (
    query &&
    (await http.request<ResultOf<(typeof earlyEndpoints)[N]>>(address.path, {
      method: address.method,
      query,
    }))
  );
}

/** The `data` list of an unchecked answer; anything but a list reads as empty. */
export function listOf<T>(result: { data: T[] } | undefined): T[] {
  return Array.isArray(result?.data) ? result.data : [];
}

/**
 * A list for a section that never fails: a failed call (already reported by the HTTP client)
 * or a malformed answer gives an empty list, and the section shows its built-in content.
 */
export async function listOrEmpty<T>(answer: Promise<{ data: T[] } | undefined>): Promise<T[]> {
  try {
    return listOf(await answer);
  } catch {
    return [];
  }
}
