/**
 * Adding a product to the cart from its detail page (spec §2.7, §5 "Quantity
 * and cart", §8): a product not on sale is refused first (the shop would refuse it,
 * and its refusal reads as an expired login), a visitor who is not logged in is
 * offered the login page, a product out of stock is refused with a dialog before
 * any call, and a refused
 * call prompts to log in again. Each outcome is a state the screen shows as a
 * dialog until the visitor dismisses it.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';
import type { AddToCartRequest, AddToCartEvent, AddToCartContext } from './addToCartTypes';

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
  },
  actors: {
    /** The app calls the cart API; rejects when the shop refuses. */
    addToCart: fromPromise<unknown, AddToCartRequest>(notProvided('addToCart')),
  },
  guards: {
    isNotOnSale: (_, params: { onSale: boolean }) => !params.onSale,
    isLoggedOut: (_, params: { loggedIn: boolean }) => !params.loggedIn,
    isOutOfStock: (_, params: { stock: number }) => params.stock <= 0,
  },
}).createMachine({
  id: 'addToCart',
  context: { failureMessage: undefined },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ADD: [
          {
            guard: { type: 'isNotOnSale', params: ({ event }) => ({ onSale: event.onSale }) },
            target: 'notOnSale',
          },
          {
            guard: { type: 'isLoggedOut', params: ({ event }) => ({ loggedIn: event.loggedIn }) },
            target: 'loginRequired',
          },
          {
            guard: { type: 'isOutOfStock', params: ({ event }) => ({ stock: event.stock }) },
            target: 'outOfStock',
          },
          {
            target: 'adding',
            actions: assign({
              failureMessage: undefined,
            }),
          },
        ],
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ event }) => {
          assertEvent(event, 'ADD');
          return {
            productId: event.productId,
            productName: event.productName,
            quantity: event.quantity,
          };
        },
        onDone: 'added',
        onError: {
          target: 'failed',
          actions: assign({
            failureMessage: ({ event }) =>
              event.error instanceof Error && event.error.message !== ''
                ? event.error.message
                : undefined,
          }),
        },
      },
    },
    /** Shown: the product is in the cart. */
    added: { on: { DISMISS: 'idle' } },
    /** Shown: the product is not on sale (not audited or not listed). */
    notOnSale: { on: { DISMISS: 'idle' } },
    /** Shown: the out-of-stock dialog (spec §8). */
    outOfStock: { on: { DISMISS: 'idle' } },
    /** Shown: the login prompt for a visitor who is not logged in. */
    loginRequired: { on: { DISMISS: 'idle' } },
    /** Shown: the prompt to log in again (spec §8 "Cart add failure"). */
    failed: { on: { DISMISS: 'idle' } },
  },
});
