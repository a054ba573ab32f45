/**
 * Waiting for a wallet (QR) payment: once the QR code is shown, ask the payment
 * check (wxcheck) whether the order is paid, up to 300 times about a second
 * apart (spec §4, §9). A failed check counts as a try and polling goes on; after
 * the last try the screen offers a new round.
 *
 * Cancelling has no event of its own: the machine runs as an actor invoked by
 * the checkout's QR state, and closing the QR dialog or leaving the page makes
 * the checkout leave that state (or stop), which stops this actor with its
 * pending delay and check at once. So it ends only paid or with the login expired.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';
import { MAX_PAYMENT_CHECKS, PAYMENT_CHECK_INTERVAL_MS } from '../src/domain/timings';
import {
  PAID_ANSWER,
  isSessionExpiredError,
  type PaymentPollingInput,
  type CheckPaymentInput,
  type PaymentPollingOutput,
  type PaymentPollingContext,
  type PaymentPollingEvent,
} from './paymentPollingRules';

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
    isPaid: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkPayment');
      return String(event.output) === PAID_ANSWER;
    },
    isSessionExpired: ({ event }) => {
      assertEvent(event, 'xstate.error.actor.checkPayment');
      return isSessionExpiredError(event.error);
    },
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
          { target: 'noPaymentSeen', actions: 'countTry' },
        ],
        onError: [
          { guard: 'isSessionExpired', target: 'sessionExpired' },
          { guard: 'hasTriesAfterThisOne', target: 'waiting', actions: 'countTry' },
          { target: 'noPaymentSeen', actions: 'countTry' },
        ],
      },
    },
    /** Every check of the round ran and none saw the payment: the screen offers a new round. */
    noPaymentSeen: {
      on: {
        RETRY: { target: 'waiting', actions: 'startNewRound' },
      },
    },
    paid: { type: 'final', output: { result: 'paid' } },
    sessionExpired: { type: 'final', output: { result: 'sessionExpired' } },
  },
});
