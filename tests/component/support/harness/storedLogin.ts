import { cookies } from '../../../../src/lib/cookies';
import { storage } from '../../../../src/lib/storage';

/** Stores a login as the app does after logging in: token, user and the token cookies. */
export function storeLogin(token: string, username: string) {
  storage.usertoken.set(token);
  storage.curretUser.set({ username, nickname: username });
  cookies.set('token', token);
  cookies.setAccessToken(token);
}

/** Forgets the login cookies between tests (the setup clears local storage only). */
export function forgetLogin() {
  cookies.remove('token');
  cookies.remove('access_token');
}
