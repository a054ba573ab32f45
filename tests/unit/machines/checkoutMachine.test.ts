import { describe, expect, it, vi } from 'vitest';
import { address } from '../../../machines/samples/checkoutSamples';
import { createActor, fromPromise, SimulatedClock, type ActorRefFrom } from 'xstate';
import { checkoutMachine } from '../../../machines/checkoutMachine';
import { ORDER_STATUS, isOrderId, ORDER_ID_LENGTH } from '../../../src/domain/orders';
import {
  clampQuantity,
  formatTotal,
  orderTotal,
  totalCents,
} from '../../../machines/checkoutItems';
import { LOGIN_REDIRECT_MS, PAYMENT_CHECK_INTERVAL_MS } from '../../../src/domain/timings';
import {
  type CheckoutAddress,
  type CheckoutInput,
  type CreateRedirectPaymentInput,
  type CreateWalletPaymentInput,
  type DeleteAddressInput,
  type RemoveCartItemInput,
  type SaveOrderInput,
  type SaveQuantityInput,
} from '../../../machines/checkoutTypes';
import { checkoutItem } from '../../support/checkoutItem';
import { paymentPollingMachine } from '../../../machines/paymentPollingMachine';
import { PAID_ANSWER, SESSION_EXPIRED } from '../../../machines/paymentPollingRules';

const ORDER_ID = '202401011234567890';

const item = checkoutItem;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const expired = () => Object.assign(new Error('expired'), { code: SESSION_EXPIRED });

interface Setup {
  input?: Partial<CheckoutInput>;
  addresses?: CheckoutAddress[] | Error;
  removeCartItem?: (input: RemoveCartItemInput) => Promise<void>;
  deleteAddress?: (input: DeleteAddressInput) => Promise<void>;
  saveOrder?: (input: SaveOrderInput) => Promise<void>;
  createWalletPayment?: (input: CreateWalletPaymentInput) => Promise<{ codeUrl: string }>;
  createRedirectPayment?: (input: CreateRedirectPaymentInput) => Promise<{ html: string }>;
  checkPayment?: () => Promise<string>;
}

function start(setup: Setup = {}) {
  const clock = new SimulatedClock();
  const effects = {
    showPaymentSuccess: vi.fn(),
    submitRedirectForm: vi.fn(),
    notifySessionExpired: vi.fn(),
    goToLogin: vi.fn(),
  };
  const calls = {
    removeCartItem: vi.fn(setup.removeCartItem ?? (async () => {})),
    saveQuantity: vi.fn(async (_change: SaveQuantityInput) => {}),
    loadAddresses: vi.fn(async () => {
      const result = setup.addresses ?? [address('a1'), address('a2')];
      if (result instanceof Error) throw result;
      return result;
    }),
    deleteAddress: vi.fn(setup.deleteAddress ?? (async () => {})),
    saveOrder: vi.fn(setup.saveOrder ?? (async () => {})),
    createWalletPayment: vi.fn(
      setup.createWalletPayment ?? (async () => ({ codeUrl: 'weixin://wxpay/abc' })),
    ),
    createRedirectPayment: vi.fn(
      setup.createRedirectPayment ?? (async () => ({ html: '<form id="pay"></form>' })),
    ),
    checkPayment: vi.fn(setup.checkPayment ?? (async () => '0')),
  };
  const machine = checkoutMachine.provide({
    actors: {
      removeCartItem: fromPromise(({ input }) => calls.removeCartItem(input)),
      saveQuantity: fromPromise(({ input }) => calls.saveQuantity(input)),
      loadAddresses: fromPromise(() => calls.loadAddresses()),
      deleteAddress: fromPromise(({ input }) => calls.deleteAddress(input)),
      saveOrder: fromPromise(({ input }) => calls.saveOrder(input)),
      createWalletPayment: fromPromise(({ input }) => calls.createWalletPayment(input)),
      createRedirectPayment: fromPromise(({ input }) => calls.createRedirectPayment(input)),
      paymentPolling: paymentPollingMachine.provide({
        actors: { checkPayment: fromPromise(() => calls.checkPayment()) },
      }),
    },
    actions: effects,
  });
  const input: CheckoutInput = {
    mode: 'cart',
    orderId: ORDER_ID,
    items: [item()],
    ...setup.input,
  };
  const actor = createActor(machine, { clock, input });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return { actor, clock, effects, calls, snapshot };
}

type Started = ReturnType<typeof start>;

async function toAddressChoice(started: Started) {
  started.actor.send({ type: 'PLACE_ORDER' });
  await flush();
}

async function toMethodChoice(started: Started) {
  await toAddressChoice(started);
  started.actor.send({ type: 'PAY' });
}

async function toWalletQr(started: Started) {
  await toMethodChoice(started);
  started.actor.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
  await flush();
  await flush();
}

describe('checkout money and quantity helpers', () => {
  it('adds prices times quantities with two decimals, without float drift', () => {
    const items = [
      { price: 0.1, quantity: 1 },
      { price: 0.2, quantity: 1 },
    ];
    expect(orderTotal(items)).toBe(0.3);
    expect(formatTotal(items)).toBe('0.30');
    expect(totalCents(items)).toBe(30);
    expect(formatTotal([{ price: 12.5, quantity: 2 }])).toBe('25.00');
    expect(formatTotal([{ price: 19.99, quantity: 3 }])).toBe('59.97');
    expect(formatTotal([])).toBe('0.00');
  });

  it('gives the wallet total in cents (total times 100)', () => {
    expect(totalCents([{ price: 99.9, quantity: 3 }])).toBe(29970);
    expect(totalCents([{ price: 1.15, quantity: 1 }])).toBe(115);
  });

  it('clamps a quantity to a whole number from 1 to the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(2.6, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
  });

  it(`recognises ${ORDER_ID_LENGTH}-digit order ids`, () => {
    expect(isOrderId(ORDER_ID)).toBe(true);
    expect(isOrderId('12345678901234567')).toBe(false);
    expect(isOrderId('1234567890123456789')).toBe(false);
    expect(isOrderId('12345678901234567a')).toBe(false);
  });
});

describe('checkoutMachine: cart', () => {
  it('starts in the cart with the order id and clamped quantities', () => {
    const { snapshot } = start({ input: { items: [item({ quantity: 9, stock: 3 })] } });
    expect(snapshot().value).toEqual({ cart: 'idle' });
    expect(snapshot().context.orderId).toBe(ORDER_ID);
    expect(snapshot().context.items[0]!.quantity).toBe(3);
  });

  it('SET_QUANTITY clamps to 1..stock', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 99 });
    expect(snapshot().context.items[0]!.quantity).toBe(5);
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 0 });
    expect(snapshot().context.items[0]!.quantity).toBe(1);
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 4 });
    expect(snapshot().context.items[0]!.quantity).toBe(4);
    actor.send({ type: 'SET_QUANTITY', productId: 'unknown', quantity: 2 });
    expect(snapshot().context.items[0]!.quantity).toBe(4);
  });

  it('changes the quantity of the chosen item only', () => {
    const { actor, snapshot } = start({
      input: { items: [item(), item({ productId: 'p2', cartItemId: 'c2' })] },
    });
    actor.send({ type: 'SET_QUANTITY', productId: 'p2', quantity: 4 });
    expect(snapshot().context.items.map((one) => one.quantity)).toEqual([2, 4]);
  });

  it('goes on working after a quantity for an item it does not have', () => {
    const { actor, snapshot, calls } = start();
    actor.send({ type: 'SET_QUANTITY', productId: 'unknown', quantity: 3 });
    expect(calls.saveQuantity).not.toHaveBeenCalled();
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 3 });
    expect(snapshot().context.items[0]!.quantity).toBe(3);
    expect(calls.saveQuantity).toHaveBeenCalledOnce();
  });

  it('saves nothing when the quantity chosen is the one it has', () => {
    const { actor, snapshot, calls } = start();
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 2 });
    expect(snapshot().value).toEqual({ cart: 'idle' });
    expect(calls.saveQuantity).not.toHaveBeenCalled();
  });

  it('keeps a changed quantity where the items come from, the newest one last', async () => {
    const { actor, calls } = start({ input: { items: [item({ cartItemId: 'c1' })] } });
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 3 });
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 4 });
    await flush();
    expect(calls.saveQuantity.mock.calls.map(([change]) => change)).toEqual([
      { mode: 'cart', productId: 'p1', cartItemId: 'c1', quantity: 3 },
      { mode: 'cart', productId: 'p1', cartItemId: 'c1', quantity: 4 },
    ]);
  });

  it('says so when a changed quantity could not be saved, until the next change', async () => {
    const { actor, snapshot, calls } = start();
    calls.saveQuantity.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 3 });
    await flush();
    expect(snapshot().context.problem).toBe('quantitySaveFailed');
    expect(snapshot().context.items[0]!.quantity).toBe(3);
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 2 });
    expect(snapshot().context.problem).toBeNull();
  });

  it('REMOVE_ITEM deletes the cart line, then drops the item', async () => {
    const { actor, snapshot, calls } = start({
      input: { items: [item(), item({ productId: 'p2', cartItemId: 'c2' })] },
    });
    actor.send({ type: 'REMOVE_ITEM', productId: 'p2' });
    expect(snapshot().value).toEqual({ cart: 'removing' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(calls.removeCartItem).toHaveBeenCalledWith({ productId: 'p2', cartItemId: 'c2' });
    await flush();
    expect(snapshot().value).toEqual({ cart: 'idle' });
    expect(snapshot().context.items.map((one) => one.productId)).toEqual(['p1']);
  });

  it('keeps the item and says so when the removal fails, until the next try', async () => {
    let fail = true;
    const { actor, snapshot } = start({
      removeCartItem: async () => {
        if (fail) throw new Error('network');
      },
    });
    actor.send({ type: 'REMOVE_ITEM', productId: 'p1' });
    await flush();
    expect(snapshot().value).toEqual({ cart: 'idle' });
    expect(snapshot().context.items).toHaveLength(1);
    expect(snapshot().context.problem).toBe('removeFailed');
    fail = false;
    actor.send({ type: 'REMOVE_ITEM', productId: 'p1' });
    expect(snapshot().context.problem).toBeNull();
    await flush();
    expect(snapshot().context.items).toHaveLength(0);
  });

  it('lets buy-now change the quantity but not remove the item', () => {
    const { actor, snapshot, calls } = start({ input: { mode: 'buyNow' } });
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 3 });
    expect(snapshot().context.items[0]!.quantity).toBe(3);
    actor.send({ type: 'REMOVE_ITEM', productId: 'p1' });
    expect(snapshot().matches({ cart: 'removing' })).toBe(false);
    expect(calls.removeCartItem).not.toHaveBeenCalled();
  });

  it('pays all items of an unpaid order as they are: no quantity change, no removal', () => {
    const { actor, snapshot, calls } = start({ input: { mode: 'payUnpaid' } });
    actor.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 3 });
    actor.send({ type: 'REMOVE_ITEM', productId: 'p1' });
    expect(snapshot().context.items[0]!.quantity).toBe(2);
    expect(snapshot().value).toEqual({ cart: 'idle' });
    expect(calls.removeCartItem).not.toHaveBeenCalled();
  });
});

describe('checkoutMachine: place-order checks, in order', () => {
  it.each([
    [
      'an unavailable (not listed) item, even with one out of stock',
      [item({ stock: 0 }), item({ productId: 'p2', listed: false })],
      'removeUnavailable',
    ],
    ['a not audited item', [item({ audited: false })], 'removeUnavailable'],
    ['an item with stock 0', [item(), item({ productId: 'p2', stock: 0 })], 'outOfStock'],
  ] as const)('refuses %s', (_case, items, problem) => {
    const { actor, snapshot, calls } = start({ input: { items: [...items] } });
    actor.send({ type: 'PLACE_ORDER' });
    expect(snapshot().value).toEqual({ cart: 'idle' });
    expect(snapshot().context.problem).toBe(problem);
    expect(calls.loadAddresses).not.toHaveBeenCalled();
  });

  it('ignores an empty cart: there is nothing to order and nothing to say', () => {
    const { actor, snapshot, calls } = start({ input: { items: [] } });
    actor.send({ type: 'PLACE_ORDER' });
    expect(snapshot().value).toEqual({ cart: 'idle' });
    expect(snapshot().context.problem).toBeNull();
    expect(calls.loadAddresses).not.toHaveBeenCalled();
  });

  it('opens the address choice with the saved addresses, the first one chosen', async () => {
    const started = start();
    started.actor.send({ type: 'PLACE_ORDER' });
    expect(started.snapshot().value).toEqual({ address: 'loading' });
    expect(started.snapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(started.snapshot().value).toEqual({ address: 'choosing' });
    expect(started.snapshot().context.addresses.map((one) => one.id)).toEqual(['a1', 'a2']);
    expect(started.snapshot().context.selectedAddressId).toBe('a1');
  });
});

describe('checkoutMachine: addresses', () => {
  it('requires an address before paying', async () => {
    const started = start({ addresses: [] });
    await toAddressChoice(started);
    started.actor.send({ type: 'PAY' });
    expect(started.snapshot().value).toEqual({ address: 'choosing' });
    expect(started.snapshot().context.problem).toBe('noAddress');
  });

  it('adds an address through the region form and chooses it', async () => {
    const started = start({ addresses: [] });
    await toAddressChoice(started);
    started.actor.send({ type: 'ADD_ADDRESS' });
    expect(started.snapshot().value).toEqual({ address: 'adding' });
    started.actor.send({ type: 'ADDRESS_SAVED', address: address('n1') });
    expect(started.snapshot().value).toEqual({ address: 'choosing' });
    expect(started.snapshot().context.selectedAddressId).toBe('n1');
    started.actor.send({ type: 'PAY' });
    expect(started.snapshot().value).toEqual({ payment: 'choosingMethod' });
  });

  it('puts an edited address back in its place, beside the others, and chooses it', async () => {
    const started = start();
    await toAddressChoice(started);
    started.actor.send({ type: 'CHOOSE_ADDRESS', id: 'a2' });
    started.actor.send({ type: 'EDIT_ADDRESS', id: 'a1' });
    expect(started.snapshot().value).toEqual({ address: 'adding' });
    started.actor.send({
      type: 'ADDRESS_SAVED',
      address: { ...address('a1'), detail: 'New Road 1' },
    });
    expect(started.snapshot().context.addresses).toEqual([
      { ...address('a1'), detail: 'New Road 1' },
      address('a2'),
    ]);
    expect(started.snapshot().context.selectedAddressId).toBe('a1');
  });

  it('leaves the list alone when the region form is cancelled', async () => {
    const started = start();
    await toAddressChoice(started);
    started.actor.send({ type: 'ADD_ADDRESS' });
    started.actor.send({ type: 'CANCEL' });
    expect(started.snapshot().value).toEqual({ address: 'choosing' });
    expect(started.snapshot().context.addresses).toHaveLength(2);
  });

  it('chooses only a listed address', async () => {
    const started = start();
    await toAddressChoice(started);
    started.actor.send({ type: 'CHOOSE_ADDRESS', id: 'a2' });
    expect(started.snapshot().context.selectedAddressId).toBe('a2');
    started.actor.send({ type: 'CHOOSE_ADDRESS', id: 'zz' });
    expect(started.snapshot().context.selectedAddressId).toBe('a2');
  });

  it('asks before deleting, deletes on confirm and chooses another address', async () => {
    const started = start();
    await toAddressChoice(started);
    started.actor.send({ type: 'DELETE_ADDRESS', id: 'a1' });
    expect(started.snapshot().value).toEqual({ address: 'confirmingDelete' });
    expect(started.calls.deleteAddress).not.toHaveBeenCalled();
    started.actor.send({ type: 'CONFIRM' });
    expect(started.snapshot().value).toEqual({ address: 'deleting' });
    expect(started.calls.deleteAddress).toHaveBeenCalledWith({ addressId: 'a1' });
    await flush();
    expect(started.snapshot().value).toEqual({ address: 'choosing' });
    expect(started.snapshot().context.addresses.map((one) => one.id)).toEqual(['a2']);
    expect(started.snapshot().context.selectedAddressId).toBe('a2');
  });

  it('keeps the chosen address when another one is deleted', async () => {
    const started = start({ addresses: [address('a1'), address('a2'), address('a3')] });
    await toAddressChoice(started);
    started.actor.send({ type: 'CHOOSE_ADDRESS', id: 'a3' });
    started.actor.send({ type: 'DELETE_ADDRESS', id: 'a2' });
    started.actor.send({ type: 'CONFIRM' });
    await flush();
    expect(started.snapshot().context.addresses.map((one) => one.id)).toEqual(['a1', 'a3']);
    expect(started.snapshot().context.selectedAddressId).toBe('a3');
  });

  it('keeps the address when the deletion is cancelled or fails', async () => {
    const started = start({
      deleteAddress: async () => {
        throw new Error('statuscode 0');
      },
    });
    await toAddressChoice(started);
    started.actor.send({ type: 'DELETE_ADDRESS', id: 'a2' });
    started.actor.send({ type: 'CANCEL' });
    expect(started.snapshot().context.pendingDeleteId).toBeNull();
    expect(started.calls.deleteAddress).not.toHaveBeenCalled();
    started.actor.send({ type: 'DELETE_ADDRESS', id: 'a2' });
    started.actor.send({ type: 'CONFIRM' });
    await flush();
    expect(started.snapshot().value).toEqual({ address: 'choosing' });
    expect(started.snapshot().context.addresses).toHaveLength(2);
    expect(started.snapshot().context.problem).toBe('deleteAddressFailed');
  });

  it('offers a retry when the addresses do not load, or a way back to the cart', async () => {
    const started = start({ addresses: new Error('network') });
    await toAddressChoice(started);
    expect(started.snapshot().value).toEqual({ address: 'loadFailed' });
    expect(started.snapshot().context.problem).toBe('addressesFailed');
    started.actor.send({ type: 'RETRY' });
    expect(started.calls.loadAddresses).toHaveBeenCalledTimes(2);
    await flush();
    started.actor.send({ type: 'CLOSE' });
    expect(started.snapshot().value).toEqual({ cart: 'idle' });
  });

  it('closes the address dialog back to the cart', async () => {
    const started = start();
    await toAddressChoice(started);
    started.actor.send({ type: 'CLOSE' });
    expect(started.snapshot().value).toEqual({ cart: 'idle' });
  });
});

describe('checkoutMachine: saving the order and paying by wallet QR', () => {
  it('saves the order once with status 9, then shows the QR and polls', async () => {
    const started = start({ input: { items: [item({ price: 19.99, quantity: 3 })] } });
    await toMethodChoice(started);
    started.actor.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    expect(started.snapshot().value).toEqual({ payment: 'savingOrder' });
    expect(started.calls.saveOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        orderId: ORDER_ID,
        status: ORDER_STATUS.unpaid,
        total: 59.97,
        method: 'wallet',
        addressId: 'a1',
      }),
    );
    await flush();
    await flush();
    expect(started.calls.createWalletPayment).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: ORDER_ID, totalCents: 5997 }),
    );
    expect(started.snapshot().value).toEqual({ payment: 'walletQr' });
    expect(started.snapshot().context.codeUrl).toBe('weixin://wxpay/abc');
    started.clock.increment(PAYMENT_CHECK_INTERVAL_MS);
    expect(started.calls.checkPayment).toHaveBeenCalledOnce();
  });

  it('keeps the same order id on a retry after the save failed', async () => {
    let fail = true;
    const started = start({
      saveOrder: async () => {
        if (fail) throw new Error('timeout');
      },
    });
    await toMethodChoice(started);
    started.actor.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await flush();
    expect(started.snapshot().value).toEqual({ payment: 'choosingMethod' });
    expect(started.snapshot().context.problem).toBe('orderSaveFailed');
    fail = false;
    started.actor.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await flush();
    await flush();
    expect(started.snapshot().value).toEqual({ payment: 'walletQr' });
    const ids = started.calls.saveOrder.mock.calls.map(([input]) => input.orderId);
    expect(ids).toEqual([ORDER_ID, ORDER_ID]);
  });

  it('ends paid when the poll answers 1, telling the app once to show payment success', async () => {
    const started = start({ checkPayment: async () => PAID_ANSWER });
    await toWalletQr(started);
    expect(started.effects.showPaymentSuccess).not.toHaveBeenCalled();
    started.clock.increment(PAYMENT_CHECK_INTERVAL_MS);
    await flush();
    expect(started.snapshot().value).toBe('paid');
    expect(started.snapshot().status).toBe('done');
    expect(started.snapshot().context.codeUrl).toBeNull();
    expect(started.effects.showPaymentSuccess).toHaveBeenCalledOnce();
    // The countdown to the orders is the payment-success view's own (paymentSuccessMachine):
    // the finished checkout neither checks again nor opens anything more.
    started.clock.increment(PAYMENT_CHECK_INTERVAL_MS * 20);
    await flush();
    expect(started.calls.checkPayment).toHaveBeenCalledOnce();
    expect(started.effects.showPaymentSuccess).toHaveBeenCalledOnce();
    expect(started.effects.goToLogin).not.toHaveBeenCalled();
  });

  it('CANCEL_PAYMENT stops polling and returns to the method choice', async () => {
    const started = start();
    await toWalletQr(started);
    started.clock.increment(PAYMENT_CHECK_INTERVAL_MS);
    await flush();
    started.actor.send({ type: 'CANCEL_PAYMENT' });
    expect(started.snapshot().value).toEqual({ payment: 'choosingMethod' });
    expect(started.snapshot().context.codeUrl).toBeNull();
    started.clock.increment(PAYMENT_CHECK_INTERVAL_MS * 10);
    await flush();
    expect(started.calls.checkPayment).toHaveBeenCalledOnce();
  });

  it('does not save the order again when paying a second time in the same checkout', async () => {
    const started = start();
    await toWalletQr(started);
    started.actor.send({ type: 'CANCEL_PAYMENT' });
    started.actor.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    expect(started.snapshot().value).toEqual({ payment: 'creatingWalletPayment' });
    await flush();
    expect(started.calls.saveOrder).toHaveBeenCalledOnce();
    expect(started.calls.createWalletPayment).toHaveBeenCalledTimes(2);
  });

  it('RETRY_POLLING starts a new round after a round of checks saw no payment', async () => {
    const started = start();
    await toWalletQr(started);
    for (let i = 0; i < 300; i += 1) {
      started.clock.increment(PAYMENT_CHECK_INTERVAL_MS);
      await flush();
    }
    const polling = started.snapshot().children.polling as ActorRefFrom<
      typeof paymentPollingMachine
    >;
    expect(polling.getSnapshot().value).toBe('noPaymentSeen');
    started.actor.send({ type: 'RETRY_POLLING' });
    expect(polling.getSnapshot().value).toBe('waiting');
    expect(polling.getSnapshot().context.triesLeft).toBe(300);
    expect(started.snapshot().value).toEqual({ payment: 'walletQr' });
  });

  it('reports a failed wallet payment and lets the user choose again', async () => {
    const started = start({
      createWalletPayment: async () => {
        throw new Error('500');
      },
    });
    await toWalletQr(started);
    expect(started.snapshot().value).toEqual({ payment: 'choosingMethod' });
    expect(started.snapshot().context.problem).toBe('paymentFailed');
  });

  it('goes back from the method choice to the addresses without reloading them', async () => {
    const started = start();
    await toMethodChoice(started);
    started.actor.send({ type: 'BACK' });
    expect(started.snapshot().value).toEqual({ address: 'choosing' });
    expect(started.calls.loadAddresses).toHaveBeenCalledOnce();
    started.actor.send({ type: 'PAY' });
    started.actor.send({ type: 'CLOSE' });
    expect(started.snapshot().value).toEqual({ cart: 'idle' });
  });
});

describe('checkoutMachine: redirect payment', () => {
  it('saves the order, gets the provider form and submits it', async () => {
    const started = start();
    await toMethodChoice(started);
    started.actor.send({ type: 'CHOOSE_METHOD', method: 'redirect' });
    await flush();
    await flush();
    expect(started.calls.saveOrder).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'redirect' }),
    );
    expect(started.calls.createRedirectPayment).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: ORDER_ID, total: 25 }),
    );
    expect(started.snapshot().value).toBe('redirected');
    expect(started.effects.submitRedirectForm).toHaveBeenCalledWith(expect.anything(), {
      html: '<form id="pay"></form>',
    });
  });
});

describe('checkoutMachine: buy-now and unpaid orders', () => {
  it('keeps the ordered quantities of an unpaid order when the stock has since dropped', async () => {
    const started = start({
      input: { mode: 'payUnpaid', items: [item({ quantity: 5, stock: 3, price: 29.9 })] },
    });
    expect(started.snapshot().context.items[0]!.quantity).toBe(5);
    await toMethodChoice(started);
    started.actor.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    expect(started.calls.createWalletPayment).toHaveBeenCalledWith(
      expect.objectContaining({ totalCents: 14_950 }),
    );
  });

  it('pays an unpaid order without saving it again', async () => {
    const started = start({ input: { mode: 'payUnpaid' } });
    await toMethodChoice(started);
    started.actor.send({ type: 'CHOOSE_METHOD', method: 'redirect' });
    expect(started.snapshot().value).toEqual({ payment: 'creatingRedirectPayment' });
    await flush();
    expect(started.calls.saveOrder).not.toHaveBeenCalled();
    expect(started.snapshot().value).toBe('redirected');
  });

  it('saves a buy-now order like a cart order', async () => {
    const started = start({ input: { mode: 'buyNow', items: [item({ cartItemId: undefined })] } });
    await toMethodChoice(started);
    started.actor.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    expect(started.calls.saveOrder).toHaveBeenCalledOnce();
  });
});

describe('checkoutMachine: expired session at payment', () => {
  it.each([
    ['saving the order', { saveOrder: async () => Promise.reject(expired()) }],
    ['creating the wallet payment', { createWalletPayment: async () => Promise.reject(expired()) }],
  ] as const)('while %s: message, then login after 2 s', async (_when, setup) => {
    const started = start(setup);
    await toWalletQr(started);
    expect(started.snapshot().value).toBe('sessionExpired');
    expect(started.effects.notifySessionExpired).toHaveBeenCalledOnce();
    started.clock.increment(LOGIN_REDIRECT_MS - 1);
    expect(started.effects.goToLogin).not.toHaveBeenCalled();
    started.clock.increment(1);
    expect(started.snapshot().value).toBe('loginOpened');
    expect(started.effects.goToLogin).toHaveBeenCalledOnce();
  });

  it('an error with another code is a plain failure: no login, the method choice again', async () => {
    const started = start({
      saveOrder: async () => Promise.reject(Object.assign(new Error('busy'), { code: 'E42' })),
    });
    await toWalletQr(started);
    expect(started.snapshot().value).toEqual({ payment: 'choosingMethod' });
    expect(started.snapshot().context.problem).toBe('orderSaveFailed');
    expect(started.effects.notifySessionExpired).not.toHaveBeenCalled();
  });

  it('while creating the redirect payment', async () => {
    const started = start({ createRedirectPayment: async () => Promise.reject(expired()) });
    await toMethodChoice(started);
    started.actor.send({ type: 'CHOOSE_METHOD', method: 'redirect' });
    await flush();
    await flush();
    expect(started.snapshot().value).toBe('sessionExpired');
    expect(started.effects.submitRedirectForm).not.toHaveBeenCalled();
  });

  it('while polling', async () => {
    const started = start({ checkPayment: async () => Promise.reject(expired()) });
    await toWalletQr(started);
    started.clock.increment(PAYMENT_CHECK_INTERVAL_MS);
    await flush();
    expect(started.snapshot().value).toBe('sessionExpired');
  });
});
