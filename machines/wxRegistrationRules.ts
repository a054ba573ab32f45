/**
 * The messaging-app registration form's types, result code and field checks (the machine is in
 * wxRegistrationMachine.ts).
 */

/** The result code of `wxBingAccount` that means "bound". */
export const WX_BIND_SUCCESS_CODE = 1;

/**
 * A refusal whose message contains one of these means the username is taken
 * (the server's message may come in either language).
 */
export const USERNAME_TAKEN_MARKERS: readonly string[] = ['registered', '已注册', '已被注册'];

export type WxRegistrationField = 'username' | 'password' | 'confirmPassword';

/** Field messages, translated by the screen. */
export type WxRegistrationErrorCode =
  | 'usernameRequired'
  /** 'The user name has been registered!'. */
  | 'usernameTaken'
  | 'passwordRequired'
  /** The confirmation (the call's `verification`) is empty. */
  | 'confirmPasswordRequired'
  | 'passwordsDiffer';

/** A failed bind: the server's message, "unknown error" without one, or the network text. */
export type WxRegistrationFailure =
  { code: 'server'; message: string } | { code: 'unknown' } | { code: 'network' };

export interface WxRegistrationInput {
  /** Whether a messaging-app code (`wxCode`) is stored. */
  hasWxCode: boolean;
}

export interface WxRegistrationContext {
  hasWxCode: boolean;
  username: string;
  password: string;
  confirmPassword: string;
  errors: Partial<Record<WxRegistrationField, WxRegistrationErrorCode>>;
  failure: WxRegistrationFailure | null;
}

export type WxRegistrationEvent =
  { type: 'CHANGE'; field: WxRegistrationField; value: string } | { type: 'SUBMIT' };

/** `POST /user/wxBingAccount` query username, password, verification (the confirmation); the app hashes as it must. */
export interface WxBindInput {
  username: string;
  password: string;
  verification: string;
}

export interface WxBindResult {
  code: number;
  msg?: string;
}

export interface WxCodeCheck {
  hasWxCode: boolean;
}

export function validateWxRegistration(
  context: Pick<WxRegistrationContext, WxRegistrationField>,
): WxRegistrationContext['errors'] {
  const errors: WxRegistrationContext['errors'] = {};
  if (context.username.trim() === '') errors.username = 'usernameRequired';
  if (context.password === '') errors.password = 'passwordRequired';
  if (context.confirmPassword === '') errors.confirmPassword = 'confirmPasswordRequired';
  else if (context.confirmPassword !== context.password) errors.confirmPassword = 'passwordsDiffer';
  return errors;
}

export function isUsernameTakenMessage(message: string | undefined): boolean {
  const text = (message ?? '').toLowerCase();
  return USERNAME_TAKEN_MARKERS.some((marker) => text.includes(marker));
}
