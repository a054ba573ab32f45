/**
 * The login screen (spec shop-and-shell §2.3, §4 "Login success", §5 "Login", §8): a password
 * form or the messaging-app QR widget; the username is required (shown on blur), the password
 * is required unless its field has focus; an invalid submit shows the failed-login dialog; a
 * valid one calls login once (presses while it runs are ignored), and code 1 stores the
 * session, saves the login when auto-login is on and goes to the target route, while any other
 * code shows the "incorrect" dialog.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided, notProvidedAction } from './notProvided';
import {
  DEFAULT_LOGIN_TARGET,
  type LoginInput,
  type LoginCredentials,
  type LoginResult,
  type LoggedInUser,
  type LoginContext,
  type LoginEvent,
  usernameError,
  passwordError,
  isAccepted,
  credentialsOf,
  tokenOf,
  userOf,
  loginOutput,
} from './loginRules';

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    /** POST /user/login with the username and the MD5 of the password. */
    login: fromPromise<LoginResult, LoginCredentials>(notProvided('login')),
  },
  guards: {
    formIncomplete: ({ context }) =>
      usernameError(context.username) !== undefined || context.password === '',
    acceptedWithAutoLogin: ({ context, event }) =>
      isAccepted(loginOutput(event)) && context.autoLogin,
    accepted: ({ event }) => isAccepted(loginOutput(event)),
  },
  actions: {
    assignUsername: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_USERNAME');
      // A shown message goes away as soon as the field is filled.
      const errors = context.errors.username
        ? { ...context.errors, username: usernameError(event.value) }
        : context.errors;
      return { username: event.value, errors };
    }),
    assignPassword: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE_PASSWORD');
      const errors = context.errors.password
        ? { ...context.errors, password: passwordError(event.value, context.passwordFocused) }
        : context.errors;
      return { password: event.value, errors };
    }),
    validateUsername: assign(({ context }) => ({
      errors: { ...context.errors, username: usernameError(context.username) },
    })),
    focusPassword: assign(({ context }) => ({
      passwordFocused: true,
      errors: { ...context.errors, password: undefined },
    })),
    blurPassword: assign(({ context }) => ({
      passwordFocused: false,
      errors: { ...context.errors, password: passwordError(context.password, false) },
    })),
    validateAll: assign(({ context }) => ({
      errors: {
        username: usernameError(context.username),
        password: passwordError(context.password, context.passwordFocused),
      },
    })),
    toggleAutoLogin: assign(({ context }) => ({ autoLogin: !context.autoLogin })),
    showQrCode: assign({ mode: 'qrCode' as const }),
    showPasswordForm: assign({ mode: 'password' as const }),

    /** Spec §2.3: the login screen clears the stored session values when it opens. */
    clearStoredSession: notProvidedAction('clearStoredSession'),
    /** Failed-login warning dialog (invalid form). */
    showInvalidFormDialog: notProvidedAction('showInvalidFormDialog'),
    /** "Incorrect" dialog with a confirm button (login code not 1). */
    showIncorrectDialog: notProvidedAction<{ message: string | undefined }>('showIncorrectDialog'),
    /** Stores usertoken (and the token cookies) and tells the session machine. */
    storeToken: notProvidedAction<{ token: string }>('storeToken'),
    /** Stores curretUser. */
    storeUser: notProvidedAction<LoggedInUser>('storeUser'),
    /** Stores autoLogin=true and loginJson (username and MD5 of the password). */
    saveLoginJson: notProvidedAction<LoginCredentials>('saveLoginJson'),
    /** Stores autoLogin=false and removes loginJson. */
    forgetLoginJson: notProvidedAction('forgetLoginJson'),
    goToTarget: notProvidedAction<{ path: string }>('goToTarget'),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    mode: 'password',
    username: '',
    password: '',
    passwordFocused: false,
    autoLogin: input.autoLogin ?? false,
    target: input.target ?? DEFAULT_LOGIN_TARGET,
    errors: {},
  }),
  entry: 'clearStoredSession',
  initial: 'editing',
  states: {
    /** The password form. */
    editing: {
      on: {
        CHANGE_USERNAME: { actions: 'assignUsername' },
        CHANGE_PASSWORD: { actions: 'assignPassword' },
        BLUR_USERNAME: { actions: 'validateUsername' },
        FOCUS_PASSWORD: { actions: 'focusPassword' },
        BLUR_PASSWORD: { actions: 'blurPassword' },
        TOGGLE_AUTO_LOGIN: { actions: 'toggleAutoLogin' },
        SWITCH_MODE: { target: 'qrCode', actions: 'showQrCode' },
        SUBMIT: [
          { guard: 'formIncomplete', actions: ['validateAll', 'showInvalidFormDialog'] },
          { target: 'loggingIn' },
        ],
      },
    },
    /** The messaging-app QR widget; its callback logs in outside this screen. */
    qrCode: {
      on: { SWITCH_MODE: { target: 'editing', actions: 'showPasswordForm' } },
    },
    /** One login call; further presses are ignored. */
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => credentialsOf(context),
        onDone: [
          {
            guard: 'acceptedWithAutoLogin',
            target: 'succeeded',
            actions: [
              { type: 'storeToken', params: ({ event }) => tokenOf(event.output) },
              { type: 'storeUser', params: ({ context, event }) => userOf(context, event.output) },
              { type: 'saveLoginJson', params: ({ context }) => credentialsOf(context) },
              { type: 'goToTarget', params: ({ context }) => ({ path: context.target }) },
            ],
          },
          {
            guard: 'accepted',
            target: 'succeeded',
            actions: [
              { type: 'storeToken', params: ({ event }) => tokenOf(event.output) },
              { type: 'storeUser', params: ({ context, event }) => userOf(context, event.output) },
              'forgetLoginJson',
              { type: 'goToTarget', params: ({ context }) => ({ path: context.target }) },
            ],
          },
          {
            target: 'editing',
            actions: {
              type: 'showIncorrectDialog',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        // Transport failures were already shown by the HTTP client: the form is usable again.
        onError: { target: 'editing' },
      },
    },
    succeeded: { type: 'final' },
  },
});
