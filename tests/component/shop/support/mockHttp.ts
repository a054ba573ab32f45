/**
 * Points the app's HTTP client at a real mock server started for the test file:
 * `vi.mock('../../../src/api/client', async (importOriginal) =>
 * (await import('./support/mockHttp')).mockClientModule(importOriginal))`, then
 * `await startShopMock()` in `beforeAll`.
 */
import { startMock, type MockServer } from '../../../contract/support/mockServer';
import type { RequestOptions } from '../../../../src/api/httpClient';
import type * as ClientModule from '../../../../src/api/client';

const target = { url: '' };

export async function startShopMock(): Promise<MockServer> {
  const mock = await startMock();
  target.url = mock.url;
  return mock;
}

export async function mockClientModule(importOriginal: () => Promise<typeof ClientModule>) {
  const original = await importOriginal();
  return {
    ...original,
    http: {
      request: (path: string, options: RequestOptions = {}) =>
        original.createAppHttpClient(target.url).request(path, options),
    },
  };
}
