/** Calls a portal endpoint and returns its `data`, typed by the contract, after checking the envelope. */
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import type { CallInput, MockServer } from '../support/mockServer';

type DataOf<E extends Endpoint> = z.output<E['result']> extends { data: infer D } ? D : never;

export async function dataOf<E extends Endpoint>(
  mock: MockServer,
  endpoint: E,
  input: CallInput = {},
): Promise<DataOf<E>> {
  const answer = await mock.call(endpoint, input);
  expect(answer.status, answer.text).toBe(200);
  const parsed = endpoint.result.parse(answer.body) as { code: number; data: DataOf<E> };
  expect(parsed.code, answer.text).toBe(1);
  return parsed.data;
}

/** Every picture the portal serves is the mock's own; no page points at another host. */
export const isLocalPicture = (url: string) => url.startsWith('/mock-assets/picture/');

/** Links go to the app's routes or to the mock's doc site, never to another host. */
export const isAppLink = (url: string) => url.startsWith('/') && !url.startsWith('//');
