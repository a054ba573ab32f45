/**
 * The change-password dialog of the profile page: old password, new password
 * and its confirmation are checked, the change is sent, and after a notice the
 * user is sent to log in again (content-and-profile §4, §5, §8, §9).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided, notProvidedAction } from './notProvided';
import { LOGIN_REDIRECT_MS } from '../src/domain/timings';
import {
  PASSWORD_CHANGED_CODE,
  type ChangePasswordContext,
  type ChangePasswordEvent,
  type ChangePasswordInput,
  type ChangePasswordResult,
  validatePasswords,
} from './changePasswordRules';

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
      assertEvent(event, 'CHANGE');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { [event.field]: event.value, errors, failure: null };
    }),
    showFieldErrors: assign(({ context }) => ({ errors: validatePasswords(context) })),
    clearMessages: assign({ errors: {}, failure: null }),
    markWrongOldPassword: assign({ errors: { oldPassword: 'wrongOldPassword' as const } }),
    clearOldPassword: assign({ oldPassword: '' }),
    markNetworkFailure: assign({ failure: { code: 'network' as const } }),
    /** The app moves the keyboard focus to the old-password field. */
    focusOldPassword: notProvidedAction('focusOldPassword'),
    /** The app shows the "password changed" notice. */
    notifyPasswordChanged: notProvidedAction('notifyPasswordChanged'),
    /** The app navigates to /loginn. */
    goToLogin: notProvidedAction('goToLogin'),
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
