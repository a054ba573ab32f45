import * as z from 'zod/mini';
import { t } from '@lingui/core/macro';
import { ApiError } from '../apiError';
import { http } from '../client';
import type { Endpoint, QueryOf, ResultOf } from '../contract/endpoint';
import type { RequestOptions } from '../httpClient';
import { storedLocale } from '../../lib/storage';

/** A refusal: the server answered, with a failure code and usually its reason. */
export interface Refusal {
  ok: false;
  code: number;
  msg?: string;
}

export type PortalAnswer<E extends Endpoint> = { ok: true; result: ResultOf<E> } | Refusal;

/** Every portal refusal shares this shape (`data` is null), whatever the success result is. */
const refusalEnvelope = z.object({ code: z.number(), msg: z.optional(z.string()) });

const unreadable = (path: string) =>
  new ApiError('http', t`The server sent an answer this page cannot read.`, { path });

/**
 * Calls an account endpoint in the user's language. The contract describes the
 * success answer only, so an answer whose code is not `successCode` is read as a
 * refusal `{ code, msg }` instead of failing the success schema. Transport
 * failures reject (the HTTP client has already warned the user).
 */
export async function callPortal<E extends Endpoint>(
  endpoint: E,
  query: QueryOf<E>,
  options: { body?: RequestOptions['body']; successCode?: number } = {},
): Promise<PortalAnswer<E>> {
  const raw = await http.request(endpoint.path, {
    method: endpoint.method,
    query: { language: storedLocale(), ...(query as RequestOptions['query']) },
    body: options.body,
  });
  // A token refresh (code 11000) answers nothing about the call itself.
  if (raw === undefined) throw unreadable(endpoint.path);
  const envelope = refusalEnvelope.safeParse(raw);
  if (!envelope.success) throw unreadable(endpoint.path);
  if (envelope.data.code !== (options.successCode ?? 1)) {
    return { ok: false, code: envelope.data.code, msg: envelope.data.msg };
  }
  const parsed = endpoint.result.safeParse(raw);
  if (!parsed.success) throw unreadable(endpoint.path);
  return { ok: true, result: parsed.data as ResultOf<E> };
}

/** The code and message of any answer, for machines that only need those. */
export function codeOf<E extends Endpoint>(
  answer: PortalAnswer<E>,
): { code: number; msg?: string } {
  if (answer.ok) {
    const result = answer.result as { code: number; msg?: string };
    return { code: result.code, msg: result.msg };
  }
  return { code: answer.code, msg: answer.msg };
}
