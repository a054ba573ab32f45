import { t } from '@lingui/core/macro';
import { ApiError } from './apiError';
import { http } from './client';
import { methodOn, type Endpoint, type QueryOf, type ResultOf } from './contract/endpoint';
import type { RequestOptions } from './httpClient';

/**
 * Calls an endpoint and checks the answer against its schema, so screens get
 * data of the promised shape or an ApiError, never a half-valid object.
 * Resolves `undefined` only on a token refresh (spec §8, code 11000). `route` names the screen
 * that calls, for the few calls whose method depends on it (`Endpoint.otherMethod`).
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  query: QueryOf<E>,
  body?: RequestOptions['body'],
  route?: string,
): Promise<ResultOf<E> | undefined> {
  return requestEndpoint(endpoint, {
    method: methodOn(endpoint, route),
    query: query as RequestOptions['query'],
    body,
  });
}

/** `callEndpoint` with the request already written: its method, and its query as sent. */
export async function requestEndpoint<E extends Endpoint>(
  endpoint: E,
  request: RequestOptions,
): Promise<ResultOf<E> | undefined> {
  const raw = await http.request(endpoint.path, request);
  if (raw === undefined) return undefined;
  const parsed = endpoint.result.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError('http', t`The server sent an answer this page cannot read.`, {
      path: endpoint.path,
    });
  }
  return parsed.data as ResultOf<E>;
}
