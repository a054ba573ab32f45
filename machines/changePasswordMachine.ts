/**
 * The change-password dialog of the profile page: old password, new password
 * and its confirmation are checked, the change is sent, and after a notice the
 * user is sent to log in again (content-and-profile §4, §5, §8, §9).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';
import { LOGIN_REDIRECT_MS } from '../src/domain/timings';

/** The result code of `modifyPwd` that means "changed". */
export const PASSWORD_CHANGED_CODE = 1;

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Field messages, translated by the screen. */
export type ChangePasswordErrorCode =
  /** The old password is empty. */
  | 'oldPasswordRequired'
  /** 'Please enter a new password'. */
  | 'newPasswordRequired'
  /** The confirmation is empty. */
  | 'confirmPasswordRequired'
  /** 'The two passwords entered do not match'. */
  | 'passwordsDiffer'
  /** 'Initial password error, please re-enter'. */
  | 'wrongOldPassword';

/** A failure of the call itself (no answer, HTTP error): the screen shows the network error text. */
export type ChangePasswordFailure = { code: 'network' };

export interface ChangePasswordContext {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  errors: Partial<Record<ChangePasswordField, ChangePasswordErrorCode>>;
  failure: ChangePasswordFailure | null;
}

export type ChangePasswordEvent =
  { type: 'CHANGE'; field: ChangePasswordField; value: string } | { type: 'SUBMIT' };

/** Plain passwords: the app md5-hashes them before sending (`oldPassword`, `newPassword`). */
export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export interface ChangePasswordResult {
  code: number;
  msg?: string;
}

/** The field codes of the current values, empty when the form may be sent. */
export function validatePasswords(
  context: Pick<ChangePasswordContext, ChangePasswordField>,
): ChangePasswordContext['errors'] {
  const errors: ChangePasswordContext['errors'] = {};
  if (context.oldPassword === '') errors.oldPassword = 'oldPasswordRequired';
  if (context.newPassword === '') errors.newPassword = 'newPasswordRequired';
  if (context.confirmPassword === '') errors.confirmPassword = 'confirmPasswordRequired';
  else if (context.confirmPassword !== context.newPassword)
    errors.confirmPassword = 'passwordsDiffer';
  return errors;
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** `POST /user/modifyPwd` with the md5 of both passwords. */
    changePassword: fromPromise<ChangePasswordResult, ChangePasswordInput>(
      notProvided('changePassword'),
    ),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { [event.field]: event.value, errors, failure: null };
    }),
    showFieldErrors: assign(({ context }) => ({ errors: validatePasswords(context) })),
    clearMessages: assign({ errors: {}, failure: null }),
    markWrongOldPassword: assign({ errors: { oldPassword: 'wrongOldPassword' as const } }),
    clearOldPassword: assign({ oldPassword: '' }),
    markNetworkFailure: assign({ failure: { code: 'network' as const } }),
    /** The app moves the keyboard focus to the old-password field. */
    focusOldPassword: () => {},
    /** The app shows the "password changed" notice. */
    notifyPasswordChanged: () => {},
    /** The app navigates to /loginn. */
    goToLogin: () => {},
  },
  guards: {
    hasInvalidFields: ({ context }) => Object.keys(validatePasswords(context)).length > 0,
    isChanged: (_, params: { code: number }) => params.code === PASSWORD_CHANGED_CODE,
  },
  delays: {
    redirectDelay: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'changePassword',
  context: {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
    errors: {},
    failure: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: [
          { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
          { target: 'submitting', actions: 'clearMessages' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.oldPassword,
          newPassword: context.newPassword,
        }),
        onDone: [
          {
            guard: { type: 'isChanged', params: ({ event }) => ({ code: event.output.code }) },
            target: 'changed',
          },
          {
            // The endpoint reports one failure: the old password is wrong.
            target: 'editing',
            actions: ['markWrongOldPassword', 'clearOldPassword', 'focusOldPassword'],
          },
        ],
        onError: { target: 'editing', actions: 'markNetworkFailure' },
      },
    },
    changed: {
      entry: 'notifyPasswordChanged',
      after: { redirectDelay: 'leaving' },
    },
    leaving: {
      type: 'final',
      entry: 'goToLogin',
    },
  },
});
