/**
 * Password recovery (spec shop-and-shell §2.5, §5 "Recovery", §7, §8). Two tabs, each with
 * its own form: by phone (phone, code, new password, confirmation) and by email (email, code,
 * new password, confirmation). A valid submit checks that the phone or email has an account
 * (else "not exist" / "email not registered"), verifies the code with the server (code 0:
 * error dialog), then saves the new password; code 1 shows the success notice and returns to
 * login 2 s later.
 *
 * The get-code button of each tab is the screen's own countdown actor (`countdownMachine`
 * with `RECOVERY_COUNTDOWN`, purpose 'recover', channel = the tab).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';
import { LOGIN_REDIRECT_MS } from '../src/domain/timings';
import {
  emailProblem,
  phoneProblem,
  type EmailProblem,
  type PhoneProblem,
} from '../src/domain/contact';

/** Spec §7: checkVerifyCode code 0 means the code is wrong. */
export const CODE_WRONG = 0;
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

const EMPTY_FORM: RecoveryForm = { account: '', code: '', password: '', confirm: '' };
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
function revalidate(
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

const activeForm = (context: PasswordRecoveryContext) => context.forms[context.tab];

export const passwordRecoveryMachine = setup({
  types: {
    context: {} as PasswordRecoveryContext,
    events: {} as PasswordRecoveryEvent,
    input: {} as PasswordRecoveryInput,
  },
  actors: {
    /** Does the phone (or email) have an account? */
    checkRegistered: fromPromise<RegisteredOutput, AccountInput>(notProvided('checkRegistered')),
    /** POST checkVerifyCode with the phone (or email) and the code. */
    checkCode: fromPromise<CheckCodeResult, AccountInput & { code: string }>(
      notProvided('checkCode'),
    ),
    /** POST modifyPwdByPhone; the app hashes the password. */
    modifyByPhone: fromPromise<ModifyResult, { phone: string; password: string }>(
      notProvided('modifyByPhone'),
    ),
    /** POST modifyPwdByEmail; the app hashes the password. */
    modifyByEmail: fromPromise<ModifyResult, { email: string; password: string }>(
      notProvided('modifyByEmail'),
    ),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(recoveryErrors(context)).length > 0,
    notRegistered: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkRegistered');
      return !event.output.registered;
    },
    codeWrong: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkCode');
      return event.output.code === CODE_WRONG;
    },
    onPhoneTab: ({ context }) => context.tab === 'phone',
    modified: ({ event }) => {
      assertEvent(event, ['xstate.done.actor.modifyByPhone', 'xstate.done.actor.modifyByEmail']);
      return event.output.code === MODIFY_SUCCESS_CODE;
    },
  },
  actions: {
    assignTab: assign(({ event }) => {
      assertEvent(event, 'SWITCH_TAB');
      return { tab: event.tab };
    }),
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const tab = context.tab;
      const forms = {
        ...context.forms,
        [tab]: { ...context.forms[tab], [event.field]: event.value },
      };
      const unregistered =
        event.field === 'account'
          ? { ...context.unregistered, [tab]: false }
          : context.unregistered;
      const next = { ...context, forms, unregistered };
      // Messages already shown follow the value; the confirmation follows the password too.
      const shown = ([event.field, 'confirm'] as const).filter(
        (field) =>
          (field === event.field || event.field === 'password') && field in context.errors[tab],
      );
      return { forms, unregistered, errors: revalidate(next, shown) };
    }),
    validateField: assign(({ context, event }) => {
      assertEvent(event, 'BLUR');
      return { errors: revalidate(context, [event.field]) };
    }),
    validateAll: assign(({ context }) => ({
      errors: { ...context.errors, [context.tab]: recoveryErrors(context) },
    })),
    assignNotRegistered: assign(({ context }) => {
      const next = { ...context, unregistered: { ...context.unregistered, [context.tab]: true } };
      return { unregistered: next.unregistered, errors: revalidate(next, ['account']) };
    }),

    /** Error dialog: the verification code is wrong. */
    showCodeErrorDialog: () => {},
    /** Warning with the server message (or a generic text when there is none). */
    warnModifyFailed: (_, _params: { message: string | undefined }) => {},
    /** Success notice. */
    showPasswordChangedNotice: () => {},
    goToLogin: () => {},
  },
  delays: {
    backToLogin: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'passwordRecovery',
  context: ({ input }) => ({
    tab: input.tab ?? 'phone',
    forms: {
      phone: { ...EMPTY_FORM, ...input.forms?.phone },
      email: { ...EMPTY_FORM, ...input.forms?.email },
    },
    errors: { phone: {}, email: {} },
    unregistered: { phone: false, email: false },
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SWITCH_TAB: { actions: 'assignTab' },
        CHANGE: { actions: 'assignValue' },
        BLUR: { actions: 'validateField' },
        SUBMIT: [{ guard: 'hasProblems', actions: 'validateAll' }, { target: 'checkingAccount' }],
      },
    },
    /** The phone or email must belong to an account. */
    checkingAccount: {
      tags: ['busy'],
      invoke: {
        id: 'checkRegistered',
        src: 'checkRegistered',
        input: ({ context }) => ({ channel: context.tab, to: activeForm(context).account.trim() }),
        onDone: [
          { guard: 'notRegistered', target: 'editing', actions: 'assignNotRegistered' },
          { target: 'verifyingCode' },
        ],
        onError: { target: 'editing' },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => ({
          channel: context.tab,
          to: activeForm(context).account.trim(),
          code: activeForm(context).code.trim(),
        }),
        onDone: [
          { guard: 'codeWrong', target: 'editing', actions: 'showCodeErrorDialog' },
          { guard: 'onPhoneTab', target: 'savingByPhone' },
          { target: 'savingByEmail' },
        ],
        onError: { target: 'editing' },
      },
    },
    savingByPhone: {
      tags: ['busy'],
      invoke: {
        id: 'modifyByPhone',
        src: 'modifyByPhone',
        input: ({ context }) => ({
          phone: context.forms.phone.account.trim(),
          password: context.forms.phone.password,
        }),
        onDone: [
          { guard: 'modified', target: 'succeeded' },
          {
            target: 'editing',
            actions: {
              type: 'warnModifyFailed',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        onError: { target: 'editing' },
      },
    },
    savingByEmail: {
      tags: ['busy'],
      invoke: {
        id: 'modifyByEmail',
        src: 'modifyByEmail',
        input: ({ context }) => ({
          email: context.forms.email.account.trim(),
          password: context.forms.email.password,
        }),
        onDone: [
          { guard: 'modified', target: 'succeeded' },
          {
            target: 'editing',
            actions: {
              type: 'warnModifyFailed',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        onError: { target: 'editing' },
      },
    },
    /** The success notice shows; login follows. */
    succeeded: {
      entry: 'showPasswordChangedNotice',
      after: { backToLogin: { target: 'done', actions: 'goToLogin' } },
    },
    done: { type: 'final' },
  },
});
