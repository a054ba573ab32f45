/**
 * Logging in without the login form, for journeys that are not about logging
 * in: the API's login, the app opened with that login stored as the form
 * stores it, and the server forgetting a login.
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Passwords travel hashed, as the app sends them. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The mock's demo user (README). */
export const DEMO = { username: 'demo', password: 'Demo@2024' } as const;

export interface StoredLogin {
  token: string;
  username: string;
  nickname: string;
}

/** Logs a user in through the API. */
export async function logInByApi(
  request: APIRequestContext,
  { username, password }: { username: string; password: string },
): Promise<StoredLogin> {
  const response = await request.post('reach/portal/api/user/login', {
    params: { username, password: md5(password) },
  });
  const body = (await response.json()) as { code: number; msg?: string; data: StoredLogin };
  expect(body.code, body.msg).toBe(1);
  return { token: body.data.token, username: body.data.username, nickname: body.data.nickname };
}

/** What a login leaves in local storage (besides its cookie, which holds the token). */
export function loginStorage({ token, username, nickname }: StoredLogin): Record<string, string> {
  return { usertoken: token, curretUser: JSON.stringify({ username, nickname }) };
}

/** Opens the app already logged in (as a login would have stored it). */
export async function startLoggedIn(page: Page, login: StoredLogin): Promise<void> {
  await page.addInitScript(
    ({ token, items }) => {
      // Not in a blank page between two loads (it has no storage of its own).
      if (location.protocol === 'about:') return;
      // Only on the first load: the app's own changes to the session must survive reloads.
      if (sessionStorage.getItem('e2e-started')) return;
      sessionStorage.setItem('e2e-started', '1');
      Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value));
      document.cookie = `token=${token}; path=/`;
    },
    { token: login.token, items: loginStorage(login) },
  );
}

/** Opens the app logged in as the demo user; resolves with the login's token. */
export async function startAsDemo(page: Page, request: APIRequestContext): Promise<string> {
  const login = await logInByApi(request, DEMO);
  await startLoggedIn(page, login);
  return login.token;
}

/** The mock's `expireSession` scenario, for this one call, expires the token it carries. */
export async function expireOnServer(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.get('reach/portal/api/user/getUserInfo', {
    params: { __scenario: 'expireSession' },
    headers: { token },
  });
  expect(((await response.json()) as { code: number }).code).toBe(2);
}
