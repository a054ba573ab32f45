/**
 * The information form at /wXuserDetail for a user who logged in by the
 * messaging app: without a stored messaging-app code the user is sent home at
 * once; otherwise username and password (with confirmation) bind an account
 * (content-and-profile §2 screen 15, §5, §6, §8).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided, notProvidedAction } from './notProvided';
import {
  WX_BIND_SUCCESS_CODE,
  type WxRegistrationFailure,
  type WxRegistrationInput,
  type WxRegistrationContext,
  type WxRegistrationEvent,
  type WxBindInput,
  type WxBindResult,
  type WxCodeCheck,
  validateWxRegistration,
  isUsernameTakenMessage,
} from './wxRegistrationRules';

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
      assertEvent(event, 'CHANGE');
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
    updateStoredUser: notProvidedAction<{ username: string }>('updateStoredUser'),
    /** The app navigates to /homePage. */
    goHome: notProvidedAction('goHome'),
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
