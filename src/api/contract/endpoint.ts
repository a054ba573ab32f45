/**
 * An endpoint of the backend as data: method, path, schemas of its input and
 * result, who may call it and which screens use it. The client, the mock server,
 * the tests and `docs/api.md` all read these, so none of them can drift from the
 * others. Schemas use `zod/mini` to keep the client bundle small.
 */
import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST';

/** How the body travels: none, a JSON document, a url-encoded form, or multipart (uploads). */
export type BodyKind = 'none' | 'json' | 'form' | 'multipart';

export interface Endpoint<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  /** The last path segment, as the spec names the call. */
  name: string;
  /** One line for the docs. */
  summary: string;
  /** The method the client uses, except on the routes of `otherMethod`. */
  method: HttpMethod;
  /**
   * The method some screens use instead (content-and-profile §7 documents a few calls per page):
   * the server accepts both, and `callEndpoint` uses it when told it calls from one of `routes`.
   */
  otherMethod?: { readonly method: HttpMethod; readonly routes: readonly string[] };
  path: string;
  /** Query-string parameters (values arrive as strings; schemas coerce). */
  query: Q;
  bodyKind: BodyKind;
  /** The body; `noBody` when `bodyKind` is 'none'. */
  body: B;
  /** The full response body. */
  result: R;
  /** 'user': answers only for the token's own user. */
  auth: 'public' | 'user';
  /** Routes of the screens that call it (for docs/api.md). */
  usedBy: readonly string[];
}

export function defineEndpoint<
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(endpoint: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return endpoint;
}

/** Every method the server accepts for the endpoint; any other is refused. */
export const methodsOf = (endpoint: Endpoint): readonly HttpMethod[] =>
  endpoint.otherMethod ? [endpoint.method, endpoint.otherMethod.method] : [endpoint.method];

/** The method the screen at `route` calls the endpoint with (its own unless it is in `otherMethod`). */
export const methodOn = (endpoint: Endpoint, route: string | undefined): HttpMethod =>
  route !== undefined && endpoint.otherMethod?.routes.includes(route)
    ? endpoint.otherMethod.method
    : endpoint.method;

export type QueryOf<E extends Endpoint> = z.input<E['query']>;
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type ResultOf<E extends Endpoint> = z.output<E['result']>;

export { PORTAL_API, SHOP_API } from './apiRoots.ts';

export const noQuery = z.object({});
export const noBody = z.optional(z.unknown());

/** The locale parameter most portal calls carry. */
export const localeParam = z.enum(['zh', 'en']);

/**
 * A number, as a JSON number or as text spelling it in decimals ('3', '19.80'):
 * query values arrive as text. `z.coerce.number()` would also take '', ' ', '0x10',
 * true, null and [3], turning a wrong value into 0, 1 or 3 without a word.
 */
export const numberInput = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'expected a number'))], {
    error: 'expected a number',
  }),
  z.transform(Number),
);

/**
 * An id in a JSON body: text, or a JSON number, as a backend that binds the field to a string
 * takes it (`1` is `'1'`). A number past 2^53 has already lost digits when JSON is parsed, so
 * it is refused: such ids (the 18-digit order numbers) travel as text.
 */
const idValue = z.union(
  [
    z.string(),
    z.number().check(
      z.refine(Number.isSafeInteger, {
        error: (issue) =>
          Number.isInteger(issue.input)
            ? 'a number this long loses digits in JSON: send it as text'
            : 'expected text or a whole number',
      }),
    ),
  ],
  {
    error: (issue) => (issue.input === undefined ? 'required' : 'expected text or a whole number'),
  },
);

/** `text` (a string schema), also taking the id as a JSON number. */
export const jsonId = <T extends z.ZodMiniType<string, string>>(text: T) =>
  z.pipe(z.pipe(idValue, z.transform(String)), text);

/** A query value that must be a whole number (query strings arrive as text). */
export const queryInt = numberInput.check(z.int());

/** The portal's result envelope: `code` (1 success unless a call says otherwise), a message, `data`. */
export function portalEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    code: z.number(),
    msg: z.optional(z.string()),
    data,
  });
}

/** The shop's result envelope: `statuscode` (meaning per call), a message and, for lists, `data`. */
export function shopEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    statuscode: z.number(),
    msg: z.optional(z.string()),
    data,
  });
}
