/**
 * The verification-code button's types, its two countdown lengths and its address checks (the
 * machine is in countdownMachine.ts).
 */
import {
  DEFAULT_AREA_CODE,
  emailProblem,
  phoneProblem,
  type AreaCode,
  type EmailProblem,
  type PhoneProblem,
} from '../src/domain/contact';
import { RECOVERY_FIRST_COUNTDOWN_S, RESEND_COUNTDOWN_S } from '../src/domain/timings';

/** Registration and phone binding: 60 s each time. */
export const REGISTRATION_COUNTDOWN = {
  firstSeconds: RESEND_COUNTDOWN_S,
  seconds: RESEND_COUNTDOWN_S,
} as const;
/** Recovery: 10 s the first time, 60 s afterwards. */
export const RECOVERY_COUNTDOWN = {
  firstSeconds: RECOVERY_FIRST_COUNTDOWN_S,
  seconds: RESEND_COUNTDOWN_S,
} as const;

/** Where the code goes. */
export type CodeChannel = 'phone' | 'email';
/** Which screen asks: it decides whether a registered address may get a code. */
export type CodePurpose = 'register' | 'recover' | 'bind';

export type CountdownError =
  | PhoneProblem
  | EmailProblem
  /** Registration: the phone already has an account (the screen links to login). */
  | 'alreadyRegistered'
  /** Phone binding: the phone is already bound to an account; no code is sent. */
  | 'alreadyBound'
  /** Recovery by phone: no account has this phone. */
  | 'notExist'
  /** Recovery by email: no account has this email (a note). */
  | 'emailNotRegistered'
  /** The server refused to send; `serverMessage` holds its text for the dialog. */
  | 'sendFailed'
  /** A call failed in transport; the HTTP client has already warned. */
  | 'requestFailed';

export interface CountdownInput {
  purpose: CodePurpose;
  channel?: CodeChannel;
  /** Length of the first countdown after the screen opened. Defaults to `seconds`. */
  firstSeconds?: number;
  /** Length of every later countdown. Defaults to 60. */
  seconds?: number;
}

export interface AddressInput {
  channel: CodeChannel;
  /** The phone number or email address, trimmed. */
  to: string;
  /** The phone's area code (the mainland's unless the screen offers a choice). */
  areaCode: AreaCode;
}

/** isPhoneRegister / isEmailRegister, mapped by the app. */
export interface RegisteredOutput {
  registered: boolean;
}

/** getVerifyCode (data.code '2' is success) or sendVerifyCodeByEmail (code 1), mapped by the app. */
export interface SendCodeOutput {
  sent: boolean;
  /** The server's message, shown in a dialog when the send failed. */
  message?: string;
}

export interface CountdownContext {
  purpose: CodePurpose;
  channel: CodeChannel;
  firstSeconds: number;
  seconds: number;
  /** The address the code was last asked for. */
  to: string;
  areaCode: AreaCode;
  /** Seconds left on the button while counting (1..length). */
  remaining: number;
  /** Whether a countdown already ran on this screen (later ones use `seconds`). */
  counted: boolean;
  error: CountdownError | undefined;
  serverMessage: string | undefined;
}

export type CountdownEvent =
  | { type: 'SEND'; to: string; areaCode?: AreaCode }
  /** The screen closed the dialog or note showing the error. */
  | { type: 'DISMISS' }
  | { type: 'xstate.done.actor.checkRegistered'; output: RegisteredOutput }
  | { type: 'xstate.error.actor.checkRegistered'; error: unknown }
  | { type: 'xstate.done.actor.sendCode'; output: SendCodeOutput }
  | { type: 'xstate.error.actor.sendCode'; error: unknown };

export function addressProblem(
  channel: CodeChannel,
  to: string,
  areaCode: AreaCode = DEFAULT_AREA_CODE,
): CountdownError | undefined {
  return channel === 'phone' ? phoneProblem(to, areaCode) : emailProblem(to);
}

/** Whether an address with this registration state may get a code for this purpose. */
export function accountProblem(
  purpose: CodePurpose,
  channel: CodeChannel,
  registered: boolean,
): CountdownError | undefined {
  if (purpose === 'register' && registered) return 'alreadyRegistered';
  if (purpose === 'bind' && registered) return 'alreadyBound';
  if (purpose === 'recover' && !registered)
    return channel === 'phone' ? 'notExist' : 'emailNotRegistered';
  return undefined;
}
