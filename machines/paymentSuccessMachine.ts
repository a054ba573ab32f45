/**
 * The payment-success page (/payView, spec §2.9): counts 10 seconds down, one
 * per second, then opens the orders; the button opens them at once. The page is
 * reached from the wallet QR (the checkout ends in `paid` by opening it) and
 * from the payment provider's redirect, so the countdown lives here, once.
 */
import { assign, setup } from 'xstate';
import {
  SUCCESS_REDIRECT_S,
  SUCCESS_TICK_MS,
  type PaymentSuccessContext,
  type PaymentSuccessEvent,
} from './paymentSuccessTypes';
import { notProvidedAction } from './notProvided';

export const paymentSuccessMachine = setup({
  types: {
    context: {} as PaymentSuccessContext,
    events: {} as PaymentSuccessEvent,
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    /** The app opens /buyTab. */
    goToOrders: notProvidedAction('goToOrders'),
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
