/**
 * Stands in for `src/api/client` in the screen tests (put in place by
 * scripts/vitest/testStandIns.ts): the app's own client, made for the test server's URL
 * (`apiTarget`) instead of the page's origin, each call through the test's gate when it set one.
 */
import { vi } from 'vitest';
import type * as AppClient from '../../src/api/client';
import type { HttpClient, RequestOptions } from '../../src/api/httpClient';
import { apiTarget } from './apiTarget';
import { withNodeFormData } from './nodeFormData';

const actual = await vi.importActual<typeof AppClient>('../../src/api/client.ts?app');

const send = (path: string, options: RequestOptions) =>
  withNodeFormData(options.body, (body) =>
    actual.createAppHttpClient(apiTarget.url).request(path, {
      ...options,
      body: body as RequestOptions['body'],
    }),
  );

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
