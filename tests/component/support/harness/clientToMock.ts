/**
 * Stands in for `src/api/client` in support tests: the app's own client, made
 * for the running mock server's URL instead of the page's origin. A test file
 * routes the client here with
 *
 *   vi.mock('../../../src/api/client', () => import('./harness/clientToMock'));
 */
import { vi } from 'vitest';
import type { HttpClient } from '../../../../src/api/httpClient';
import type * as ClientModule from '../../../../src/api/client';
import { mockTarget } from './mockTarget';

const actual = await vi.importActual<typeof ClientModule>('../../../../src/api/client');

export const API_BASE = '';
export const createAppHttpClient = actual.createAppHttpClient;
export const http: HttpClient = {
  request: (path, options) => actual.createAppHttpClient(mockTarget.url).request(path, options),
};
