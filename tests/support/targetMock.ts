import { startMock, type MockServer } from '../contract/support/mockServer';
import { apiTarget } from './apiTarget';

/**
 * Starts a real mock server for the test file and points the app's HTTP client at it
 * (tests/support/clientToTarget.ts): `await startTargetMock()` in `beforeAll`.
 */
export async function startTargetMock(): Promise<MockServer> {
  const mock = await startMock();
  apiTarget.url = mock.url;
  return mock;
}
