import { type CheckoutAddress, type CheckoutInput } from '../checkoutTypes';
import { SESSION_EXPIRED } from '../paymentPollingRules';
import type { MachineSamples } from './machineSamples';

/** A delivery address of the list, by its id. */
export const address = (id: string): CheckoutAddress => ({
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
const cart: CheckoutInput = {
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

export const checkoutSamples = {
  inputs: [cart],
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
} satisfies MachineSamples;
