/** The phone-binding form's types, field rules and failures (phoneBindingMachine). */
import { phoneProblem as mainlandPhoneProblem } from '../src/domain/contact';
import type { CountdownError } from './countdownRules';

/** `checkVerifyCode` answers this code when the code is wrong. */
export const WRONG_CODE_RESULT = 0;

/** `Modify` answers this code when the phone was saved. */
export const BIND_SUCCESS_CODE = 1;

export type PhoneBindingField = 'phone' | 'code';

/** Field messages, translated by the screen. */
export type PhoneBindingErrorCode =
  /** 'Please enter your phone number'. */
  | 'phoneRequired'
  /** 'incorrect phone number format'. */
  | 'phoneFormat'
  /** 'already bound' / 'This number is already registered!': no code is sent. */
  | 'phoneRegistered'
  /** The verification code is empty. */
  | 'codeRequired'
  /** 'Verification code error'. */
  | 'codeWrong';

/** A failed send or bind: the server's message, "unknown error" without one, or the network text. */
export type PhoneBindingFailure =
  { code: 'server'; message: string } | { code: 'unknown' } | { code: 'network' };

export interface PhoneBindingContext {
  phone: string;
  code: string;
  errors: Partial<Record<PhoneBindingField, PhoneBindingErrorCode>>;
  failure: PhoneBindingFailure | null;
}

export type PhoneBindingEvent =
  | { type: 'CHANGE'; field: PhoneBindingField; value: string }
  | { type: 'GET_CODE' }
  | { type: 'SUBMIT' }
  /** The code button's try was refused (see countdownMachine's `reportError`). */
  | { type: 'CODE_REFUSED'; error: CountdownError | undefined; message: string | undefined };

/** `POST /user/checkVerifyCode`: code 0 means wrong. */
export interface CheckCodeResult {
  code: number;
}

/** `POST /user/Modify` with the phone only. */
export interface BindPhoneResult {
  code: number;
  msg?: string;
}

/** Why a phone cannot get a code, or null when it can. */
export function phoneProblem(phone: string): 'phoneRequired' | 'phoneFormat' | null {
  const problem = mainlandPhoneProblem(phone);
  if (!problem) return null;
  return problem === 'phoneEmpty' ? 'phoneRequired' : 'phoneFormat';
}

export function validateBinding(context: PhoneBindingContext): PhoneBindingContext['errors'] {
  const errors: PhoneBindingContext['errors'] = {};
  const phone = phoneProblem(context.phone);
  if (phone) errors.phone = phone;
  if (context.code.trim() === '') errors.code = 'codeRequired';
  return errors;
}

export const serverFailure = (message: string | undefined): PhoneBindingFailure =>
  message ? { code: 'server', message } : { code: 'unknown' };
