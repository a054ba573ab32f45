/**
 * The return from the messaging-app QR page (content-and-profile §4 "Messaging-app login"):
 * the one-time code in the login page's address is exchanged for a session once. Code 1
 * stores the token, the user and the code, then goes on (to complete the profile when the
 * account has no username yet, else to the target route); any other code shows
 * "login failed". A transport failure was already shown by the HTTP client.
 */
import { fromPromise, setup } from 'xstate';
import { notProvided, notProvidedAction } from './notProvided';
import {
  type WxCodeLoginInput,
  type WxCodeLoginResult,
  type WxCodeLoginSuccess,
  type WxCodeLoginEvent,
  resultOf,
  accepted,
  successOf,
} from './wxCodeLoginRules';

export const wxCodeLoginMachine = setup({
  types: {
    context: {} as WxCodeLoginInput,
    events: {} as WxCodeLoginEvent,
    input: {} as WxCodeLoginInput,
  },
  actors: {
    logIn: fromPromise<WxCodeLoginResult, WxCodeLoginInput>(notProvided('logIn')),
  },
  guards: {
    accepted: ({ event }) => accepted(resultOf(event)),
  },
  actions: {
    /** Stores token, usertoken, curretUser and wxCode, and tells the session. */
    storeLogin: notProvidedAction<WxCodeLoginSuccess>('storeLogin'),
    /** A user without a username completes /wXuserDetail first; others go to the target. */
    goOn: notProvidedAction<{ needsDetails: boolean }>('goOn'),
    /** Content-and-profile §4/§8: "login failed". */
    showLoginFailed: notProvidedAction<{ message: string | undefined }>('showLoginFailed'),
  },
}).createMachine({
  id: 'wxCodeLogin',
  context: ({ input }) => ({ code: input.code }),
  initial: 'exchanging',
  states: {
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: 'accepted',
            target: 'succeeded',
            actions: [
              {
                type: 'storeLogin',
                params: ({ context, event }) => successOf(context.code, event.output),
              },
              { type: 'goOn', params: ({ event }) => ({ needsDetails: !event.output.username }) },
            ],
          },
          {
            target: 'failed',
            actions: {
              type: 'showLoginFailed',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    succeeded: { type: 'final' },
    /** The password form is offered again. */
    failed: { type: 'final' },
  },
});
