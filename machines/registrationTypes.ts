/** The registration machine's form values, messages, events and actor results (registrationMachine.ts). */
import type { UsernameProblem } from '../src/domain/account';
import type { AreaCode, PhoneProblem } from '../src/domain/contact';

export type RegistrationField =
  'phone' | 'code' | 'username' | 'password' | 'confirm' | 'company' | 'nickname' | 'email';

/** The fields whose availability the server checks. */
export type CheckedField = 'phone' | 'username' | 'email';
export type Availability = 'used' | 'available';

export interface RegistrationValues {
  /** The phone's area code: its number rule, and sent with it. */
  areaCode: AreaCode;
  phone: string;
  code: string;
  username: string;
  password: string;
  confirm: string;
  company: string;
  nickname: string;
  email: string;
  agree: boolean;
}

export type RegistrationError =
  | PhoneProblem
  | 'phoneUsed'
  | 'codeEmpty'
  | UsernameProblem
  | 'usernameUsed'
  | 'passwordEmpty'
  | 'confirmEmpty'
  | 'passwordsDiffer'
  | 'emailFormat'
  | 'emailUsed'
  | 'notAgreed';

export type RegistrationErrors = Partial<Record<RegistrationField | 'agree', RegistrationError>>;

export interface RegistrationInput {
  /** Values to start with (e.g. a phone carried over from another screen). */
  values?: Partial<RegistrationValues>;
}

/** What the register actor receives; the app hashes the password and adds isNewRecord. */
export interface RegisterPayload {
  areaCode: AreaCode;
  phone: string;
  code: string;
  username: string;
  password: string;
  company: string;
  nickname: string;
  email: string;
  agree: boolean;
}

/** checkVerifyCode, mapped by the app. */
export interface CheckCodeResult {
  code: number;
}

/** register, mapped by the app. */
export interface RegisterResult {
  code: number;
  msg?: string;
}

export interface RegistrationContext {
  values: RegistrationValues;
  errors: RegistrationErrors;
  availability: Partial<Record<CheckedField, Availability>>;
}

export type RegistrationEvent =
  | { type: 'CHANGE'; field: RegistrationField; value: string }
  | { type: 'BLUR'; field: RegistrationField }
  | { type: 'SET_AGREE'; agree: boolean }
  | { type: 'SET_AREA_CODE'; areaCode: AreaCode }
  | { type: 'SUBMIT' }
  | { type: 'xstate.done.actor.isPhoneRegistered'; output: boolean }
  | { type: 'xstate.error.actor.isPhoneRegistered'; error: unknown }
  | { type: 'xstate.done.actor.isUsernameRegistered'; output: boolean }
  | { type: 'xstate.error.actor.isUsernameRegistered'; error: unknown }
  | { type: 'xstate.done.actor.isEmailRegistered'; output: boolean }
  | { type: 'xstate.error.actor.isEmailRegistered'; error: unknown }
  | { type: 'xstate.done.actor.checkCode'; output: CheckCodeResult }
  | { type: 'xstate.error.actor.checkCode'; error: unknown }
  | { type: 'xstate.done.actor.register'; output: RegisterResult }
  | { type: 'xstate.error.actor.register'; error: unknown };
