/**
 * The payment-success page (/payView, spec §2.9): counts 10 seconds down, one
 * per second, then opens the orders; the button opens them at once. The page is
 * reached from the wallet QR (the checkout ends in `paid` by opening it) and
 * from the payment provider's redirect, so the countdown lives here, once.
 */
import { assign, setup } from 'xstate';

/** Seconds the payment-success page counts down before opening the orders (spec §2.9). */
export const SUCCESS_REDIRECT_S = 10;

/** One step of the payment-success countdown. */
export const SUCCESS_TICK_MS = 1_000;

export interface PaymentSuccessContext {
  /** Seconds shown, SUCCESS_REDIRECT_S..1. */
  secondsLeft: number;
}

export type PaymentSuccessEvent = { type: 'GO_TO_ORDERS' };

export const paymentSuccessMachine = setup({
  types: {
    context: {} as PaymentSuccessContext,
    events: {} as PaymentSuccessEvent,
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    /** The app opens /buyTab. */
    goToOrders: () => {},
  },
  guards: {
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
  delays: {
    tick: SUCCESS_TICK_MS,
  },
}).createMachine({
  id: 'paymentSuccess',
  context: { secondsLeft: SUCCESS_REDIRECT_S },
  initial: 'countingDown',
  states: {
    countingDown: {
      on: { GO_TO_ORDERS: 'ordersOpened' },
      after: {
        tick: [
          { guard: 'hasSecondsLeft', target: 'countingDown', reenter: true, actions: 'tick' },
          { target: 'ordersOpened' },
        ],
      },
    },
    ordersOpened: {
      type: 'final',
      entry: 'goToOrders',
    },
  },
});
