/**
 * Waiting for a wallet (QR) payment: once the QR code is shown, ask the payment
 * check (wxcheck) whether the order is paid, up to 300 times about a second
 * apart (spec §4, §9). A failed check counts as a try and polling goes on; after
 * the last try the screen offers a new round.
 *
 * Cancelling has no event of its own: the machine runs as an actor invoked by
 * the checkout's QR state, and closing the QR dialog or leaving the page makes
 * the checkout leave that state (or stop), which stops this actor with its
 * pending delay and check at once. So it ends only paid or expired.
 */
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { notProvided } from './notProvided';
import { MAX_PAYMENT_CHECKS, PAYMENT_CHECK_INTERVAL_MS } from '../src/domain/timings';

/** The payment check's answer for a paid order (spec §4: "a result of 1"). */
export const PAID_ANSWER = '1';

/**
 * How any actor of the shop machines reports an expired session: it rejects
 * with an error whose `code` is this value (the app maps its own signals, e.g.
 * HTTP 401 or token check 1/2, to it). Any other rejection is a plain failure.
 */
export const SESSION_EXPIRED = 'sessionExpired';

/** True for an actor error that means the login session has expired. */
export function isSessionExpiredError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === SESSION_EXPIRED
  );
}

export interface PaymentPollingInput {
  /** The order id, sent as out_trade_no. */
  orderId: string;
  /** Checks per round; defaults to MAX_PAYMENT_CHECKS (smaller only in tests). */
  maxChecks?: number;
}

export interface CheckPaymentInput {
  orderId: string;
}

/** How polling ended, for the parent (the checkout) or the screen. */
export type PaymentPollingResult = 'paid' | 'expired';

export interface PaymentPollingOutput {
  result: PaymentPollingResult;
}

export interface PaymentPollingContext {
  orderId: string;
  maxChecks: number;
  /** Checks still to come in this round, for the screen's "tries left". */
  triesLeft: number;
}

export type PaymentPollingEvent =
  | { type: 'RETRY' }
  // Completions of the invoked check, named so guards can read them.
  | DoneActorEvent<string, 'checkPayment'>
  | ErrorActorEvent<unknown, 'checkPayment'>;

export const paymentPollingMachine = setup({
  types: {
    context: {} as PaymentPollingContext,
    events: {} as PaymentPollingEvent,
    input: {} as PaymentPollingInput,
    output: {} as PaymentPollingOutput,
  },
  actors: {
    /** The app asks wxcheck; resolves with its answer (PAID_ANSWER when paid). */
    checkPayment: fromPromise<string, CheckPaymentInput>(notProvided('checkPayment')),
  },
  actions: {
    countTry: assign({ triesLeft: ({ context }) => Math.max(context.triesLeft - 1, 0) }),
    startNewRound: assign({ triesLeft: ({ context }) => context.maxChecks }),
  },
  guards: {
    isPaid: ({ event }) =>
      event.type === 'xstate.done.actor.checkPayment' && String(event.output) === PAID_ANSWER,
    isSessionExpired: ({ event }) =>
      event.type === 'xstate.error.actor.checkPayment' && isSessionExpiredError(event.error),
    /** More than this try remains, so polling goes on after it. */
    hasTriesAfterThisOne: ({ context }) => context.triesLeft > 1,
  },
  delays: {
    checkInterval: PAYMENT_CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'paymentPolling',
  context: ({ input }) => {
    const maxChecks = Math.max(1, Math.floor(input.maxChecks ?? MAX_PAYMENT_CHECKS));
    return { orderId: input.orderId, maxChecks, triesLeft: maxChecks };
  },
  initial: 'waiting',
  // Each final state names its result; the machine's output is that result.
  output: ({ event }) => event.output as PaymentPollingOutput,
  states: {
    waiting: {
      tags: ['polling'],
      after: { checkInterval: 'checking' },
    },
    checking: {
      tags: ['polling'],
      invoke: {
        id: 'checkPayment',
        src: 'checkPayment',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          { guard: 'isPaid', target: 'paid' },
          { guard: 'hasTriesAfterThisOne', target: 'waiting', actions: 'countTry' },
          { target: 'timedOut', actions: 'countTry' },
        ],
        onError: [
          { guard: 'isSessionExpired', target: 'expired' },
          { guard: 'hasTriesAfterThisOne', target: 'waiting', actions: 'countTry' },
          { target: 'timedOut', actions: 'countTry' },
        ],
      },
    },
    timedOut: {
      on: {
        RETRY: { target: 'waiting', actions: 'startNewRound' },
      },
    },
    paid: { type: 'final', output: { result: 'paid' } },
    expired: { type: 'final', output: { result: 'expired' } },
  },
});
