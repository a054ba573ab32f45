/**
 * Requests built from an endpoint's contract rather than by hand, for the tests
 * that throw every kind of bad input at every endpoint: the fields of its query
 * and body schemas, a request as the server will see it, and what an answer in
 * the endpoint's envelope looks like.
 */
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { SHOP_API, type Endpoint } from '../../../src/api/contract/endpoint';
import { requestBody, type Answer, type CallInput, type MockServer } from './mockServer';

/** A call that takes longer than this is a hang, not a slow answer. */
export const CALL_TIMEOUT_MS = 3000;

/**
 * A query value as express's parser (qs) builds it: repeated keys (or `k[]`) become
 * arrays, `k[x]` an object.
 */
export type QueryValue = string | string[] | Record<string, string>;

export interface AnyRequest {
  method: 'GET' | 'POST';
  query: Record<string, QueryValue>;
  /** A JSON value, or raw text (malformed JSON, multipart). */
  body?: unknown;
  contentType: string;
  /** A content-encoding header. */
  encoding?: string;
  token?: string;
}

export interface Field {
  name: string;
  required: boolean;
  /** The fields of its items, for a list of objects. */
  itemFields: Field[];
}

interface SchemaInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodMiniType>;
      innerType?: z.ZodMiniType;
      element?: z.ZodMiniType;
      in?: z.ZodMiniType;
      options?: z.ZodMiniType[];
      values?: unknown[];
      entries?: Record<string, unknown>;
      coerce?: boolean;
    };
    optin?: string;
  };
}

const internals = (schema: z.ZodMiniType) => schema as unknown as SchemaInternals;

/** The fields of an object schema (an optional object counts), or none for any other schema. */
export function fieldsOf(schema: z.ZodMiniType): Field[] {
  let def = internals(schema)._zod.def;
  if (def.type === 'optional' && def.innerType) def = internals(def.innerType)._zod.def;
  return Object.entries(def.shape ?? {}).map(([name, field]) => {
    const element = internals(field)._zod.def.element;
    return {
      name,
      // `optional`, `default` and `nullish` fields may be left out; only these have `optin` set.
      required: internals(field)._zod.optin === undefined,
      itemFields: element ? fieldsOf(element) : [],
    };
  });
}

export type JsonKind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
const ALL_KINDS: readonly JsonKind[] = ['string', 'number', 'boolean', 'null', 'array', 'object'];

const kindOfValue = (value: unknown): JsonKind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonKind);

/**
 * The kinds of JSON value a schema takes as input. A coerced number takes text
 * too (query values are text), and nothing else: true, null or a list is not a number.
 */
export function jsonKindsOf(schema: z.ZodMiniType): Set<JsonKind> {
  const def = internals(schema)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'catch':
      return jsonKindsOf(def.innerType!);
    case 'nullable':
      return new Set([...jsonKindsOf(def.innerType!), 'null']);
    case 'pipe':
      return jsonKindsOf(def.in!);
    case 'union':
      return new Set(def.options!.flatMap((option) => [...jsonKindsOf(option)]));
    case 'literal':
      return new Set(def.values!.map(kindOfValue));
    case 'enum':
      return new Set(Object.values(def.entries!).map(kindOfValue));
    case 'number':
      return new Set(def.coerce ? ['number', 'string'] : ['number']);
    case 'string':
    case 'boolean':
    case 'null':
    case 'array':
    case 'object':
      return new Set([def.type]);
    default:
      return new Set(ALL_KINDS);
  }
}

/** Whether a field of the schema (an object, maybe optional) takes this kind of value. */
export function takesKindOf(schema: z.ZodMiniType, field: string, value: unknown): boolean {
  let def = internals(schema)._zod.def;
  if (def.type === 'optional' && def.innerType) def = internals(def.innerType)._zod.def;
  const fieldSchema = def.shape?.[field];
  return !fieldSchema || jsonKindsOf(fieldSchema).has(kindOfValue(value));
}

/** Fields that name something to look up: an id, a trade or tracking number. */
export const isIdField = (name: string) =>
  /id$/i.test(name) || ['out_trade_no', 'LogisticsOrderNo', 'deviceType'].includes(name);

/** Whether the endpoint's success answer is a text document rather than the JSON envelope. */
export const answersText = (endpoint: Endpoint) =>
  internals(endpoint.result)._zod.def.type === 'string';

export const isShop = (endpoint: Endpoint) => endpoint.path.startsWith(`${SHOP_API}/`);

/** The envelope's code field: `statuscode` for the shop, `code` for the portal. */
export const codeField = (endpoint: Endpoint) => (isShop(endpoint) ? 'statuscode' : 'code');

/** The code a successful answer carries: 1, except the token check and userlist (0 is valid). */
export const successCode = (endpoint: Endpoint) =>
  endpoint.name === 'tokencheck' || endpoint.name === 'userlist' ? 0 : 1;

/** The example call of an endpoint as a request to mutate. */
export function requestOf(endpoint: Endpoint, input: CallInput): AnyRequest {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query[key] = String(value);
  }
  return {
    method: input.method ?? endpoint.method,
    query,
    body: input.body,
    contentType: input.headers?.['content-type'] ?? 'application/json',
    token: input.token,
  };
}

function searchOf(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') params.append(key, value);
    else if (Array.isArray(value) && value.length === 1) params.append(`${key}[]`, value[0]!);
    else if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else for (const [sub, item] of Object.entries(value)) params.append(`${key}[${sub}]`, item);
  }
  return params.size > 0 ? `?${params}` : '';
}

/** Sends the request; a call that does not answer within CALL_TIMEOUT_MS fails the test. */
export function send(mock: MockServer, endpoint: Endpoint, request: AnyRequest): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': request.contentType };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.encoding) headers['content-encoding'] = request.encoding;
  return mock.raw(`${endpoint.path}${searchOf(request.query)}`, {
    method: request.method,
    headers,
    body: requestBody(request.body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
}

/** Whether the contract accepts the request's query and (JSON) body, as `serve` checks them. */
export function contractAccepts(endpoint: Endpoint, request: AnyRequest): boolean {
  // The body parser leaves `{}` when there is no body or it is of another type.
  const parsesAsJson =
    request.contentType === 'application/json' &&
    request.body !== undefined &&
    typeof request.body !== 'string';
  const body =
    endpoint.bodyKind === 'json' || endpoint.bodyKind === 'form'
      ? parsesAsJson
        ? request.body
        : {}
      : undefined;
  return endpoint.query.safeParse(request.query).success && endpoint.body.safeParse(body).success;
}

type Envelope = Record<string, unknown>;

/** The answer is the endpoint's JSON envelope (or its documented text document), never a 5xx. */
export function expectEnvelope(endpoint: Endpoint, answer: Answer): Envelope | undefined {
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  const type = answer.headers.get('content-type') ?? '';
  if (answersText(endpoint) && answer.status === 200 && type.startsWith('text/html')) {
    return undefined;
  }
  expect(type, answer.text.slice(0, 300)).toContain('application/json');
  const body = answer.body as Envelope;
  expect(typeof body, answer.text.slice(0, 300)).toBe('object');
  expect(typeof body[codeField(endpoint)], answer.text.slice(0, 300)).toBe('number');
  expect(body, answer.text.slice(0, 300)).toHaveProperty('data');
  return body;
}

/** A refusal: an error status or another code than success, and a message saying why. */
export function expectRefusal(endpoint: Endpoint, answer: Answer): Envelope {
  const body = expectEnvelope(endpoint, answer);
  expect(body, `a success, not a refusal: ${answer.text.slice(0, 300)}`).toBeDefined();
  const refused = answer.status >= 400 || body![codeField(endpoint)] !== successCode(endpoint);
  expect(refused, `a success, not a refusal: ${answer.text.slice(0, 300)}`).toBe(true);
  expect(body!.msg, answer.text.slice(0, 300)).toEqual(expect.stringMatching(/\S/));
  return body!;
}

/** Whether an answer is a success that carries nothing: no record, an empty list or page. */
export function isEmptySuccess(endpoint: Endpoint, answer: Answer): boolean {
  const body = answer.body as Envelope;
  if (answer.status !== 200 || body?.[codeField(endpoint)] !== successCode(endpoint)) return false;
  const data = body.data;
  if (data === null || data === false || (Array.isArray(data) && data.length === 0)) return true;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Envelope).total === 0 &&
    Object.values(data).every((value) => !Array.isArray(value) || value.length === 0)
  );
}
