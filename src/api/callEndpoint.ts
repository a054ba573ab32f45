import { t } from '@lingui/core/macro';
import { ApiError } from './apiError';
import { http } from './client';
import type { Endpoint, QueryOf, ResultOf } from './contract/endpoint';
import type { RequestOptions } from './httpClient';

/**
 * Calls an endpoint and checks the answer against its schema, so screens get
 * data of the promised shape or an ApiError, never a half-valid object.
 * Resolves `undefined` only on a token refresh (spec §8, code 11000).
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  query: QueryOf<E>,
  body?: RequestOptions['body'],
): Promise<ResultOf<E> | undefined> {
  const raw = await http.request(endpoint.path, {
    method: endpoint.method,
    query: query as RequestOptions['query'],
    body,
  });
  if (raw === undefined) return undefined;
  const parsed = endpoint.result.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError('http', t`The server sent an answer this page cannot read.`, {
      path: endpoint.path,
    });
  }
  return parsed.data as ResultOf<E>;
}
