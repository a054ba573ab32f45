/**
 * The password recovery form (spec shop-and-shell §2.5, §5 "Recovery", §7): its tabs, fields,
 * messages, the server's answer codes and the validation of one tab.
 */
import {
  emailProblem,
  phoneProblem,
  type EmailProblem,
  type PhoneProblem,
} from '../src/domain/contact';

/** Spec §7: modifyPwdByPhone / modifyPwdByEmail code 1 means success. */
export const MODIFY_SUCCESS_CODE = 1;

export type RecoveryTab = 'phone' | 'email';
/** `account` is the phone on the phone tab and the email on the email tab. */
export type RecoveryField = 'account' | 'code' | 'password' | 'confirm';

export interface RecoveryForm {
  account: string;
  code: string;
  password: string;
  confirm: string;
}

export type RecoveryError =
  | PhoneProblem
  | EmailProblem
  /** Phone tab: no account has this phone. */
  | 'notExist'
  /** Email tab: no account has this email (a note). */
  | 'emailNotRegistered'
  | 'codeEmpty'
  | 'passwordEmpty'
  | 'confirmEmpty'
  | 'passwordsDiffer';

export type RecoveryErrors = Partial<Record<RecoveryField, RecoveryError>>;

export interface PasswordRecoveryInput {
  tab?: RecoveryTab;
  /** Values to start with, per tab. */
  forms?: Partial<Record<RecoveryTab, Partial<RecoveryForm>>>;
}

export interface AccountInput {
  channel: RecoveryTab;
  to: string;
}

/** isPhoneRegister / isEmailRegister, mapped by the app. */
export interface RegisteredOutput {
  registered: boolean;
}

/** checkVerifyCode, mapped by the app. */
export interface CheckCodeResult {
  code: number;
}

/** modifyPwdByPhone / modifyPwdByEmail, mapped by the app. */
export interface ModifyResult {
  code: number;
  msg?: string;
}

export interface PasswordRecoveryContext {
  tab: RecoveryTab;
  forms: Record<RecoveryTab, RecoveryForm>;
  errors: Record<RecoveryTab, RecoveryErrors>;
  /** The server said this tab's phone or email has no account (until it changes). */
  unregistered: Record<RecoveryTab, boolean>;
}

export type PasswordRecoveryEvent =
  | { type: 'SWITCH_TAB'; tab: RecoveryTab }
  /** A field of the shown tab changed. */
  | { type: 'CHANGE'; field: RecoveryField; value: string }
  | { type: 'BLUR'; field: RecoveryField }
  | { type: 'SUBMIT' }
  | { type: 'xstate.done.actor.checkRegistered'; output: RegisteredOutput }
  | { type: 'xstate.error.actor.checkRegistered'; error: unknown }
  | { type: 'xstate.done.actor.checkCode'; output: CheckCodeResult }
  | { type: 'xstate.error.actor.checkCode'; error: unknown }
  | { type: 'xstate.done.actor.modifyByPhone'; output: ModifyResult }
  | { type: 'xstate.error.actor.modifyByPhone'; error: unknown }
  | { type: 'xstate.done.actor.modifyByEmail'; output: ModifyResult }
  | { type: 'xstate.error.actor.modifyByEmail'; error: unknown };

export const EMPTY_FORM: RecoveryForm = { account: '', code: '', password: '', confirm: '' };
const FIELDS = ['account', 'code', 'password', 'confirm'] as const;

/** Spec §5 "Recovery", field by field, for one tab. */
export function recoveryFieldError(
  tab: RecoveryTab,
  field: RecoveryField,
  form: RecoveryForm,
  unregistered = false,
): RecoveryError | undefined {
  switch (field) {
    case 'account':
      if (tab === 'phone')
        return phoneProblem(form.account) ?? (unregistered ? 'notExist' : undefined);
      return emailProblem(form.account) ?? (unregistered ? 'emailNotRegistered' : undefined);
    case 'code':
      return form.code.trim() === '' ? 'codeEmpty' : undefined;
    case 'password':
      return form.password === '' ? 'passwordEmpty' : undefined;
    case 'confirm':
      if (form.confirm === '') return 'confirmEmpty';
      return form.confirm !== form.password ? 'passwordsDiffer' : undefined;
  }
}

/** Every message of one tab. */
export function recoveryErrors(
  context: PasswordRecoveryContext,
  tab = context.tab,
): RecoveryErrors {
  const errors: RecoveryErrors = {};
  for (const field of FIELDS) {
    const error = recoveryFieldError(tab, field, context.forms[tab], context.unregistered[tab]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Recomputes the shown messages of `fields` on the active tab. */
export function revalidate(
  context: PasswordRecoveryContext,
  fields: readonly RecoveryField[],
): PasswordRecoveryContext['errors'] {
  const tab = context.tab;
  const next: RecoveryErrors = { ...context.errors[tab] };
  for (const field of fields)
    next[field] = recoveryFieldError(tab, field, context.forms[tab], context.unregistered[tab]);
  // A field without a message has no key.
  const shown = Object.fromEntries(
    Object.entries(next).filter(([, error]) => error !== undefined),
  ) as RecoveryErrors;
  return { ...context.errors, [tab]: shown };
}

export const activeForm = (context: PasswordRecoveryContext) => context.forms[context.tab];
