import { apiTarget } from '../../../support/apiTarget';
import { startTestServer, json, type TestServer } from '../../../support/testServer';

/** A backend that answers every call successfully with nothing (`data: []`). */
export async function startEmptyBackend(): Promise<TestServer> {
  const server = await startTestServer();
  server.respondWith(json(200, { code: 1, msg: 'success', data: [] }));
  apiTarget.url = server.url;
  return server;
}
