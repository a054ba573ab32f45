import { http } from './client';
import type { CallAddress } from './contract/firstLoadCalls';
import type { Endpoint, QueryOf, ResultOf } from './contract/endpoint';
import type { RequestOptions } from './httpClient';

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

/** The `data` list of an unchecked answer; anything but a list reads as empty. */
export function listOf<T>(result: { data: T[] } | undefined): T[] {
  return Array.isArray(result?.data) ? result.data : [];
}

/**
 * A list for a section that never fails: a failed call (already reported by the HTTP client)
 * or a malformed answer gives an empty list, and the section shows its built-in content.
 */
export async function listOrEmpty<T>(load: () => Promise<{ data: T[] } | undefined>): Promise<T[]> {
  try {
    return listOf(await load());
  } catch {
    return [];
  }
}
