/**
 * The checkout's named scenarios (spec shop-and-shell §2.8, §4 "Payment by wallet QR",
 * "Payment by redirect", "An order is first saved with status 9"). Edit freely: each step is
 * checked against the machine, and a step it does not accept fails naming the step.
 */
import { checkoutMachine } from '../../../machines/checkoutMachine';
import { SESSION_EXPIRED } from '../../../machines/paymentPollingRules';
import { address, checkoutSamples } from '../../../machines/samples/checkoutSamples';
import { ORDER_STATUS } from '../../../src/domain/orders';
import { answer, does, fails, sampleInput, wait, type Flow } from '../support/scenarios';

const cart = sampleInput(checkoutSamples.inputs);
const loginExpired = { code: SESSION_EXPIRED };

/** The sample cart cleared of its unlisted and sold-out lines, the order placed, address #2 chosen. */
const atPaymentDialog = [
  does('remove the unlisted gateway', { type: 'REMOVE_ITEM', productId: 'a' }),
  answer('removeCartItem'),
  does('remove the sold-out meter', { type: 'REMOVE_ITEM', productId: 'b' }),
  answer('removeCartItem'),
  does('place the order', { type: 'PLACE_ORDER' }),
  answer('loadAddresses', [address('a1'), address('a2')]),
  does('choose address #2', { type: 'CHOOSE_ADDRESS', id: 'a2' }),
  does('pay', { type: 'PAY' }),
];

const showingWalletQr = [
  ...atPaymentDialog,
  does('pay by wallet', { type: 'CHOOSE_METHOD', method: 'wallet' }),
  answer('saveOrder'),
  answer('createWalletPayment', { codeUrl: 'weixin://wxpay/1' }),
];

export const checkoutFlow: Flow = {
  name: 'checkout',
  machine: checkoutMachine,
  scenarios: [
    {
      name: 'an unlisted item blocks placing the order',
      given: { text: 'a cart with an unlisted, a sold-out and a good item', input: cart },
      when: [does('place the order', { type: 'PLACE_ORDER' })],
      then: { state: 'checkout.cart.idle', effects: [], context: { problem: 'removeUnavailable' } },
    },
    {
      name: 'a sold-out item blocks placing the order once the unlisted one is gone',
      given: { text: 'a cart with an unlisted, a sold-out and a good item', input: cart },
      when: [
        does('remove the unlisted gateway', { type: 'REMOVE_ITEM', productId: 'a' }),
        answer('removeCartItem'),
        does('place the order', { type: 'PLACE_ORDER' }),
      ],
      then: { state: 'checkout.cart.idle', context: { problem: 'outOfStock' } },
    },
    {
      name: 'paying needs a chosen address',
      given: {
        text: 'a cart of one good item, placed, with no saved address',
        input: cart,
        steps: atPaymentDialog.slice(0, 5),
      },
      when: [answer('loadAddresses', []), does('pay', { type: 'PAY' })],
      then: { state: 'checkout.address.choosing', context: { problem: 'noAddress' } },
    },
    {
      name: 'wallet payment saves the order unpaid, shows the QR and ends paid',
      given: { text: 'the payment dialog, address #2 chosen', input: cart, steps: atPaymentDialog },
      when: [
        does('pay by wallet', { type: 'CHOOSE_METHOD', method: 'wallet' }),
        answer('saveOrder'),
        answer('createWalletPayment', { codeUrl: 'weixin://wxpay/1' }),
        answer('polling', { result: 'paid' }),
      ],
      then: {
        state: 'checkout.paid',
        effects: ['showPaymentSuccess'],
        asked: {
          saveOrder: {
            orderId: cart.orderId,
            status: ORDER_STATUS.unpaid,
            method: 'wallet',
            addressId: 'a2',
          },
          createWalletPayment: { orderId: cart.orderId, totalCents: 1250 },
        },
      },
    },
    {
      name: 'wallet payment, the login expires during polling',
      given: { text: 'the wallet QR shown, polling', input: cart, steps: showingWalletQr },
      when: [answer('polling', { result: 'sessionExpired' }), wait('loginRedirect')],
      then: { state: 'checkout.loginOpened', effects: ['notifySessionExpired', 'goToLogin'] },
    },
    {
      name: 'closing the QR and paying again does not save the order twice',
      given: { text: 'the wallet QR shown, polling', input: cart, steps: showingWalletQr },
      when: [
        does('close the QR', { type: 'CANCEL_PAYMENT' }),
        does('pay by wallet again', { type: 'CHOOSE_METHOD', method: 'wallet' }),
      ],
      then: {
        state: 'checkout.payment.creatingWalletPayment',
        effects: [],
        context: { orderSaved: true, codeUrl: null },
      },
    },
    {
      name: 'redirect payment submits the provider form',
      given: { text: 'the payment dialog, address #2 chosen', input: cart, steps: atPaymentDialog },
      when: [
        does('pay online', { type: 'CHOOSE_METHOD', method: 'redirect' }),
        answer('saveOrder'),
        answer('createRedirectPayment', { html: '<form></form>' }),
      ],
      then: {
        state: 'checkout.redirected',
        effects: ['submitRedirectForm'],
        asked: { saveOrder: { status: ORDER_STATUS.unpaid, method: 'redirect' } },
      },
    },
    {
      name: 'the login expired when saving the order',
      given: { text: 'the payment dialog, address #2 chosen', input: cart, steps: atPaymentDialog },
      when: [
        does('pay by wallet', { type: 'CHOOSE_METHOD', method: 'wallet' }),
        fails('saveOrder', loginExpired),
      ],
      then: { state: 'checkout.sessionExpired', effects: ['notifySessionExpired'] },
    },
    {
      name: 'a failed wallet payment returns to the method choice',
      given: { text: 'the payment dialog, address #2 chosen', input: cart, steps: atPaymentDialog },
      when: [
        does('pay by wallet', { type: 'CHOOSE_METHOD', method: 'wallet' }),
        answer('saveOrder'),
        fails('createWalletPayment', new Error('500')),
      ],
      then: {
        state: 'checkout.payment.choosingMethod',
        effects: [],
        context: { problem: 'paymentFailed', orderSaved: true },
      },
    },
  ],
};
