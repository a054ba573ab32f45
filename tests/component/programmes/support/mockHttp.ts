/**
 * Points the app's HTTP client at a real mock server started for the test file.
 * Call `vi.mock('../../../src/api/client', ...)` with `mockClientModule` at the
 * top of the test file and `await startProgrammeMock()` in `beforeAll`.
 */
import { File as NodeFile } from 'node:buffer';
import { startMock, type MockServer } from '../../../contract/support/mockServer';
import type { RequestOptions } from '../../../../src/api/httpClient';
import type * as ClientModule from '../../../../src/api/client';

const target = { url: '' };

export async function startProgrammeMock(): Promise<MockServer> {
  const mock = await startMock();
  target.url = mock.url;
  return mock;
}

/**
 * jsdom's FormData and File cannot travel through Node's fetch (its Blob has no
 * stream), so an upload's form is copied into Node's own classes, byte for byte,
 * and Node's FormData stands in as the global while the request is sent.
 */
async function sendable(body: FormData) {
  const NodeFormData = (await new Response(new URLSearchParams()).formData())
    .constructor as typeof FormData;
  const copy = new NodeFormData();
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else {
      const bytes = await value.arrayBuffer();
      copy.append(
        name,
        new NodeFile([new Uint8Array(bytes)], value.name, { type: value.type }) as Blob,
        value.name,
      );
    }
  }
  return { copy, NodeFormData };
}

/** The factory for `vi.mock` of `src/api/client`: the real client, with the mock as its base. */
export async function mockClientModule(importOriginal: () => Promise<typeof ClientModule>) {
  const original = await importOriginal();
  async function request(path: string, options: RequestOptions = {}) {
    const client = original.createAppHttpClient(target.url);
    if (!(options.body instanceof FormData)) return client.request(path, options);
    const jsdomFormData = globalThis.FormData;
    const { copy, NodeFormData } = await sendable(options.body);
    globalThis.FormData = NodeFormData;
    try {
      return await client.request(path, { ...options, body: copy });
    } finally {
      globalThis.FormData = jsdomFormData;
    }
  }
  return { ...original, http: { request } };
}
