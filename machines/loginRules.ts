/** The login screen's types, result codes and field rules (the machine is in loginMachine.ts). */
import { assertEvent } from 'xstate';

/** Spec §7: login result code 1 means success. */
export const LOGIN_SUCCESS_CODE = 1;
/** Spec §4: login success goes to the home page unless the screen was opened for another route. */
export const DEFAULT_LOGIN_TARGET = '/homePage';

export type LoginMode = 'password' | 'qrCode';
export type LoginFieldError = 'usernameRequired' | 'passwordRequired';

export interface LoginInput {
  /** The stored auto-login flag: the checkbox starts as it was left. */
  autoLogin?: boolean;
  /** Where to go after logging in (default /homePage). */
  target?: string;
}

/** What the login actor receives: the password in clear; the app hashes it with MD5. */
export interface LoginCredentials {
  username: string;
  password: string;
}

/** POST /user/login, mapped by the app. */
export interface LoginResult {
  code: number;
  token?: string;
  nickname?: string;
  username?: string;
  msg?: string;
}

export interface LoggedInUser {
  username: string;
  nickname: string;
}

export interface LoginContext {
  mode: LoginMode;
  username: string;
  password: string;
  passwordFocused: boolean;
  autoLogin: boolean;
  target: string;
  errors: { username?: LoginFieldError; password?: LoginFieldError };
}

export type LoginEvent =
  | { type: 'CHANGE_USERNAME'; value: string }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'BLUR_USERNAME' }
  | { type: 'FOCUS_PASSWORD' }
  | { type: 'BLUR_PASSWORD' }
  | { type: 'TOGGLE_AUTO_LOGIN' }
  /** Password form ↔ messaging-app QR widget. */
  | { type: 'SWITCH_MODE' }
  /** The login button or Enter. */
  | { type: 'SUBMIT' }
  | { type: 'xstate.done.actor.login'; output: LoginResult }
  | { type: 'xstate.error.actor.login'; error: unknown };

export const usernameError = (username: string): LoginFieldError | undefined =>
  username.trim() === '' ? 'usernameRequired' : undefined;

/** Spec §5: "not empty unless the password field has focus". */
export const passwordError = (password: string, focused: boolean): LoginFieldError | undefined =>
  password === '' && !focused ? 'passwordRequired' : undefined;

export const isAccepted = (result: LoginResult): result is LoginResult & { token: string } =>
  result.code === LOGIN_SUCCESS_CODE && typeof result.token === 'string' && result.token !== '';

export const credentialsOf = (context: LoginContext): LoginCredentials => ({
  username: context.username.trim(),
  password: context.password,
});

/** Only called after `accepted`, so the token is there. */
export const tokenOf = (result: LoginResult) => ({ token: result.token ?? '' });

/** The stored user: the server's names, falling back to the typed username. */
export function userOf(context: LoginContext, result: LoginResult): LoggedInUser {
  const username = result.username || context.username.trim();
  return { username, nickname: result.nickname || username };
}

export function loginOutput(event: LoginEvent): LoginResult {
  assertEvent(event, 'xstate.done.actor.login');
  return event.output;
}
