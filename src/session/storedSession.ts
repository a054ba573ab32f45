/** The session as the browser keeps it: local storage items and the token cookies (spec §3). */
import { cookies } from '../lib/cookies';
import { storage, type CurrentUser, type SavedLogin } from '../lib/storage';
import { forgetStored } from '../lib/storedValues';
import type { SessionInput } from '../../machines/sessionTypes';

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

/**
 * The token goes to storage (login state) and to the `token` cookie (sent as a header). A login
 * as someone else first clears what the previous customer left; a renewal of the same customer
 * keeps it (docs/decisions.md "User data belongs to the session").
 */
export function storeSession(token: string, user: CurrentUser): void {
  const stored = storage.curretUser.get();
  if (stored && stored.username !== user.username) forgetStored('session');
  const saved = storage.loginJson.get();
  if (saved && saved.username !== user.username) forgetStored('user');
  storage.usertoken.set(token);
  storage.curretUser.set(user);
  cookies.set('token', token);
}

export function storeUser(user: CurrentUser): void {
  storage.curretUser.set(user);
}

/** The session ended (logout, expiry, a 401, the login screen): its values go, cookies too. */
export function forgetSession(): void {
  forgetStored('session');
}

export function storeSavedLogin(saved: SavedLogin): void {
  storage.autoLogin.set(true);
  storage.loginJson.set(saved);
}

/** The saved login goes, and auto-login is stored as off (spec §4 "Logout"). */
export function forgetSavedLogin(): void {
  forgetStored('user');
  storage.autoLogin.set(false);
}

/** A valid shop token names its user; the stored user keeps the nickname it had. */
export function storeShopUsername(username: string): void {
  if (!username) return;
  const user = storage.curretUser.get();
  storage.curretUser.set({ username, nickname: user?.nickname || username });
}
