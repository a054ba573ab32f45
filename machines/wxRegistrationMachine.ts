/**
 * The information form at /wXuserDetail for a user who logged in by the
 * messaging app: without a stored messaging-app code the user is sent home at
 * once; otherwise username and password (with confirmation) bind an account
 * (content-and-profile §2 screen 15, §5, §6, §8).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';

/** The result code of `wxBingAccount` that means "bound". */
export const WX_BIND_SUCCESS_CODE = 1;

/**
 * A refusal whose message contains one of these means the username is taken
 * (the server's message may come in either language).
 */
export const USERNAME_TAKEN_MARKERS: readonly string[] = ['registered', '已注册', '已被注册'];

export type WxRegistrationField = 'username' | 'password' | 'confirmPassword';

/** Field messages, translated by the screen. */
export type WxRegistrationErrorCode =
  | 'usernameRequired'
  /** 'The user name has been registered!'. */
  | 'usernameTaken'
  | 'passwordRequired'
  /** The confirmation (the call's `verification`) is empty. */
  | 'confirmPasswordRequired'
  | 'passwordsDiffer';

/** A failed bind: the server's message, "unknown error" without one, or the network text. */
export type WxRegistrationFailure =
  { code: 'server'; message: string } | { code: 'unknown' } | { code: 'network' };

export interface WxRegistrationInput {
  /** Whether a messaging-app code (`wxCode`) is stored. */
  hasWxCode: boolean;
}

export interface WxRegistrationContext {
  hasWxCode: boolean;
  username: string;
  password: string;
  confirmPassword: string;
  errors: Partial<Record<WxRegistrationField, WxRegistrationErrorCode>>;
  failure: WxRegistrationFailure | null;
}

export type WxRegistrationEvent =
  { type: 'CHANGE'; field: WxRegistrationField; value: string } | { type: 'SUBMIT' };

/** `POST /user/wxBingAccount` query username, password, verification (the confirmation); the app hashes as it must. */
export interface WxBindInput {
  username: string;
  password: string;
  verification: string;
}

export interface WxBindResult {
  code: number;
  msg?: string;
}

export interface WxCodeCheck {
  hasWxCode: boolean;
}

export function validateWxRegistration(
  context: Pick<WxRegistrationContext, WxRegistrationField>,
): WxRegistrationContext['errors'] {
  const errors: WxRegistrationContext['errors'] = {};
  if (context.username.trim() === '') errors.username = 'usernameRequired';
  if (context.password === '') errors.password = 'passwordRequired';
  if (context.confirmPassword === '') errors.confirmPassword = 'confirmPasswordRequired';
  else if (context.confirmPassword !== context.password) errors.confirmPassword = 'passwordsDiffer';
  return errors;
}

export function isUsernameTakenMessage(message: string | undefined): boolean {
  const text = (message ?? '').toLowerCase();
  return USERNAME_TAKEN_MARKERS.some((marker) => text.includes(marker));
}

export const wxRegistrationMachine = setup({
  types: {
    context: {} as WxRegistrationContext,
    events: {} as WxRegistrationEvent,
    input: {} as WxRegistrationInput,
  },
  actors: {
    /**
     * Whether the form may be shown. By default it answers the input's `hasWxCode`
     * (the machine has no eventless transitions); the app may provide a storage read instead.
     */
    checkWxCode: fromPromise<WxCodeCheck, WxCodeCheck>(async ({ input }) => ({
      hasWxCode: input.hasWxCode,
    })),
    bind: fromPromise<WxBindResult, WxBindInput>(notProvided('bind')),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { [event.field]: event.value, errors, failure: null };
    }),
    showFieldErrors: assign(({ context }) => ({ errors: validateWxRegistration(context) })),
    clearMessages: assign({ errors: {}, failure: null }),
    markUsernameTaken: assign({ errors: { username: 'usernameTaken' as const } }),
    markServerFailure: assign((_, params: { message: string | undefined }) => ({
      failure: params.message
        ? { code: 'server' as const, message: params.message }
        : { code: 'unknown' as const },
    })),
    markNetworkFailure: assign({ failure: { code: 'network' } as WxRegistrationFailure }),
    /** The app writes the bound username into the stored current user (`curretUser`). */
    updateStoredUser: (_, _params: { username: string }) => {},
    /** The app navigates to /homePage. */
    goHome: () => {},
  },
  guards: {
    lacksWxCode: (_, params: { hasWxCode: boolean }) => !params.hasWxCode,
    hasInvalidFields: ({ context }) => Object.keys(validateWxRegistration(context)).length > 0,
    isBound: (_, params: { code: number }) => params.code === WX_BIND_SUCCESS_CODE,
    isUsernameTaken: (_, params: { message: string | undefined }) =>
      isUsernameTakenMessage(params.message),
  },
}).createMachine({
  id: 'wxRegistration',
  context: ({ input }) => ({
    hasWxCode: input.hasWxCode,
    username: '',
    password: '',
    confirmPassword: '',
    errors: {},
    failure: null,
  }),
  initial: 'checkingAccess',
  states: {
    checkingAccess: {
      invoke: {
        id: 'checkWxCode',
        src: 'checkWxCode',
        input: ({ context }) => ({ hasWxCode: context.hasWxCode }),
        onDone: [
          {
            guard: {
              type: 'lacksWxCode',
              params: ({ event }) => ({ hasWxCode: event.output.hasWxCode }),
            },
            target: 'turnedAway',
          },
          { target: 'editing' },
        ],
        // Without a readable code the form cannot bind anything.
        onError: { target: 'turnedAway' },
      },
    },
    editing: {
      on: {
        CHANGE: { actions: 'setField' },
        SUBMIT: [
          { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
          { target: 'binding', actions: 'clearMessages' },
        ],
      },
    },
    binding: {
      tags: ['busy'],
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ context }) => ({
          username: context.username.trim(),
          password: context.password,
          verification: context.confirmPassword,
        }),
        onDone: [
          {
            guard: { type: 'isBound', params: ({ event }) => ({ code: event.output.code }) },
            target: 'registered',
            actions: {
              type: 'updateStoredUser',
              params: ({ context }) => ({ username: context.username.trim() }),
            },
          },
          {
            guard: {
              type: 'isUsernameTaken',
              params: ({ event }) => ({ message: event.output.msg }),
            },
            target: 'editing',
            actions: 'markUsernameTaken',
          },
          {
            target: 'editing',
            actions: {
              type: 'markServerFailure',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        onError: { target: 'editing', actions: 'markNetworkFailure' },
      },
    },
    turnedAway: {
      type: 'final',
      entry: 'goHome',
    },
    registered: {
      type: 'final',
      entry: 'goHome',
    },
  },
});
