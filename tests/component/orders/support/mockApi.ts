/**
 * Component tests talk to a real mock server: `withMockApi()` starts one for the
 * file and a fresh logged-in customer for each test. The test file routes the
 * app's HTTP client to it with:
 *
 *   const target = vi.hoisted(() => ({ url: '' }));
 *   vi.mock('../../../src/api/client', async (load) =>
 *     (await import('./support/mockApi')).clientTo(target, load));
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type * as Client from '../../../../src/api/client';
import type { HttpClient } from '../../../../src/api/httpClient';
import { notifications } from '../../../../src/lib/notifications';
import { storage } from '../../../../src/lib/storage';
import { startMock, type MockServer } from '../../../contract/support/mockServer';
import type { UserRecord } from '../../../../mock-server/state/records';

export async function clientTo(
  target: { url: string },
  load: () => Promise<unknown>,
): Promise<typeof Client> {
  const real = (await load()) as typeof Client;
  const http: HttpClient = {
    request: (path, options) => real.createAppHttpClient(target.url).request(path, options),
  };
  return { ...real, http };
}

export interface MockApi {
  mock: MockServer;
  user: UserRecord;
  token: string;
}

/** A mock for the file, a logged-in customer per test; notices are cleared after each. */
export function withMockApi(target: { url: string }): MockApi {
  const api = {} as MockApi;
  beforeAll(async () => {
    api.mock = await startMock();
    target.url = api.mock.url;
  });
  afterAll(() => api.mock.close());
  beforeEach(() => {
    const { user, token } = api.mock.createUser();
    api.user = user;
    api.token = token;
    storage.usertoken.set(token);
    storage.curretUser.set({ username: user.username, nickname: user.nickname });
  });
  afterEach(() => notifications.list().forEach((notice) => notifications.dismiss(notice.id)));
  return api;
}

/** The texts of the notices shown. */
export const noticeTexts = () => notifications.list().map((notice) => notice.message);
