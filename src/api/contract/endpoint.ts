/**
 * An endpoint of the backend as data: method, path, and schemas of its input and
 * result. The client, the mock server and the tests all read these, so the three
 * cannot drift apart. Schemas use `zod/mini` to keep the client bundle small.
 */
import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST';

export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  path: string;
  /** Query-string parameters. */
  query: Q;
  /** The full response body. */
  result: R;
}

export function defineEndpoint<Q extends z.ZodMiniType, R extends z.ZodMiniType>(
  endpoint: Endpoint<Q, R>,
): Endpoint<Q, R> {
  return endpoint;
}

export type QueryOf<E extends Endpoint> = z.input<E['query']>;
export type ResultOf<E extends Endpoint> = z.output<E['result']>;

/** The portal's result envelope: `code` 1 on success, a message, and `data`. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    code: z.number(),
    msg: z.optional(z.string()),
    data,
  });
}

export const localeParam = z.enum(['zh', 'en']);
