/** The session's calls (spec §7 "Account"): user info, shop token check, login with a saved login, logout. */
import * as z from 'zod/mini';
import { callEndpoint } from './callEndpoint';
import { getUserInfo, login, logout, tokencheck } from './contract/account/session';
import type { Locale } from '../i18n/locales';
import type {
  AutoLoginResult,
  SavedLogin,
  ShopTokenResult,
  UserInfoResult,
} from '../../machines/sessionTypes';

/** The portal's failure answer: a code and a message, no data. */
const failure = z.object({ code: z.number(), msg: z.optional(z.string()), data: z.null() });

/**
 * getUserInfo answers code 2 and login code 0 with `data: null`; the contract's results describe
 * the successful answer only, so these calls also accept the bare failure envelope.
 */
const userInfoCheck = { ...getUserInfo, result: z.union([getUserInfo.result, failure]) };
const savedLogin = { ...login, result: z.union([login.result, failure]) };

export async function fetchUserInfoCheck(language: Locale): Promise<UserInfoResult> {
  const result = await callEndpoint(userInfoCheck, { language });
  // A token refresh (code 11000) answers nothing: the session stands as it is.
  if (!result) return { code: 1 };
  return result.data
    ? { code: result.code, username: result.data.username, nickname: result.data.nickname }
    : { code: result.code };
}

export async function checkShopToken(token: string, language: Locale): Promise<ShopTokenResult> {
  const result = await callEndpoint(tokencheck, { eshoppingtoken: token, language });
  if (!result) return { statuscode: 0 };
  return { statuscode: result.statuscode, username: result.username };
}

/** Logs in again with the saved login (the password is already the MD5 hash). */
export async function logInWithSavedLogin(
  saved: SavedLogin,
  language: Locale,
): Promise<AutoLoginResult> {
  const result = await callEndpoint(savedLogin, {
    username: saved.username,
    password: saved.password,
    language,
  });
  if (!result?.data) return { code: result?.code ?? 0 };
  return {
    code: result.code,
    token: result.data.token,
    username: result.data.username,
    nickname: result.data.nickname,
  };
}

export async function logOutOnServer(language: Locale): Promise<void> {
  await callEndpoint(logout, { language });
}
