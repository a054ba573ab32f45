/**
 * Stands in for `src/api/client` in the screen tests (put in place by
 * scripts/vitest/testStandIns.ts): the app's own client, made for the test server's URL
 * (`apiTarget`) instead of the page's origin, each call through the test's gate when it set one,
 * and no answer once its page's life has ended (`endPageLife`).
 */
import { vi } from 'vitest';
import type * as AppClient from '../../src/api/client';
import type { HttpClient, RequestOptions } from '../../src/api/httpClient';
import { fetchTakingEarlyAnswers } from '../../src/api/earlyAnswers';
import { apiTarget, currentPageLife } from './apiTarget';
import { withNodeFormData } from './nodeFormData';

const actual = await vi.importActual<typeof AppClient>('../../src/api/client.ts?app');

/** An answer that arrives after its page's life ended: dropped, as a left page's would be. */
const never = new Promise<never>(() => {});

const send = (path: string, options: RequestOptions) => {
  const life = currentPageLife();
  const fetchInLife: typeof globalThis.fetch = (input, init) =>
    globalThis.fetch(input, init).then(
      (response) => (life === currentPageLife() ? response : never),
      (error: unknown) => (life === currentPageLife() ? Promise.reject(error) : never),
    );
  return withNodeFormData(options.body, (body) =>
    actual
      .createAppHttpClient(apiTarget.url, { fetch: fetchTakingEarlyAnswers(fetchInLife) })
      .request(path, { ...options, body: body as RequestOptions['body'] }),
  );
};

export const API_BASE = '';
export const createAppHttpClient = actual.createAppHttpClient;
export const http: HttpClient = {
  request: <T>(path: string, options: RequestOptions = {}) => {
    const gated = apiTarget.gate?.(path, options);
    return (
      gated ? gated.then((released) => send(path, released)) : send(path, options)
    ) as Promise<T>;
  },
};
