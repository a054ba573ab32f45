import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { isOrderId } from '../../src/domain/orders';
import { isOutOfStock, isUnavailable } from '../../machines/checkoutItems';
import type { CheckoutContext } from '../../machines/checkoutTypes';
import { checkoutSamples } from '../../machines/samples/checkoutSamples';
import { describeModel } from './support/describeModel';
import { describeScenarios } from './support/describeScenarios';
import { checkoutFlow } from './scenarios/checkout';
import { effect, entered } from './support/effects';

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
  input: checkoutSamples.inputs[0],
  serializeState,
  events: checkoutSamples.events,
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

describeScenarios(checkoutFlow);
