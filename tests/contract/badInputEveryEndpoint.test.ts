/**
 * Every kind of bad input, at every endpoint of the registry, derived from its
 * contract: each field missing, empty, very long or of the wrong type, a
 * malformed or mistyped body, a forged, logged-out or missing token, unknown
 * ids. Each answer comes within CALL_TIMEOUT_MS, is never a 5xx, and is the
 * endpoint's envelope; what the contract rejects is refused with a message
 * naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { allEndpoints } from '../../src/api/contract/registry';
import { allExamples } from './examples';
import {
  codeField,
  contractAccepts,
  expectEnvelope,
  expectRefusal,
  fieldsOf,
  isEmptySuccess,
  isIdField,
  requestOf,
  send,
  takesKindOf,
  type AnyRequest,
} from './support/anyRequest';
import { startMock, type MockServer } from './support/mockServer';
import { checkEveryCase, ENDPOINT_TEST_TIMEOUT } from './support/everyCase';

let mock: MockServer;
/** A real login, ended by logging out. */
let loggedOutToken: string;
beforeAll(async () => {
  mock = await startMock();
  loggedOutToken = mock.createUser().token;
  mock.app.mock.sessions.close(loggedOutToken);
});
afterAll(() => mock.close());

/**
 * Longest query value sent: Node refuses a request line and headers over 16 KiB
 * before any handler runs, so 100 000 characters travel only in bodies.
 */
const LONG_QUERY = 'x'.repeat(10_000);
const LONG_BODY = 'x'.repeat(100_000);
const FORGED_TOKEN = 'f0'.repeat(24);

/** Public calls that answer "not logged in" (code 2) themselves rather than being refused first. */
const ANSWERS_NOT_LOGGED_IN = ['getUserInfo', 'applyOnlineSign', 'realNameAuth', 'privateDocIndex'];

/** Id fields whose unknown value is a new record or free text, not a lookup. */
const NOT_LOOKUPS = [
  'saveorder orderid', // the client numbers its new orders
  'WlForm WLid', // the customer's return tracking number
  'applyOnlineSign contractTypeId', // read only for an incubator application (signType 3)
  'saveorder modeId', // accepted and ignored: a line's category comes from the catalogue
];

type Mutate = (request: AnyRequest) => AnyRequest;

interface Case {
  name: string;
  mutate: Mutate;
  check: (
    endpoint: Endpoint,
    request: AnyRequest,
    answer: Awaited<ReturnType<typeof send>>,
  ) => void;
}

/** A 400 refusal whose message names the field. */
const refusedNaming =
  (field?: string): Case['check'] =>
  (endpoint, _request, answer) => {
    const body = expectRefusal(endpoint, answer);
    expect(answer.status, answer.text).toBe(400);
    if (field) expect(body.msg, answer.text).toContain(field);
  };

/** Refused when the contract rejects it (naming `field`); otherwise any answer in the envelope. */
const byContract =
  (field?: string): Case['check'] =>
  (endpoint, request, answer) => {
    if (contractAccepts(endpoint, request)) expectEnvelope(endpoint, answer);
    else refusedNaming(field)(endpoint, request, answer);
  };

/**
 * A value of a kind the field does not take (a list for a number, true for text)
 * is refused naming the field, whatever the schema would coerce it to.
 */
const wrongKind = (schema: z.ZodMiniType, field: string, value: unknown): Case['check'] =>
  takesKindOf(schema, field, value) ? byContract(field) : refusedNaming(field);

const refused: Case['check'] = (endpoint, _request, answer) => {
  expectRefusal(endpoint, answer);
};

const refusedWith =
  (status: number, words: string): Case['check'] =>
  (endpoint, _request, answer) => {
    expect(answer.status, answer.text).toBe(status);
    expect(expectRefusal(endpoint, answer).msg).toContain(words);
  };

/** 'Not logged in' (code 2); the token check says which: 3 unknown, 2 logged out. */
const notLoggedIn =
  (tokencheckCode: number): Case['check'] =>
  (endpoint, _request, answer) => {
    if (endpoint.name === 'tokencheck') {
      expect(expectRefusal(endpoint, answer)[codeField(endpoint)]).toBe(tokencheckCode);
    } else if (endpoint.auth === 'user' || ANSWERS_NOT_LOGGED_IN.includes(endpoint.name)) {
      expect(expectRefusal(endpoint, answer)[codeField(endpoint)]).toBe(2);
    } else {
      expectEnvelope(endpoint, answer);
    }
  };

const withQuery = (request: AnyRequest, key: string, value: AnyRequest['query'][string] | null) => {
  const { [key]: _dropped, ...query } = request.query;
  return { ...request, query: value === null ? query : { ...query, [key]: value } };
};

const bodyObject = (request: AnyRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
    ? { ...(request.body as Record<string, unknown>) }
    : {};

const withBodyField = (request: AnyRequest, key: string, value: unknown) => {
  const { [key]: _dropped, ...body } = bodyObject(request);
  return {
    ...request,
    body: value === undefined ? body : { ...body, [key]: value },
    contentType: 'application/json',
  };
};

function fieldCases(endpoint: Endpoint): Case[] {
  const cases: Case[] = [];
  for (const { name, required } of fieldsOf(endpoint.query)) {
    const variants: [string, AnyRequest['query'][string] | null][] = [
      ['an empty', ''],
      ['a very long', LONG_QUERY],
      ['a repeated', ['1', '2']],
      ['a one-item list as', ['1']],
      ['an object as', { x: '1' }],
    ];
    if (required) variants.unshift(['no', null]);
    for (const [what, value] of variants) {
      cases.push({
        name: `${what} query ${name}`,
        mutate: (request) => withQuery(request, name, value),
        check: value === null ? byContract(name) : wrongKind(endpoint.query, name, value),
      });
    }
  }
  if (endpoint.bodyKind !== 'json' && endpoint.bodyKind !== 'form') return cases;
  for (const { name, required } of fieldsOf(endpoint.body)) {
    const variants: [string, unknown][] = [
      ['an empty', ''],
      ['a very long', LONG_BODY],
      ['a number as', 12345],
      ['true as', true],
      ['an object as', { x: 1 }],
      ['a list as', [1]],
      ['null as', null],
    ];
    if (required) variants.unshift(['no', undefined]);
    for (const [what, value] of variants) {
      cases.push({
        name: `${what} body ${name}`,
        mutate: (request) => withBodyField(request, name, value),
        check: value === undefined ? byContract(name) : wrongKind(endpoint.body, name, value),
      });
    }
  }
  return cases;
}

function requestCases(endpoint: Endpoint): Case[] {
  const withoutToken = (request: AnyRequest, token?: string) => {
    const query = { ...request.query };
    if ('eshoppingtoken' in query || endpoint.name === 'tokencheck') {
      if (token) query.eshoppingtoken = token;
      else delete query.eshoppingtoken;
    }
    return { ...request, query, token };
  };
  const tokenCases: Case[] = [
    {
      name: 'nothing at all',
      mutate: (request) => ({ ...request, query: {}, body: undefined }),
      check: byContract(),
    },
    {
      name: 'a forged token',
      mutate: (request) => withoutToken(request, FORGED_TOKEN),
      check: notLoggedIn(3),
    },
    {
      name: 'a logged-out token',
      mutate: (request) => withoutToken(request, loggedOutToken),
      check: notLoggedIn(2),
    },
    { name: 'no token', mutate: (request) => withoutToken(request), check: notLoggedIn(3) },
  ];
  // A GET carries no body (browsers cannot send one).
  if (endpoint.method === 'GET') return tokenCases;
  return [
    ...tokenCases,
    {
      name: 'a malformed JSON body',
      mutate: (request) => ({ ...request, body: '{"broken":', contentType: 'application/json' }),
      check: (target, _request, answer) => {
        expectRefusal(target, answer);
        expect(answer.status).toBe(400);
      },
    },
    {
      name: 'a JSON list as the body',
      mutate: (request) => ({ ...request, body: [1, 2], contentType: 'application/json' }),
      check: byContract(),
    },
    {
      name: 'the wrong content type',
      mutate: (request) => ({
        ...request,
        body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {}),
        contentType: 'text/plain',
      }),
      check: {
        none: byContract(),
        json: refusedWith(415, 'application/json'),
        form: refusedWith(415, 'application/json'),
        // The upload reads its body itself and answers its own 400.
        multipart: refused,
      }[endpoint.bodyKind],
    },
    {
      name: 'an unsupported charset',
      mutate: (request) => ({
        ...request,
        body: '{}',
        contentType: 'application/json; charset=latin1',
      }),
      check: refusedWith(415, 'charset'),
    },
    {
      name: 'an unknown content encoding',
      mutate: (request) => ({ ...request, body: '{}', encoding: 'x-unknown' }),
      check: endpoint.bodyKind === 'multipart' ? refused : refusedWith(415, 'encoding'),
    },
  ];
}

const unknownIdLike = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value)
    ? '9'.repeat(value.length)
    : `zz${String(value ?? '0000000001')}`;

/** Unknown ids: refused, or a success that carries nothing. Each on a fresh example. */
function unknownIdCases(endpoint: Endpoint): Case[] {
  const cases: Case[] = [];
  const check: Case['check'] = (target, request, answer) => {
    if (!contractAccepts(target, request)) {
      expectRefusal(target, answer);
      return;
    }
    expectEnvelope(target, answer);
    if (isEmptySuccess(target, answer)) return;
    expectRefusal(target, answer);
  };
  for (const { name } of fieldsOf(endpoint.query)) {
    if (!isIdField(name) || NOT_LOOKUPS.includes(`${endpoint.name} ${name}`)) continue;
    cases.push({
      name: `an unknown query ${name}`,
      mutate: (request) => withQuery(request, name, unknownIdLike(request.query[name])),
      check,
    });
  }
  for (const { name, itemFields } of fieldsOf(endpoint.body)) {
    if (isIdField(name) && !NOT_LOOKUPS.includes(`${endpoint.name} ${name}`)) {
      cases.push({
        name: `an unknown body ${name}`,
        mutate: (request) => withBodyField(request, name, unknownIdLike(bodyObject(request)[name])),
        check,
      });
    }
    const lookups = itemFields.filter(
      (field) => isIdField(field.name) && !NOT_LOOKUPS.includes(`${endpoint.name} ${field.name}`),
    );
    for (const item of lookups) {
      cases.push({
        name: `an unknown body ${name}[0].${item.name}`,
        mutate: (request) => {
          const [first, ...rest] = (bodyObject(request)[name] as Record<string, unknown>[]) ?? [];
          const changed = { ...first, [item.name]: unknownIdLike(first?.[item.name]) };
          return withBodyField(request, name, [changed, ...rest]);
        },
        check,
      });
    }
  }
  return cases;
}

async function exampleRequest(endpoint: Endpoint): Promise<AnyRequest> {
  const example = allExamples[endpoint.path];
  if (!example) throw new Error(`no example for ${endpoint.path}`);
  return requestOf(endpoint, await example(mock));
}

describe('each endpoint', () => {
  it.each(
    allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )(
    '%s answers every kind of bad input in its envelope, never a 5xx',
    async (_name, endpoint) => {
      // One valid call shared by the input cases: they are refused before any handler runs,
      // or change nothing the next case depends on.
      const shared = await exampleRequest(endpoint);
      const onShared = [...fieldCases(endpoint), ...requestCases(endpoint)].map(
        ({ name, mutate, check }) => ({
          name,
          run: async () => {
            const request = mutate(shared);
            check(endpoint, request, await send(mock, endpoint, request));
          },
        }),
      );
      // Unknown ids, each on a fresh example.
      const onFresh = unknownIdCases(endpoint).map(({ name, mutate, check }) => ({
        name,
        run: async () => {
          const request = mutate(await exampleRequest(endpoint));
          check(endpoint, request, await send(mock, endpoint, request));
        },
      }));
      await checkEveryCase([...onShared, ...onFresh]);
    },
    ENDPOINT_TEST_TIMEOUT,
  );
});
