/** The session as the browser keeps it: local storage items and the token cookies (spec §3). */
import { cookies } from '../lib/cookies';
import { clearStoredSession, storage, type CurrentUser, type SavedLogin } from '../lib/storage';
import type { SessionInput } from '../../machines/sessionMachine';

/** What the session machine starts from when the page loads. */
export function storedSessionInput(): SessionInput {
  return {
    token: storage.usertoken.get(),
    user: storage.curretUser.get(),
    hasWxCode: storage.wxCode.get() !== undefined,
    autoLogin: storage.autoLogin.get(),
    savedLogin: storage.loginJson.get(),
  };
}

export function hasStoredToken(): boolean {
  return Boolean(storage.usertoken.get());
}

/** The token goes to storage (login state) and to the `token` cookie (sent as a header). */
export function storeSession(token: string, user: CurrentUser): void {
  storage.usertoken.set(token);
  storage.curretUser.set(user);
  cookies.set('token', token);
}

export function storeUser(user: CurrentUser): void {
  storage.curretUser.set(user);
}

export function forgetSession(): void {
  clearStoredSession();
  cookies.remove('token');
  cookies.remove('access_token');
}

export function storeSavedLogin(saved: SavedLogin): void {
  storage.autoLogin.set(true);
  storage.loginJson.set(saved);
}

export function forgetSavedLogin(): void {
  storage.autoLogin.set(false);
  storage.loginJson.remove();
}

/** A valid shop token names its user; the stored user keeps the nickname it had. */
export function storeShopUsername(username: string): void {
  if (!username) return;
  const user = storage.curretUser.get();
  storage.curretUser.set({ username, nickname: user?.nickname || username });
}
