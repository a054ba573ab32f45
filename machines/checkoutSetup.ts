/**
 * The checkout machine's named effects, guards and delays (its states are in
 * checkoutMachine.ts). Every actor is the app's (useCheckoutMachine); the stubs here fail.
 */
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { LOGIN_REDIRECT_MS } from '../src/domain/timings';
import {
  addressExists,
  clampQuantity,
  isOutOfStock,
  isUnavailable,
  itemById,
} from './checkoutItems';
import type {
  CheckoutAddress,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutProblem,
  CreateRedirectPaymentInput,
  CreateWalletPaymentInput,
  DeleteAddressInput,
  RemoveCartItemInput,
  SaveOrderInput,
  SaveQuantityInput,
} from './checkoutTypes';
import { describeGuards } from './describeGuards';
import { notProvided, notProvidedAction } from './notProvided';
import { paymentPollingMachine } from './paymentPollingMachine';
import { isSessionExpiredError } from './paymentPollingRules';

export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** Deletes the cart line (shoppingCartDelete). */
    removeCartItem: fromPromise<unknown, RemoveCartItemInput>(notProvided('removeCartItem')),
    /** Keeps a changed quantity where the items come from (saveShoppingCart, or buy-now's store). */
    saveQuantity: fromPromise<unknown, SaveQuantityInput>(notProvided('saveQuantity')),
    /** The saved addresses (addressList). */
    loadAddresses: fromPromise<CheckoutAddress[], Record<string, never>>(
      notProvided('loadAddresses'),
    ),
    /** deleteAddress; rejects unless statuscode 1. */
    deleteAddress: fromPromise<unknown, DeleteAddressInput>(notProvided('deleteAddress')),
    /** saveorder with orderStatus 9. */
    saveOrder: fromPromise<unknown, SaveOrderInput>(notProvided('saveOrder')),
    /** WXPAY; resolves with the QR's code_url. */
    createWalletPayment: fromPromise<{ codeUrl: string }, CreateWalletPaymentInput>(
      notProvided('createWalletPayment'),
    ),
    /** eshoppingKey/pay; resolves with the provider's HTML form. */
    createRedirectPayment: fromPromise<{ html: string }, CreateRedirectPaymentInput>(
      notProvided('createRedirectPayment'),
    ),
    /** The app provides it with its checkPayment actor. */
    paymentPolling: paymentPollingMachine,
  },
  actions: {
    setQuantity: assign({
      items: ({ context, event }) => {
        assertEvent(event, 'SET_QUANTITY');
        return context.items.map((item) =>
          item.productId === event.productId
            ? { ...item, quantity: clampQuantity(event.quantity, item.stock) }
            : item,
        );
      },
    }),
    markRemoving: assign({
      removingProductId: ({ event }) => {
        assertEvent(event, 'REMOVE_ITEM');
        return event.productId;
      },
      problem: null,
    }),
    removeItem: assign({
      items: ({ context }) =>
        context.items.filter((item) => item.productId !== context.removingProductId),
      removingProductId: null,
    }),
    forgetRemoving: assign({ removingProductId: null }),
    setProblem: assign({ problem: (_, params: { problem: CheckoutProblem }) => params.problem }),
    clearProblem: assign({ problem: null }),
    setAddresses: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadAddresses');
      const addresses = event.output;
      return { addresses, selectedAddressId: addresses[0]?.id ?? null, problem: null };
    }),
    selectAddress: assign({
      selectedAddressId: ({ event }) => {
        assertEvent(event, 'CHOOSE_ADDRESS');
        return event.id;
      },
    }),
    /** A new address comes last; an edited one stays in its place. Either is chosen. */
    putSavedAddress: assign(({ context, event }) => {
      assertEvent(event, 'ADDRESS_SAVED');
      const saved = event.address;
      const addresses = addressExists(context, saved.id)
        ? context.addresses.map((address) => (address.id === saved.id ? saved : address))
        : [...context.addresses, saved];
      return { addresses, selectedAddressId: saved.id, editingAddressId: null };
    }),
    editAddress: assign({
      editingAddressId: ({ event }) => {
        assertEvent(event, 'EDIT_ADDRESS');
        return event.id;
      },
    }),
    forgetEditing: assign({ editingAddressId: null }),
    askDeleteAddress: assign({
      pendingDeleteId: ({ event }) => {
        assertEvent(event, 'DELETE_ADDRESS');
        return event.id;
      },
    }),
    forgetDeleteAddress: assign({ pendingDeleteId: null }),
    removeAddress: assign(({ context }) => {
      const addresses = context.addresses.filter(
        (address) => address.id !== context.pendingDeleteId,
      );
      const selectedAddressId = addresses.some(
        (address) => address.id === context.selectedAddressId,
      )
        ? context.selectedAddressId
        : (addresses[0]?.id ?? null);
      return { addresses, selectedAddressId, pendingDeleteId: null };
    }),
    chooseMethod: assign({
      method: ({ event }) => {
        assertEvent(event, 'CHOOSE_METHOD');
        return event.method;
      },
      problem: null,
    }),
    markOrderSaved: assign({ orderSaved: true }),
    storeCodeUrl: assign({
      codeUrl: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.createWalletPayment');
        return event.output.codeUrl;
      },
    }),
    clearCodeUrl: assign({ codeUrl: null }),
    storeRedirectForm: assign({
      redirectHtml: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.createRedirectPayment');
        return event.output.html;
      },
    }),
    /** Starts a new round of checks after the polling timed out. */
    retryPolling: sendTo('polling', { type: 'RETRY' }),
    /** The app opens the payment-success view (/payView), which counts down to the orders. */
    showPaymentSuccess: notProvidedAction('showPaymentSuccess'),
    /** The app auto-submits the provider's form; the page leaves. */
    submitRedirectForm: notProvidedAction<{ html: string }>('submitRedirectForm'),
    /** The app shows the translated "login expired" message. */
    notifySessionExpired: notProvidedAction('notifySessionExpired'),
    /** The app clears the session and opens /loginn. */
    goToLogin: notProvidedAction('goToLogin'),
  },
  guards: {
    /** An item of a cart or buy-now gets another quantity (the same one again changes nothing). */
    canEditQuantity: ({ context, event }) => {
      assertEvent(event, 'SET_QUANTITY');
      if (context.mode === 'payUnpaid') return false;
      const item = itemById(context, event.productId);
      return item !== undefined && clampQuantity(event.quantity, item.stock) !== item.quantity;
    },
    canRemoveItem: ({ context, event }) => {
      assertEvent(event, 'REMOVE_ITEM');
      return context.mode === 'cart' && itemById(context, event.productId) !== undefined;
    },
    hasItems: ({ context }) => context.items.length > 0,
    hasUnavailableItem: ({ context }) => context.items.some(isUnavailable),
    hasOutOfStockItem: ({ context }) => context.items.some(isOutOfStock),
    isKnownAddress: ({ context, event }) => {
      assertEvent(event, ['CHOOSE_ADDRESS', 'DELETE_ADDRESS', 'EDIT_ADDRESS']);
      return addressExists(context, event.id);
    },
    hasSelectedAddress: ({ context }) =>
      context.selectedAddressId !== null && addressExists(context, context.selectedAddressId),
    mustSaveOrder: ({ context }) => !context.orderSaved,
    choseWallet: ({ event }) => {
      assertEvent(event, 'CHOOSE_METHOD');
      return event.method === 'wallet';
    },
    paysByWallet: ({ context }) => context.method === 'wallet',
    /** A call of the order's payment failed because the shop session expired. */
    isSessionExpired: ({ event }) => {
      assertEvent(event, [
        'xstate.error.actor.saveOrder',
        'xstate.error.actor.createWalletPayment',
        'xstate.error.actor.createRedirectPayment',
      ]);
      return isSessionExpiredError(event.error);
    },
    pollingPaid: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.polling');
      return event.output.result === 'paid';
    },
    pollingExpired: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.polling');
      return event.output.result === 'sessionExpired';
    },
  },
  delays: {
    loginRedirect: LOGIN_REDIRECT_MS,
  },
});

/** What each guard means, for the diagrams and the inspector (the root's `meta`). */
export const checkoutGuardDescriptions = describeGuards({
  canEditQuantity:
    'A cart or buy-now line exists and the new quantity, kept between 1 and the stock, differs from its current one; an unpaid order is paid as placed, so its quantities never change.',
  canRemoveItem: 'Only a cart line can be removed (not buy-now or an unpaid order), and it exists.',
  hasUnavailableItem:
    'A line is not audited or not listed: it cannot be ordered until removed (spec §4 "Cart item status").',
  hasOutOfStockItem: 'A line has stock 0 (spec §4: out of stock is a separate condition).',
  hasItems: 'There is at least one line to order.',
  isKnownAddress: 'The address chosen, edited or deleted is one of the saved addresses.',
  hasSelectedAddress: 'A saved address is chosen; else paying says that an address is needed.',
  mustSaveOrder:
    'The order is not saved yet (a cart or buy-now): it is saved once, with status 9, before any payment.',
  choseWallet: 'The method chosen is the wallet QR; else it is the online-payment redirect.',
  paysByWallet: 'The order just saved is paid by the wallet QR; else by the redirect form.',
  isSessionExpired:
    'The call failed because the shop session expired: the customer is sent to log in.',
  pollingPaid: 'The payment polling saw the payment (result 1): the order is paid.',
  pollingExpired: 'The payment polling ended because the session expired.',
});
