/**
 * Every documented endpoint is answered by the mock, with the documented method
 * and path, in the shape of its contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodsOf } from '../../src/api/contract/endpoint';
import { allEndpoints } from '../../src/api/contract/registry';
import { startMock, type MockServer } from './support/mockServer';
import { checkEveryCase, ENDPOINT_TEST_TIMEOUT } from './support/everyCase';
import { allExamples as examples } from './examples';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('the contract', () => {
  it('names each endpoint path once', () => {
    const paths = allEndpoints.map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is served entirely by the mock', () => {
    const missing = allEndpoints.filter((endpoint) => !mock.app.mock.served.has(endpoint.path));
    expect(missing.map((endpoint) => endpoint.path)).toEqual([]);
  });

  it('has an example call for every endpoint', () => {
    const missing = allEndpoints.filter((endpoint) => !examples[endpoint.path]);
    expect(missing.map((endpoint) => endpoint.path)).toEqual([]);
  });
});

describe('each endpoint', () => {
  it.each(
    allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )(
    '%s answers a valid call with its documented result, by each of its methods',
    async (_name, endpoint) => {
      const example = examples[endpoint.path];
      if (!example) throw new Error(`no example for ${endpoint.path}`);
      await checkEveryCase([
        {
          name: 'a valid call answers its documented result',
          run: async () => {
            const answer = await mock.call(endpoint, await example(mock));
            expect(answer.status, answer.text).toBe(200);
            const parsed = endpoint.result.safeParse(answer.body);
            expect(parsed.success, `${answer.text}\n${parsed.error?.message ?? ''}`).toBe(true);
          },
        },
        ...methodsOf(endpoint).map((method) => ({
          name: `accepts ${method}`,
          run: async () => {
            const answer = await mock.call(endpoint, { ...(await example(mock)), method });
            expect(answer.status, answer.text).not.toBe(405);
          },
        })),
      ]);
    },
    ENDPOINT_TEST_TIMEOUT,
  );
});
