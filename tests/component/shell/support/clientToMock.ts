/**
 * Stands in for `src/api/client` in shell tests: the app's own client, made for
 * the test mock's URL. A test file routes the client here with
 *
 *   vi.mock('../../../src/api/client', () => import('./support/clientToMock'));
 */
import { vi } from 'vitest';
import type { HttpClient } from '../../../../src/api/httpClient';
import type * as ClientModule from '../../../../src/api/client';
import { apiTarget } from './apiTarget';

const actual = await vi.importActual<typeof ClientModule>('../../../../src/api/client');

export const API_BASE = '';
export const createAppHttpClient = actual.createAppHttpClient;
export const http: HttpClient = {
  request: (path, options) => actual.createAppHttpClient(apiTarget.url).request(path, options),
};
