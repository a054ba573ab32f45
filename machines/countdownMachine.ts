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
import { notProvided } from './notProvided';
import {
  emailProblem,
  phoneProblem,
  type EmailProblem,
  type PhoneProblem,
} from '../src/domain/contact';
import {
  COUNTDOWN_TICK_MS,
  RECOVERY_FIRST_COUNTDOWN_S,
  RESEND_COUNTDOWN_S,
} from '../src/domain/timings';

/** Registration and phone binding: 60 s each time. */
export const REGISTRATION_COUNTDOWN = {
  firstSeconds: RESEND_COUNTDOWN_S,
  seconds: RESEND_COUNTDOWN_S,
} as const;
/** Recovery: 10 s the first time, 60 s afterwards. */
export const RECOVERY_COUNTDOWN = {
  firstSeconds: RECOVERY_FIRST_COUNTDOWN_S,
  seconds: RESEND_COUNTDOWN_S,
} as const;

/** Where the code goes. */
export type CodeChannel = 'phone' | 'email';
/** Which screen asks: it decides whether a registered address may get a code. */
export type CodePurpose = 'register' | 'recover' | 'bind';

export type CountdownError =
  | PhoneProblem
  | EmailProblem
  /** Registration: the phone already has an account (the screen links to login). */
  | 'alreadyRegistered'
  /** Phone binding: the phone is already bound to an account; no code is sent. */
  | 'alreadyBound'
  /** Recovery by phone: no account has this phone. */
  | 'notExist'
  /** Recovery by email: no account has this email (a note). */
  | 'emailNotRegistered'
  /** The server refused to send; `serverMessage` holds its text for the dialog. */
  | 'sendFailed'
  /** A call failed in transport; the HTTP client has already warned. */
  | 'requestFailed';

export interface CountdownInput {
  purpose: CodePurpose;
  channel?: CodeChannel;
  /** Length of the first countdown after the screen opened. Defaults to `seconds`. */
  firstSeconds?: number;
  /** Length of every later countdown. Defaults to 60. */
  seconds?: number;
}

export interface AddressInput {
  channel: CodeChannel;
  /** The phone number or email address, trimmed. */
  to: string;
}

/** isPhoneRegister / isEmailRegister, mapped by the app. */
export interface RegisteredOutput {
  registered: boolean;
}

/** getVerifyCode (data.code '2' is success) or sendVerifyCodeByEmail (code 1), mapped by the app. */
export interface SendCodeOutput {
  sent: boolean;
  /** The server's message, shown in a dialog when the send failed. */
  message?: string;
}

export interface CountdownContext {
  purpose: CodePurpose;
  channel: CodeChannel;
  firstSeconds: number;
  seconds: number;
  /** The address the code was last asked for. */
  to: string;
  /** Seconds left on the button while counting (1..length). */
  remaining: number;
  /** Whether a countdown already ran on this screen (later ones use `seconds`). */
  counted: boolean;
  error: CountdownError | undefined;
  serverMessage: string | undefined;
}

export type CountdownEvent =
  | { type: 'SEND'; to: string }
  /** The screen closed the dialog or note showing the error. */
  | { type: 'DISMISS' }
  | { type: 'xstate.done.actor.checkRegistered'; output: RegisteredOutput }
  | { type: 'xstate.error.actor.checkRegistered'; error: unknown }
  | { type: 'xstate.done.actor.sendCode'; output: SendCodeOutput }
  | { type: 'xstate.error.actor.sendCode'; error: unknown };

function addressProblem(channel: CodeChannel, to: string): CountdownError | undefined {
  return channel === 'phone' ? phoneProblem(to) : emailProblem(to);
}

/** Whether an address with this registration state may get a code for this purpose. */
function accountProblem(
  purpose: CodePurpose,
  channel: CodeChannel,
  registered: boolean,
): CountdownError | undefined {
  if (purpose === 'register' && registered) return 'alreadyRegistered';
  if (purpose === 'bind' && registered) return 'alreadyBound';
  if (purpose === 'recover' && !registered)
    return channel === 'phone' ? 'notExist' : 'emailNotRegistered';
  return undefined;
}

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
      return addressProblem(context.channel, event.to) !== undefined;
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
      return { to: event.to.trim(), error: undefined, serverMessage: undefined };
    }),
    assignAddressProblem: assign(({ context, event }) => {
      assertEvent(event, 'SEND');
      return { error: addressProblem(context.channel, event.to), serverMessage: undefined };
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
    reportError: () => {},
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
        input: ({ context }) => ({ channel: context.channel, to: context.to }),
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
        input: ({ context }) => ({ channel: context.channel, to: context.to }),
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
