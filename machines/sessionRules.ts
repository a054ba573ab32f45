/** The session's codes, paths and readings of the server's answers (spec shop-and-shell §4, §7). */
import { assertEvent } from 'xstate';
import type {
  AutoLoginResult,
  SessionContext,
  SessionEvent,
  SessionUser,
  ShopTokenResult,
  UserInfoResult,
} from './sessionTypes';

/** Spec §2.1: the login route; the session is never checked on it. */
export const LOGIN_PATH = '/loginn';
/** Spec §4/§6: where a messaging-app user completes the profile. */
export const WX_USER_DETAIL_PATH = '/wXuserDetail';
/** Spec §7: getUserInfo code meaning the login expired. */
export const USER_INFO_EXPIRED_CODE = 2;
/** Spec §7: login (and so auto-login) code meaning success. */
export const AUTO_LOGIN_SUCCESS_CODE = 1;
/** Spec §4: shop token check statuscodes. */
export const SHOP_TOKEN_VALID = 0;
export const SHOP_TOKEN_EXPIRED_CODES: readonly number[] = [1, 2];

/** Logged in means a token is held; the header shows the nickname then. */
export const isLoggedIn = (context: SessionContext): boolean => context.token !== undefined;

export const canAutoLogin = (context: SessionContext) =>
  context.autoLogin && context.savedLogin !== undefined;

export function userInfo(event: SessionEvent): UserInfoResult {
  assertEvent(event, 'xstate.done.actor.getUserInfo');
  return event.output;
}

export function shopToken(event: SessionEvent): ShopTokenResult {
  assertEvent(event, 'xstate.done.actor.tokenCheck');
  return event.output;
}

export function routePath(event: SessionEvent): string {
  assertEvent(event, 'ROUTE_CHANGED');
  return event.path;
}

export const isRenewal = (result: AutoLoginResult): result is AutoLoginResult & { token: string } =>
  result.code === AUTO_LOGIN_SUCCESS_CODE &&
  typeof result.token === 'string' &&
  result.token !== '';

/** The user after a silent re-login: the server's names, else the saved username. */
export function renewedUser(context: SessionContext, result: AutoLoginResult): SessionUser {
  const username = result.username || context.savedLogin?.username || '';
  return { username, nickname: result.nickname || username };
}
