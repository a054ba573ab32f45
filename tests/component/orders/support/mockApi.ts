/**
 * Component tests talk to a real mock server: `withMockApi()` starts one for the file, points the
 * app's HTTP client at it (tests/support/clientToTarget.ts) and makes a fresh logged-in customer
 * for each test.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { notifications } from '../../../../src/lib/notifications';
import { storage } from '../../../../src/lib/storage';
import type { MockServer } from '../../../contract/support/mockServer';
import { startAppMock } from '../../../support/renderApp';
import type { UserRecord } from '../../../../mock-server/state/records';

export interface MockApi {
  mock: MockServer;
  user: UserRecord;
  token: string;
}

/** A mock for the file, a logged-in customer per test. */
export function withMockApi(): MockApi {
  const api = {} as MockApi;
  beforeAll(async () => {
    api.mock = await startAppMock();
  });
  afterAll(() => api.mock.close());
  beforeEach(() => {
    const { user, token } = api.mock.createUser();
    api.user = user;
    api.token = token;
    storage.usertoken.set(token);
    storage.curretUser.set({ username: user.username, nickname: user.nickname });
  });
  return api;
}

/** The texts of the notices shown. */
export const noticeTexts = () => notifications.list().map((notice) => notice.message);
