/**
 * The messaging-app code login's types and result reading (the machine is in
 * wxCodeLoginMachine.ts).
 */
import { assertEvent } from 'xstate';

/** Spec §7: login code 1 means success. */
export const WX_LOGIN_SUCCESS_CODE = 1;

export interface WxCodeLoginInput {
  /** The one-time code the QR page returned. */
  code: string;
}

/** POST /user/login with wxCode, mapped by the app. */
export interface WxCodeLoginResult {
  code: number;
  token?: string;
  nickname?: string;
  /** '' for a messaging-app user who has not completed the information form. */
  username?: string;
  msg?: string;
}

export interface WxCodeLoginSuccess {
  code: string;
  token: string;
  username: string;
  nickname: string;
}

export type WxCodeLoginEvent =
  | { type: 'xstate.done.actor.logIn'; output: WxCodeLoginResult }
  | { type: 'xstate.error.actor.logIn'; error: unknown };

export function resultOf(event: WxCodeLoginEvent): WxCodeLoginResult {
  assertEvent(event, 'xstate.done.actor.logIn');
  return event.output;
}

export const accepted = (result: WxCodeLoginResult) =>
  result.code === WX_LOGIN_SUCCESS_CODE && typeof result.token === 'string' && result.token !== '';

export function successOf(code: string, result: WxCodeLoginResult): WxCodeLoginSuccess {
  const username = result.username ?? '';
  return { code, token: result.token ?? '', username, nickname: result.nickname || username };
}
