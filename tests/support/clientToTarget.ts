/**
 * Stands in for `src/api/client` in component tests: the app's own client, made
 * for the test server's URL (`apiTarget`) instead of the page's origin. A test
 * file routes the client here with
 *
 *   vi.mock('../../../src/api/client', () => import('../../support/clientToTarget'));
 */
import { vi } from 'vitest';
import type * as AppClient from '../../src/api/client';
import type { HttpClient, RequestOptions } from '../../src/api/httpClient';
import { apiTarget } from './apiTarget';
import { withNodeFormData } from './nodeFormData';

const actual = await vi.importActual<typeof AppClient>('../../src/api/client');

export const API_BASE = '';
export const createAppHttpClient = actual.createAppHttpClient;
export const http: HttpClient = {
  request: (path, options = {}) =>
    withNodeFormData(options.body, (body) =>
      actual.createAppHttpClient(apiTarget.url).request(path, {
        ...options,
        body: body as RequestOptions['body'],
      }),
    ),
};
