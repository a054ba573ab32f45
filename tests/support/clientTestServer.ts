/**
 * The test's own server as the app client's target (`clientToTarget`, which the test file mocks
 * `src/api/client` with): started before the file's tests, emptied of what it received before
 * each, closed after them. Read it through the returned function, once the file has started.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { apiTarget } from './apiTarget';
import { startTestServer, type TestServer } from './testServer';

export function clientTestServer(): () => TestServer {
  let server: TestServer | undefined;
  const current = () => {
    if (!server) throw new Error('the test server is not started yet');
    return server;
  };
  beforeAll(async () => {
    server = await startTestServer();
    apiTarget.url = server.url;
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    current().received.length = 0;
  });
  return current;
}
