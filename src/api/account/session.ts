/** Logging in (password or WeChat code) and reading the logged-in user's profile. */
import { getUserInfo, login } from '../contract/account/session';
import type { UserProfile } from '../contract/account/entities';
import { md5 } from '../../lib/md5';
import { callPortal } from './portalCall';

export interface LoginAnswer {
  code: number;
  token?: string;
  nickname?: string;
  username?: string;
  msg?: string;
}

async function logIn(query: { username?: string; password?: string; wxCode?: string }) {
  const answer = await callPortal(login, query);
  if (!answer.ok) return { code: answer.code, msg: answer.msg };
  const { code, msg, data } = answer.result;
  return { code, msg, token: data.token, nickname: data.nickname, username: data.username };
}

/** POST /user/login; the password leaves the client only as its MD5. */
export function loginWithPassword(credentials: {
  username: string;
  password: string;
}): Promise<LoginAnswer> {
  return logIn({ username: credentials.username, password: md5(credentials.password) });
}

/** POST /user/login with the one-time code the messaging-app QR page returned. */
export function loginWithWxCode(wxCode: string): Promise<LoginAnswer> {
  return logIn({ wxCode });
}

/** GET /user/getUserInfo: the profile record, or undefined when the login has expired (code 2). */
export async function fetchProfile(): Promise<UserProfile | undefined> {
  const answer = await callPortal(getUserInfo, {});
  return answer.ok ? answer.result.data : undefined;
}
