/**
 * Points the app's HTTP client at a real mock server started for the test file.
 * Call `vi.mock('../../../src/api/client', ...)` with `mockClientModule` at the
 * top of the test file and `await startProgrammeMock()` in `beforeAll`.
 */
import { startMock, type MockServer } from '../../../contract/support/mockServer';
import type { RequestOptions } from '../../../../src/api/httpClient';
import type * as ClientModule from '../../../../src/api/client';
import { withNodeFormData } from '../../../support/nodeFormData';

const target = { url: '' };

export async function startProgrammeMock(): Promise<MockServer> {
  const mock = await startMock();
  target.url = mock.url;
  return mock;
}

/** The factory for `vi.mock` of `src/api/client`: the real client, with the mock as its base. */
export async function mockClientModule(importOriginal: () => Promise<typeof ClientModule>) {
  const original = await importOriginal();
  async function request(path: string, options: RequestOptions = {}) {
    const client = original.createAppHttpClient(target.url);
    return withNodeFormData(options.body, (body) =>
      client.request(path, { ...options, body: body as RequestOptions['body'] }),
    );
  }
  return { ...original, http: { request } };
}
