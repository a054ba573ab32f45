/**
 * The verification-code button (spec shop-and-shell §4 "Verification-code button", §5, §8;
 * content-and-profile §4 "Phone-binding dialog", §5): the address is checked locally, then
 * with the server (registered or not, by purpose), the code is sent, and the button counts
 * down once per second before it can be used again. Registration and phone binding count
 * 60 s every time; recovery counts 10 s the first time after entering the screen, 60 s after.
 *
 * The same machine serves the email tab of recovery (`channel: 'email'`).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided, notProvidedAction } from './notProvided';
import { COUNTDOWN_TICK_MS, RESEND_COUNTDOWN_S } from '../src/domain/timings';
import { DEFAULT_AREA_CODE } from '../src/domain/contact';
import {
  type CountdownInput,
  type AddressInput,
  type RegisteredOutput,
  type SendCodeOutput,
  type CountdownContext,
  type CountdownEvent,
  addressProblem,
  accountProblem,
} from './countdownRules';

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
  },
  actors: {
    /** Is this phone (or email) registered? */
    checkRegistered: fromPromise<RegisteredOutput, AddressInput>(notProvided('checkRegistered')),
    /** Asks the server to send a code to the address. */
    sendCode: fromPromise<SendCodeOutput, AddressInput>(notProvided('sendCode')),
  },
  guards: {
    hasAddressProblem: ({ context, event }) => {
      assertEvent(event, 'SEND');
      return addressProblem(context.channel, event.to, event.areaCode) !== undefined;
    },
    accountRefused: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.checkRegistered');
      return (
        accountProblem(context.purpose, context.channel, event.output.registered) !== undefined
      );
    },
    sendRefused: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.sendCode');
      return !event.output.sent;
    },
    hasSecondsLeft: ({ context }) => context.remaining > 1,
  },
  actions: {
    assignAddress: assign(({ event }) => {
      assertEvent(event, 'SEND');
      return {
        to: event.to.trim(),
        areaCode: event.areaCode ?? DEFAULT_AREA_CODE,
        error: undefined,
        serverMessage: undefined,
      };
    }),
    assignAddressProblem: assign(({ context, event }) => {
      assertEvent(event, 'SEND');
      return {
        error: addressProblem(context.channel, event.to, event.areaCode),
        serverMessage: undefined,
      };
    }),
    assignAccountProblem: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.checkRegistered');
      return { error: accountProblem(context.purpose, context.channel, event.output.registered) };
    }),
    assignSendFailure: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.sendCode');
      return { error: 'sendFailed' as const, serverMessage: event.output.message };
    }),
    assignRequestFailure: assign({ error: 'requestFailed' as const, serverMessage: undefined }),
    clearError: assign({ error: undefined, serverMessage: undefined }),
    startCountdown: assign(({ context }) => ({
      remaining: context.counted ? context.seconds : context.firstSeconds,
      counted: true,
    })),
    tick: assign(({ context }) => ({ remaining: context.remaining - 1 })),
    stopCountdown: assign({ remaining: 0 }),
    /**
     * The server or the network refused this try (`error` is set). A machine that invokes this
     * one as its code button forwards it to its own form (phoneBindingMachine); alone, nothing.
     */
    reportError: notProvidedAction('reportError'),
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => {
    const seconds = input.seconds ?? RESEND_COUNTDOWN_S;
    return {
      purpose: input.purpose,
      channel: input.channel ?? 'phone',
      firstSeconds: input.firstSeconds ?? seconds,
      seconds,
      to: '',
      areaCode: DEFAULT_AREA_CODE,
      remaining: 0,
      counted: false,
      error: undefined,
      serverMessage: undefined,
    };
  },
  initial: 'idle',
  states: {
    /** The button is enabled; `error` may hold what went wrong last time. */
    idle: {
      on: {
        SEND: [
          { guard: 'hasAddressProblem', actions: 'assignAddressProblem' },
          { target: 'checking', actions: 'assignAddress' },
        ],
        DISMISS: { actions: 'clearError' },
      },
    },
    /** Asking the server whether the address is registered. */
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkRegistered',
        src: 'checkRegistered',
        input: ({ context }) => ({
          channel: context.channel,
          to: context.to,
          areaCode: context.areaCode,
        }),
        onDone: [
          {
            guard: 'accountRefused',
            target: 'idle',
            actions: ['assignAccountProblem', 'reportError'],
          },
          { target: 'sending' },
        ],
        onError: { target: 'idle', actions: ['assignRequestFailure', 'reportError'] },
      },
    },
    /** Asking the server to send the code. */
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({
          channel: context.channel,
          to: context.to,
          areaCode: context.areaCode,
        }),
        onDone: [
          { guard: 'sendRefused', target: 'idle', actions: ['assignSendFailure', 'reportError'] },
          { target: 'counting', actions: 'startCountdown' },
        ],
        onError: { target: 'idle', actions: ['assignRequestFailure', 'reportError'] },
      },
    },
    /** The button is disabled and shows `remaining` seconds. */
    counting: {
      after: {
        tick: [
          { guard: 'hasSecondsLeft', target: 'counting', reenter: true, actions: 'tick' },
          { target: 'idle', actions: 'stopCountdown' },
        ],
      },
    },
  },
});
