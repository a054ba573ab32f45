/**
 * Uploads in their own file: jsdom's FormData is not the one Node's fetch
 * understands, so this runs in the plain node environment, like a browser would.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAppHttpClient } from '../../../src/api/client';
import { startTestServer, type TestServer } from '../../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('lets the runtime set the multipart boundary of an upload instead of forcing JSON', async () => {
  const form = new FormData();
  form.append('fileList', new Blob(['x'], { type: 'image/png' }), 'a.png');
  await createAppHttpClient(server.url).request('/reach/portal/api/file/uploadImage', {
    method: 'POST',
    body: form,
  });
  const request = server.received[0]!;
  expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(request.body).toContain('name="fileList"; filename="a.png"');
});
