/**
 * Stands in for `src/api/client` in account tests: the same client, created
 * for the running mock server's URL instead of the page's origin.
 */
import { vi } from 'vitest';
import type { HttpClient } from '../../../../src/api/httpClient';
import type * as AppClient from '../../../../src/api/client';
import { mockTarget } from './mockTarget';

const actual = await vi.importActual<typeof AppClient>('../../../../src/api/client');

export const API_BASE = '';
export const createAppHttpClient = actual.createAppHttpClient;
export const http: HttpClient = {
  request: (path, options) => actual.createAppHttpClient(mockTarget.url).request(path, options),
};
