import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { isOrderId } from '../../src/domain/orders';
import { isOutOfStock, isUnavailable } from '../../machines/checkoutItems';
import {
  type CheckoutAddress,
  type CheckoutContext,
  type CheckoutInput,
} from '../../machines/checkoutTypes';
import { SESSION_EXPIRED } from '../../machines/paymentPollingRules';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

const address = (id: string): CheckoutAddress => ({
  id,
  province: 'Guangdong',
  city: 'Shenzhen',
  district: 'Nanshan',
  detail: `Road ${id}`,
  phone: '13800138000',
  recipient: 'Li Lei',
});

/**
 * A cart that trips every place-order check in turn: an unlisted item, an item
 * out of stock and a good one. Removing them one by one reaches each branch.
 */
const input: CheckoutInput = {
  mode: 'cart',
  orderId: '202401011234567890',
  items: [
    {
      productId: 'a',
      name: 'Unlisted gateway',
      price: 99,
      quantity: 1,
      stock: 4,
      audited: true,
      listed: false,
      cartItemId: 'ca',
    },
    {
      productId: 'b',
      name: 'Sold-out meter',
      price: 45.5,
      quantity: 1,
      stock: 0,
      audited: true,
      listed: true,
      cartItemId: 'cb',
    },
    {
      productId: 'c',
      name: 'LTE module',
      price: 12.5,
      quantity: 1,
      stock: 3,
      audited: true,
      listed: true,
      cartItemId: 'cc',
    },
  ],
};

const expiredError = { code: SESSION_EXPIRED };
const context = (snapshot: AnyMachineSnapshot) => snapshot.context as CheckoutContext;
const ids = (list: readonly { id: string }[]) => list.map((one) => one.id);

/**
 * Only what a region's guards and later steps read: the cart's items, the
 * address list and choice, the method and whether the order is saved.
 * Quantities, codes and messages do not change where a path can go.
 */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const c = context(snapshot);
  const region =
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  const facts =
    region === 'cart'
      ? { items: c.items.map((item) => item.productId), removing: c.removingProductId }
      : region === 'address'
        ? {
            addresses: ids(c.addresses),
            selected: c.selectedAddressId,
            pending: c.pendingDeleteId,
            editing: c.editingAddressId,
          }
        : region === 'payment'
          ? { method: c.method, orderSaved: c.orderSaved }
          : {};
  return JSON.stringify({ value: snapshot.value, status: snapshot.status, facts });
}

describeModel('checkoutMachine', {
  machine: checkoutMachine,
  input,
  serializeState,
  events: {
    SET_QUANTITY: [7, 2].map((quantity) => ({ type: 'SET_QUANTITY', productId: 'c', quantity })),
    REMOVE_ITEM: ['a', 'b', 'c'].map((productId) => ({ type: 'REMOVE_ITEM', productId })),
    CHOOSE_ADDRESS: [{ type: 'CHOOSE_ADDRESS', id: 'a2' }],
    DELETE_ADDRESS: [{ type: 'DELETE_ADDRESS', id: 'a1' }],
    EDIT_ADDRESS: [{ type: 'EDIT_ADDRESS', id: 'a2' }],
    ADDRESS_SAVED: [
      { type: 'ADDRESS_SAVED', address: address('n1') },
      { type: 'ADDRESS_SAVED', address: { ...address('a2'), detail: 'Edited' } },
    ],
    CHOOSE_METHOD: [
      { type: 'CHOOSE_METHOD', method: 'wallet' },
      { type: 'CHOOSE_METHOD', method: 'redirect' },
    ],
    'xstate.done.actor.loadAddresses': [
      { type: 'xstate.done.actor.loadAddresses', output: [] },
      { type: 'xstate.done.actor.loadAddresses', output: [address('a1'), address('a2')] },
    ],
    'xstate.error.actor.saveOrder': [
      { type: 'xstate.error.actor.saveOrder', error: expiredError },
      { type: 'xstate.error.actor.saveOrder', error: new Error('timeout') },
    ],
    'xstate.done.actor.createWalletPayment': [
      { type: 'xstate.done.actor.createWalletPayment', output: { codeUrl: 'weixin://wxpay/1' } },
    ],
    'xstate.error.actor.createWalletPayment': [
      { type: 'xstate.error.actor.createWalletPayment', error: expiredError },
      { type: 'xstate.error.actor.createWalletPayment', error: new Error('500') },
    ],
    'xstate.done.actor.createRedirectPayment': [
      { type: 'xstate.done.actor.createRedirectPayment', output: { html: '<form></form>' } },
    ],
    'xstate.error.actor.createRedirectPayment': [
      { type: 'xstate.error.actor.createRedirectPayment', error: expiredError },
      { type: 'xstate.error.actor.createRedirectPayment', error: new Error('500') },
    ],
    'xstate.done.actor.polling': (['paid', 'sessionExpired'] as const).map((result) => ({
      type: 'xstate.done.actor.polling',
      output: { result },
    })),
  },
  // The checkout's ends: the payment-success page, the provider's form sent, the "login
  // expired" message and, 3 s later, the login page.
  effects: (step) => [
    ...(entered(step, 'checkout.paid') ? [effect('showPaymentSuccess')] : []),
    ...(entered(step, 'checkout.redirected')
      ? [effect('submitRedirectForm', { html: '<form></form>' })]
      : []),
    ...(entered(step, 'checkout.sessionExpired') ? [effect('notifySessionExpired')] : []),
    ...(entered(step, 'checkout.loginOpened') ? [effect('goToLogin')] : []),
  ],
  invariants: {
    '*': (snapshot) => {
      expect(isOrderId(context(snapshot).orderId)).toBe(true);
      context(snapshot).items.forEach((item) => {
        expect(item.quantity).toBeGreaterThanOrEqual(1);
        expect(item.quantity).toBeLessThanOrEqual(Math.max(item.stock, 1));
      });
    },
    // The cart stays usable while a changed quantity is saved.
    'checkout.cart.savingQuantity': (snapshot) => expect(snapshot.hasTag('busy')).toBe(false),
    'checkout.cart.removing': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      const removing = context(snapshot).removingProductId;
      expect(context(snapshot).items.some((item) => item.productId === removing)).toBe(true);
    },
    'checkout.address': (snapshot) => {
      // Only a cart that passed every place-order check gets here.
      const { items } = context(snapshot);
      expect(items.length).toBeGreaterThan(0);
      expect(items.some(isUnavailable)).toBe(false);
      expect(items.some(isOutOfStock)).toBe(false);
    },
    'checkout.address.loading': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    'checkout.address.loadFailed': (snapshot) =>
      expect(context(snapshot).problem).toBe('addressesFailed'),
    'checkout.address.choosing': (snapshot) => {
      const { selectedAddressId, addresses, editingAddressId } = context(snapshot);
      if (selectedAddressId !== null) expect(ids(addresses)).toContain(selectedAddressId);
      else expect(addresses).toHaveLength(0);
      // Nothing is being edited while the list shows; ids stay unique (an edit replaces).
      expect(editingAddressId).toBeNull();
      expect(new Set(ids(addresses)).size).toBe(addresses.length);
    },
    'checkout.address.adding': (snapshot) => {
      // The form edits an address of the list, or adds a new one.
      const { editingAddressId, addresses } = context(snapshot);
      if (editingAddressId !== null) expect(ids(addresses)).toContain(editingAddressId);
    },
    'checkout.address.confirmingDelete': (snapshot) =>
      expect(ids(context(snapshot).addresses)).toContain(context(snapshot).pendingDeleteId),
    'checkout.address.deleting': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(context(snapshot).pendingDeleteId).not.toBeNull();
    },
    'checkout.payment': (snapshot) => {
      // An address exists and is chosen before any payment step.
      expect(ids(context(snapshot).addresses)).toContain(context(snapshot).selectedAddressId);
      // The payment dialog shows a QR exactly while the QR is the step (a code left from a
      // cancelled payment would be shown instead of the methods).
      expect(context(snapshot).codeUrl !== null).toBe(snapshot.matches({ payment: 'walletQr' }));
    },
    'checkout.payment.savingOrder': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(context(snapshot).orderSaved).toBe(false);
      expect(context(snapshot).method).not.toBeNull();
    },
    'checkout.payment.creatingWalletPayment': (snapshot) => {
      expect(context(snapshot).orderSaved).toBe(true);
      expect(context(snapshot).method).toBe('wallet');
    },
    'checkout.payment.walletQr': (snapshot) => {
      expect(context(snapshot).codeUrl).toBe('weixin://wxpay/1');
      expect(context(snapshot).orderSaved).toBe(true);
    },
    'checkout.payment.creatingRedirectPayment': (snapshot) => {
      expect(context(snapshot).orderSaved).toBe(true);
      expect(context(snapshot).method).toBe('redirect');
    },
    // The payment-success view takes over (paymentSuccessMachine counts down to the orders).
    'checkout.paid': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(context(snapshot).orderSaved).toBe(true);
      expect(context(snapshot).codeUrl).toBeNull();
    },
    'checkout.redirected': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(context(snapshot).redirectHtml).toBe('<form></form>');
    },
    'checkout.sessionExpired': (snapshot) => expect(snapshot.status).toBe('active'),
    'checkout.loginOpened': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
