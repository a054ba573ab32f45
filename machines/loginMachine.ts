/**
 * The login screen (spec shop-and-shell §2.3, §4 "Login success", §5 "Login", §8): a password
 * form or the messaging-app QR widget; the username is required (shown on blur), the password
 * is required unless its field has focus; an invalid submit shows the failed-login dialog; a
 * valid one calls login once (presses while it runs are ignored), and code 1 stores the
 * session, saves the login when auto-login is on and goes to the target route, while any other
 * code shows the "incorrect" dialog.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';

/** Spec §7: login result code 1 means success. */
export const LOGIN_SUCCESS_CODE = 1;
/** Spec §4: login success goes to the home page unless the screen was opened for another route. */
export const DEFAULT_LOGIN_TARGET = '/homePage';

export type LoginMode = 'password' | 'qrCode';
export type LoginFieldError = 'usernameRequired' | 'passwordRequired';

export interface LoginInput {
  /** The stored auto-login flag: the checkbox starts as it was left. */
  autoLogin?: boolean;
  /** Where to go after logging in (default /homePage). */
  target?: string;
}

/** What the login actor receives: the password in clear; the app hashes it with MD5. */
export interface LoginCredentials {
  username: string;
  password: string;
}

/** POST /user/login, mapped by the app. */
export interface LoginResult {
  code: number;
  token?: string;
  nickname?: string;
  username?: string;
  msg?: string;
}

export interface LoggedInUser {
  username: string;
  nickname: string;
}

export interface LoginContext {
  mode: LoginMode;
  username: string;
  password: string;
  passwordFocused: boolean;
  autoLogin: boolean;
  target: string;
  errors: { username?: LoginFieldError; password?: LoginFieldError };
}

export type LoginEvent =
  | { type: 'CHANGE_USERNAME'; value: string }
  | { type: 'CHANGE_PASSWORD'; value: string }
  | { type: 'BLUR_USERNAME' }
  | { type: 'FOCUS_PASSWORD' }
  | { type: 'BLUR_PASSWORD' }
  | { type: 'TOGGLE_AUTO_LOGIN' }
  /** Password form ↔ messaging-app QR widget. */
  | { type: 'SWITCH_MODE' }
  /** The login button or Enter. */
  | { type: 'SUBMIT' }
  | { type: 'xstate.done.actor.login'; output: LoginResult }
  | { type: 'xstate.error.actor.login'; error: unknown };

const usernameError = (username: string): LoginFieldError | undefined =>
  username.trim() === '' ? 'usernameRequired' : undefined;

/** Spec §5: "not empty unless the password field has focus". */
const passwordError = (password: string, focused: boolean): LoginFieldError | undefined =>
  password === '' && !focused ? 'passwordRequired' : undefined;

const isAccepted = (result: LoginResult): result is LoginResult & { token: string } =>
  result.code === LOGIN_SUCCESS_CODE && typeof result.token === 'string' && result.token !== '';

const credentialsOf = (context: LoginContext): LoginCredentials => ({
  username: context.username.trim(),
  password: context.password,
});

/** Only called after `accepted`, so the token is there. */
const tokenOf = (result: LoginResult) => ({ token: result.token ?? '' });

/** The stored user: the server's names, falling back to the typed username. */
function userOf(context: LoginContext, result: LoginResult): LoggedInUser {
  const username = result.username || context.username.trim();
  return { username, nickname: result.nickname || username };
}

function loginOutput(event: LoginEvent): LoginResult {
  assertEvent(event, 'xstate.done.actor.login');
  return event.output;
}

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
    clearStoredSession: () => {},
    /** Failed-login warning dialog (invalid form). */
    showInvalidFormDialog: () => {},
    /** "Incorrect" dialog with a confirm button (login code not 1). */
    showIncorrectDialog: (_, _params: { message: string | undefined }) => {},
    /** Stores usertoken (and the token cookies) and tells the session machine. */
    storeToken: (_, _params: { token: string }) => {},
    /** Stores curretUser. */
    storeUser: (_, _params: LoggedInUser) => {},
    /** Stores autoLogin=true and loginJson (username and MD5 of the password). */
    saveLoginJson: (_, _params: LoginCredentials) => {},
    /** Stores autoLogin=false and removes loginJson. */
    forgetLoginJson: () => {},
    goToTarget: (_, _params: { path: string }) => {},
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
