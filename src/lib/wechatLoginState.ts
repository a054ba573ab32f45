/**
 * This tab's messaging-app login `state` (src/domain/wechatLoginState.ts), kept for the round trip
 * to the login page in `sessionStorage`: it belongs to this tab only and goes when the tab closes.
 * Not one of spec §3's stored values: it is a one-time check of the login, not data of the user.
 */
import { newWechatLoginState } from '../domain/wechatLoginState';

export const WECHAT_LOGIN_STATE_KEY = 'wxLoginState';

const store = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

/** A new state for a login the visitor may start (nothing is kept yet). */
export const createWechatLoginState = (): string =>
  newWechatLoginState((bytes) => crypto.getRandomValues(bytes));

/** The state of the login page offered now, kept until the page comes back. */
export function keepWechatLoginState(state: string): void {
  store()?.setItem(WECHAT_LOGIN_STATE_KEY, state);
}

/** The state this tab sent, if a login is under way. */
export const sentWechatLoginState = (): string | undefined =>
  store()?.getItem(WECHAT_LOGIN_STATE_KEY) ?? undefined;

/** The round trip is over (checked, whatever the outcome): the state is used up. */
export function forgetWechatLoginState(): void {
  store()?.removeItem(WECHAT_LOGIN_STATE_KEY);
}
