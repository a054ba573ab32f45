/**
 * The password recovery machine's named effects, guards and delays (its states are in
 * passwordRecoveryMachine.ts). Every actor is the app's (useRecoveryMachine); the stubs here fail.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { LOGIN_REDIRECT_MS } from '../src/domain/timings';
import { VERIFY_CODE_WRONG } from '../src/domain/account';
import { notProvided, notProvidedAction } from './notProvided';
import {
  MODIFY_SUCCESS_CODE,
  recoveryErrors,
  revalidate,
  type AccountInput,
  type CheckCodeResult,
  type ModifyResult,
  type PasswordRecoveryContext,
  type PasswordRecoveryEvent,
  type PasswordRecoveryInput,
  type RegisteredOutput,
} from './passwordRecoveryForm';

export const passwordRecoverySetup = setup({
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
      return event.output.code === VERIFY_CODE_WRONG;
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
    showCodeErrorDialog: notProvidedAction('showCodeErrorDialog'),
    /** Warning with the server message (or a generic text when there is none). */
    warnModifyFailed: notProvidedAction<{ message: string | undefined }>('warnModifyFailed'),
    /** Success notice. */
    showPasswordChangedNotice: notProvidedAction('showPasswordChangedNotice'),
    goToLogin: notProvidedAction('goToLogin'),
  },
  delays: {
    backToLogin: LOGIN_REDIRECT_MS,
  },
});
