/**
 * Three rules of the mock, asserted at every endpoint of the registry:
 * - a refusal carries the same code fields as the endpoint's success answer (the receipts
 *   answer `code` and `statuscode`; the rest one of them), failure code 0, a message, `data` null;
 * - a malformed or oversized body is refused that way too (HTTP 400 and 413);
 * - an id in a JSON body is taken as a JSON number wherever it is taken as text, as a backend
 *   binding the field to a string does (`1` is `'1'`); one too long for a JSON number is
 *   refused with a message saying to send it as text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodsOf, type Endpoint } from '../../src/api/contract/endpoint';
import { allEndpoints } from '../../src/api/contract/registry';
import { allExamples } from './examples';
import {
  fieldsOf,
  isIdField,
  isShop,
  requestOf,
  send,
  type AnyRequest,
} from './support/anyRequest';
import { startMock, type MockServer, type Answer } from './support/mockServer';
import { checkEveryCase, ENDPOINT_TEST_TIMEOUT, type NamedCase } from './support/everyCase';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const CODE_FIELDS = ['code', 'statuscode'];
/** Over the mock's 1 MB body limit. */
const OVERSIZED = JSON.stringify({ padding: 'x'.repeat(1_100_000) });

type Envelope = Record<string, unknown>;

async function exampleRequest(endpoint: Endpoint): Promise<AnyRequest> {
  const example = allExamples[endpoint.path];
  if (!example) throw new Error(`no example for ${endpoint.path}`);
  return requestOf(endpoint, await example(mock));
}

/** The code fields a success answer carries; a text answer (the payment form) has its family's. */
function codeFieldsOfSuccess(endpoint: Endpoint, answer: Answer): string[] {
  const body = answer.body;
  if (typeof body !== 'object' || body === null) return [isShop(endpoint) ? 'statuscode' : 'code'];
  return CODE_FIELDS.filter((field) => field in body);
}

function expectRefusalIn(fields: string[], answer: Answer, status: number) {
  const summary = answer.text.slice(0, 300);
  expect(answer.status, summary).toBe(status);
  expect(answer.headers.get('content-type') ?? '', summary).toContain('application/json');
  const body = answer.body as Envelope;
  expect(CODE_FIELDS.filter((field) => field in body).sort(), summary).toEqual([...fields].sort());
  for (const field of fields) expect(body[field], summary).toBe(0);
  expect(body.msg, summary).toEqual(expect.stringMatching(/\S/));
  expect(body.data, summary).toBeNull();
}

const withBody = (request: AnyRequest, body: unknown): AnyRequest => ({
  ...request,
  method: 'POST',
  body,
  contentType: 'application/json',
});

interface IdField {
  /** `field`, or `list.0.field` for a field of a list's items (as the mock's messages name it). */
  label: string;
  read(body: Envelope): unknown;
  write(body: Envelope, value: unknown): Envelope;
}

/** The id fields of an endpoint's JSON body, its lists' items included. */
function idFieldsOf(endpoint: Endpoint): IdField[] {
  if (endpoint.bodyKind !== 'json') return [];
  return fieldsOf(endpoint.body).flatMap(({ name, itemFields }): IdField[] => [
    ...(isIdField(name)
      ? [
          {
            label: name,
            read: (body: Envelope) => body[name],
            write: (body: Envelope, value: unknown) => ({ ...body, [name]: value }),
          },
        ]
      : []),
    ...itemFields
      .filter((item) => isIdField(item.name))
      .map((item) => {
        const items = (body: Envelope) => (body[name] as Envelope[] | undefined) ?? [{}];
        return {
          label: `${name}.0.${item.name}`,
          read: (body: Envelope) => items(body)[0]?.[item.name],
          write: (body: Envelope, value: unknown) => {
            const [first, ...rest] = items(body);
            return { ...body, [name]: [{ ...first, [item.name]: value }, ...rest] };
          },
        };
      }),
  ]);
}

const bodyOf = (request: AnyRequest): Envelope => ({ ...(request.body as Envelope) });
const isSafeDigits = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(Number(value));

/** The cases of one endpoint, on `shared` (a valid call) whose success carries `fields`. */
function refusalCases(endpoint: Endpoint, shared: AnyRequest, fields: string[]): NamedCase[] {
  const cases: NamedCase[] = [
    {
      name: 'refuses a malformed JSON body in the code fields of its success answer',
      run: async () =>
        expectRefusalIn(fields, await send(mock, endpoint, withBody(shared, '{"broken":')), 400),
    },
    {
      name: 'refuses an oversized body in the code fields of its success answer',
      run: async () =>
        expectRefusalIn(fields, await send(mock, endpoint, withBody(shared, OVERSIZED)), 413),
    },
  ];

  // Every query value and body field a list: no field of any endpoint takes that.
  const query = Object.fromEntries(fieldsOf(endpoint.query).map(({ name }) => [name, { x: '1' }]));
  if (Object.keys(query).length > 0 || endpoint.bodyKind === 'json') {
    const body =
      endpoint.bodyKind === 'json'
        ? Object.fromEntries(fieldsOf(endpoint.body).map(({ name }) => [name, { x: [1] }]))
        : shared.body;
    cases.push({
      name: 'refuses bad input in the code fields of its success answer',
      run: async () => {
        const request = { ...shared, query: { ...shared.query, ...query }, body };
        expectRefusalIn(fields, await send(mock, endpoint, request), 400);
      },
    });
  }

  for (const method of (['GET', 'POST'] as const).filter(
    (other) => !methodsOf(endpoint).includes(other),
  )) {
    cases.push({
      name: `refuses ${method} in the code fields of its success answer`,
      run: async () => {
        const request = { ...shared, method, body: method === 'GET' ? undefined : shared.body };
        expectRefusalIn(fields, await send(mock, endpoint, request), 405);
      },
    });
  }

  if (endpoint.auth === 'user') {
    cases.push({
      name: 'refuses a caller without a login in the code fields of its success answer',
      run: async () => {
        const { eshoppingtoken: _token, ...query } = shared.query;
        const answer = await send(mock, endpoint, { ...shared, query, token: undefined });
        const body = answer.body as Envelope;
        expect(answer.status, answer.text).toBe(200);
        expect(CODE_FIELDS.filter((field) => field in body).sort()).toEqual([...fields].sort());
        for (const field of fields) expect(body[field]).toBe(2);
      },
    });
  }

  for (const field of idFieldsOf(endpoint)) {
    cases.push({
      name: `takes ${field.label} as a JSON number wherever it takes it as text`,
      run: () => expectIdAsNumber(endpoint, field, fields),
    });
  }
  return cases;
}

async function expectIdAsNumber(endpoint: Endpoint, field: IdField, fields: string[]) {
  const { label } = field;
  const asText = await exampleRequest(endpoint);
  const value = field.read(bodyOf(asText));
  if (typeof value === 'string' && /^\d+$/.test(value) && !isSafeDigits(value)) {
    // Too long for a JSON number (the 18-digit order numbers): refused, saying why.
    const answer = await send(
      mock,
      endpoint,
      withBody(asText, field.write(bodyOf(asText), Number(value))),
    );
    expect(answer.status, answer.text).toBe(400);
    expect((answer.body as Envelope).msg).toContain(label);
    expect((answer.body as Envelope).msg).toContain('send it as text');
    return;
  }
  if (isSafeDigits(value)) {
    // The same call twice, on fresh examples: the number is answered as the text is.
    const textAnswer = await send(mock, endpoint, asText);
    const asNumber = await exampleRequest(endpoint);
    const numberAnswer = await send(
      mock,
      endpoint,
      withBody(asNumber, field.write(bodyOf(asNumber), Number(field.read(bodyOf(asNumber))))),
    );
    expect(numberAnswer.status, numberAnswer.text).toBe(textAnswer.status);
    for (const code of fields) {
      expect((numberAnswer.body as Envelope)[code], numberAnswer.text).toBe(
        (textAnswer.body as Envelope)[code],
      );
    }
    return;
  }
  // An id that is not all digits (or left out) has no number form: a number is at
  // least not refused as the wrong kind of value; what it names is the handler's to say.
  const answer = await send(mock, endpoint, withBody(asText, field.write(bodyOf(asText), 1)));
  const refusedAsWrongKind =
    answer.status === 400 && String((answer.body as Envelope).msg).includes(label);
  expect(refusedAsWrongKind, answer.text).toBe(false);
}

describe('each endpoint', () => {
  it.each(
    allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )(
    '%s refuses in the code fields of its success answer, and takes ids as numbers',
    async (_name, endpoint) => {
      const shared = await exampleRequest(endpoint);
      const fields = codeFieldsOfSuccess(endpoint, await send(mock, endpoint, shared));
      await checkEveryCase(refusalCases(endpoint, shared, fields));
    },
    ENDPOINT_TEST_TIMEOUT,
  );
});
