// @vitest-environment jsdom
/**
 * The checkout machine as the app runs it (useCheckoutMachine): what each step hands to the shop's
 * calls (the order's body above all: items, total, payment way, address, buyer), what it keeps in
 * the cart or the buy-now store, and where it sends the customer. The calls are spies at the API
 * module's edge; their own requests are checked by the contract tests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { CheckoutInput, CheckoutItem } from '../../../../machines/checkoutTypes';
import { checkoutItem } from '../../../support/checkoutItem';
import { PAID_ANSWER } from '../../../../machines/paymentPollingRules';
import { ApiError } from '../../../../src/api/apiError';
import type { Address } from '../../../../src/api/addresses';
import { fetchAddresses, removeAddress } from '../../../../src/api/addresses';
import { removeCartRows, setCartQuantity } from '../../../../src/api/cart';
import type * as CartApi from '../../../../src/api/cart';
import { placeOrder } from '../../../../src/api/orders';
import {
  checkWalletPayment,
  startRedirectPayment,
  startWalletPayment,
} from '../../../../src/api/payment';
import { useCheckoutMachine } from '../../../../src/features/cart/useCheckoutMachine';
import { submitProviderForm } from '../../../../src/features/cart/submitProviderForm';
import { LOGIN_REDIRECT_MS, PAYMENT_CHECK_INTERVAL_MS } from '../../../../src/domain/timings';
import { notifications } from '../../../../src/lib/notifications';
import { storage } from '../../../../src/lib/storage';
import { switchTestLocale } from '../../../support/i18n';
import { routerAt, sendInAct } from '../../../support/hookHarness';
import { machineOnTestClock } from '../../../support/machineOnTestClock';

// The machine hook as the screen tests have it: a machine listed by the test runs on a simulated
// clock, its 2 s redirect moved on rather than waited for (tests/support/machineOnTestClock.ts).
vi.mock(
  '../../../../src/lib/useAppMachine',
  () => import('../../../support/modelUi/useAppMachineOnTestClock'),
);
vi.mock('../../../../src/api/addresses', () => ({
  fetchAddresses: vi.fn(),
  removeAddress: vi.fn(),
}));
vi.mock('../../../../src/api/cart', async (importOriginal) => ({
  ...(await importOriginal<typeof CartApi>()),
  removeCartRows: vi.fn(),
  setCartQuantity: vi.fn(),
}));
vi.mock('../../../../src/api/orders', () => ({ placeOrder: vi.fn() }));
vi.mock('../../../../src/api/payment', () => ({
  checkWalletPayment: vi.fn(),
  startRedirectPayment: vi.fn(),
  startWalletPayment: vi.fn(),
}));
// jsdom cannot leave the page for the provider: the form it would submit is the spy's argument.
vi.mock('../../../../src/features/cart/submitProviderForm', () => ({
  submitProviderForm: vi.fn(),
}));

const ORDER_ID = '202611270612345678';

const item = (overrides: Partial<CheckoutItem> = {}): CheckoutItem =>
  checkoutItem({ modeId: 'm1', modeName: 'Standard', ...overrides });

const shopAddress = (id: string): Address => ({
  addressid: id,
  province: 'Guangdong',
  city: 'Shenzhen',
  district: 'Nanshan',
  address: `Road ${id}`,
  phone: '13800138000',
  addressee: 'Li Lei',
});

function renderCheckout(input: Partial<CheckoutInput> = {}) {
  const { router, wrapper } = routerAt('/cartView?type=cart');
  const { result } = renderHook(
    () =>
      useCheckoutMachine({
        mode: 'cart',
        orderId: ORDER_ID,
        items: [item(), item({ productId: 'p2', name: 'GPS tracker', cartItemId: 'c2' })],
        ...input,
      }),
    { wrapper },
  );
  const send = sendInAct(() => result.current[1]);
  const state = () => result.current[0];
  return { router, send, state };
}

/** From the cart to the payment-method dialog, with the first address chosen. */
async function toPayment(checkout: ReturnType<typeof renderCheckout>) {
  await checkout.send({ type: 'PLACE_ORDER' });
  await waitFor(() => expect(checkout.state().matches({ address: 'choosing' })).toBe(true));
  await checkout.send({ type: 'PAY' });
  expect(checkout.state().matches({ payment: 'choosingMethod' })).toBe(true);
}

const warnings = () =>
  notifications
    .list()
    .filter((notice) => notice.level !== 'info')
    .map((notice) => [notice.level, notice.message]);

beforeEach(async () => {
  await switchTestLocale('en');
  vi.mocked(fetchAddresses).mockResolvedValue([shopAddress('a1'), shopAddress('a2')]);
  vi.mocked(removeAddress).mockResolvedValue();
  vi.mocked(removeCartRows).mockResolvedValue([]);
  vi.mocked(setCartQuantity).mockImplementation(() => new Promise(() => {}));
  vi.mocked(placeOrder).mockResolvedValue({} as Awaited<ReturnType<typeof placeOrder>>);
  vi.mocked(startWalletPayment).mockResolvedValue({ codeUrl: 'weixin://wxpay/abc' });
  vi.mocked(startRedirectPayment).mockResolvedValue({ html: '<form action="/pay"></form>' });
  vi.mocked(checkWalletPayment).mockResolvedValue(PAID_ANSWER);
  vi.mocked(submitProviderForm).mockReturnValue(true);
  storage.curretUser.set({ username: 'lin', nickname: '林' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('the cart', () => {
  it('keeps a changed quantity in the cart line', async () => {
    const checkout = renderCheckout();
    await checkout.send({ type: 'SET_QUANTITY', productId: 'p2', quantity: 4 });
    await waitFor(() =>
      expect(setCartQuantity).toHaveBeenCalledExactlyOnceWith({
        rowId: 'c2',
        productId: 'p2',
        quantity: 4,
      }),
    );
  });

  it('keeps a changed buy-now quantity in the buy-now store, not in the cart', async () => {
    storage.nowCart.set([{ id: 'p1', productNumber: 2 }]);
    const checkout = renderCheckout({ mode: 'buyNow', items: [item({ cartItemId: undefined })] });
    await checkout.send({ type: 'SET_QUANTITY', productId: 'p1', quantity: 3 });
    await waitFor(() => expect(checkout.state().matches({ cart: 'idle' })).toBe(true));
    expect(storage.nowCart.get()).toEqual([{ id: 'p1', productNumber: 3 }]);
    expect(setCartQuantity).not.toHaveBeenCalled();
  });

  it('removes the cart line of a removed item', async () => {
    const checkout = renderCheckout();
    await checkout.send({ type: 'REMOVE_ITEM', productId: 'p2' });
    await waitFor(() => expect(checkout.state().context.items).toHaveLength(1));
    expect(removeCartRows).toHaveBeenCalledExactlyOnceWith(['c2']);
  });

  it('removes an item that has no cart line without a call', async () => {
    const checkout = renderCheckout({ items: [item(), item({ productId: 'p2', cartItemId: '' })] });
    await checkout.send({ type: 'REMOVE_ITEM', productId: 'p2' });
    await waitFor(() => expect(checkout.state().context.items).toHaveLength(1));
    expect(removeCartRows).not.toHaveBeenCalled();
  });
});

describe('the addresses', () => {
  it("loads the shop's addresses in the machine's terms", async () => {
    const checkout = renderCheckout();
    await checkout.send({ type: 'PLACE_ORDER' });
    await waitFor(() => expect(checkout.state().matches({ address: 'choosing' })).toBe(true));
    expect(checkout.state().context.addresses[0]).toEqual({
      id: 'a1',
      province: 'Guangdong',
      city: 'Shenzhen',
      district: 'Nanshan',
      detail: 'Road a1',
      phone: '13800138000',
      recipient: 'Li Lei',
    });
  });

  it('deletes the address confirmed for deletion', async () => {
    const checkout = renderCheckout();
    await checkout.send({ type: 'PLACE_ORDER' });
    await waitFor(() => expect(checkout.state().matches({ address: 'choosing' })).toBe(true));
    await checkout.send({ type: 'DELETE_ADDRESS', id: 'a2' });
    await checkout.send({ type: 'CONFIRM' });
    await waitFor(() => expect(checkout.state().context.addresses).toHaveLength(1));
    expect(removeAddress).toHaveBeenCalledExactlyOnceWith('a2');
  });
});

describe('the order', () => {
  it('is saved with its items, total, wallet way, address and buyer; the cart lets its lines go', async () => {
    const checkout = renderCheckout();
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await waitFor(() => expect(checkout.state().matches({ payment: 'walletQr' })).toBe(true));
    expect(placeOrder).toHaveBeenCalledExactlyOnceWith({
      orderid: ORDER_ID,
      cartList: [
        {
          productId: 'p1',
          productName: 'LTE module',
          modeId: 'm1',
          modeName: 'Standard',
          buyNum: 2,
          productPrice: 12.5,
        },
        {
          productId: 'p2',
          productName: 'GPS tracker',
          modeId: 'm1',
          modeName: 'Standard',
          buyNum: 2,
          productPrice: 12.5,
        },
      ],
      orderPay: 50,
      orderWay: 1,
      addressId: 'a1',
      createBy: 'lin',
    });
    expect(removeCartRows).toHaveBeenCalledExactlyOnceWith(['c1', 'c2']);
    expect(startWalletPayment).toHaveBeenCalledExactlyOnceWith({
      orderId: ORDER_ID,
      totalFee: 5000,
      description: 'LTE module, GPS tracker',
      productId: 'p1',
    });
    expect(checkout.state().context.codeUrl).toBe('weixin://wxpay/abc');
  });

  it('by the payment provider is saved with way 2 and leaves through the provider form', async () => {
    const checkout = renderCheckout();
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'redirect' });
    await waitFor(() => expect(checkout.state().matches('redirected')).toBe(true));
    expect(placeOrder).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ orderWay: 2 }));
    expect(startRedirectPayment).toHaveBeenCalledExactlyOnceWith({
      orderId: ORDER_ID,
      total: 50,
      subject: 'LTE module, GPS tracker',
    });
    expect(submitProviderForm).toHaveBeenCalledExactlyOnceWith('<form action="/pay"></form>');
    expect(warnings()).toEqual([]);
  });

  it('tells the customer when the provider form cannot be opened', async () => {
    vi.mocked(submitProviderForm).mockReturnValue(false);
    const checkout = renderCheckout();
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'redirect' });
    await waitFor(() => expect(checkout.state().matches('redirected')).toBe(true));
    expect(warnings()).toEqual([
      ['error', 'The payment page could not be opened. Please try again.'],
    ]);
  });

  it('names at most 120 characters of items for the wallet, and "order" for none named', async () => {
    const checkout = renderCheckout({
      items: [item({ name: 'x'.repeat(100) }), item({ productId: 'p2', name: 'y'.repeat(100) })],
    });
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await waitFor(() => expect(startWalletPayment).toHaveBeenCalledOnce());
    expect(vi.mocked(startWalletPayment).mock.calls[0]![0].description).toBe(
      `${'x'.repeat(100)}, ${'y'.repeat(18)}`,
    );

    const unnamed = renderCheckout({ orderId: '202611270612345679', items: [item({ name: '' })] });
    await toPayment(unnamed);
    await unnamed.send({ type: 'CHOOSE_METHOD', method: 'redirect' });
    await waitFor(() => expect(startRedirectPayment).toHaveBeenCalledOnce());
    expect(vi.mocked(startRedirectPayment).mock.calls[0]![0].subject).toBe('order');
  });

  it('of a buy-now empties the buy-now store, not the cart', async () => {
    storage.nowCart.set([{ id: 'p1', productNumber: 2 }]);
    const checkout = renderCheckout({ mode: 'buyNow', items: [item({ cartItemId: undefined })] });
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await waitFor(() => expect(checkout.state().matches({ payment: 'walletQr' })).toBe(true));
    expect(storage.nowCart.get()).toBeUndefined();
    expect(removeCartRows).not.toHaveBeenCalled();
  });

  it('of a cart keeps the buy-now store', async () => {
    storage.nowCart.set([{ id: 'p9', productNumber: 1 }]);
    const checkout = renderCheckout();
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await waitFor(() => expect(checkout.state().matches({ payment: 'walletQr' })).toBe(true));
    expect(storage.nowCart.get()).toEqual([{ id: 'p9', productNumber: 1 }]);
  });
});

describe('after the order', () => {
  it('checks the wallet payment of this order and opens the payment-success view once paid', async () => {
    // The checks are the polling child's, on the checkout's clock: the first, a second on.
    const clock = machineOnTestClock('checkout');
    const checkout = renderCheckout();
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await clock.timed(PAYMENT_CHECK_INTERVAL_MS);
    expect(checkWalletPayment).not.toHaveBeenCalled();
    clock.elapse(PAYMENT_CHECK_INTERVAL_MS);
    await waitFor(() => expect(checkout.router.history.location.pathname).toBe('/payView'));
    expect(checkWalletPayment).toHaveBeenCalledWith(ORDER_ID);
  });

  it('an expired login is announced, then the login page opens with the way back here', async () => {
    const clock = machineOnTestClock('checkout');
    vi.mocked(placeOrder).mockRejectedValue(
      new ApiError('http', 'expired', { status: 401, path: '/saveOrder' }),
    );
    const checkout = renderCheckout();
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await waitFor(() => expect(checkout.state().matches('sessionExpired')).toBe(true));
    expect(warnings()).toEqual([['warning', 'Your login has expired. Please log in again.']]);
    await clock.timed(LOGIN_REDIRECT_MS);
    clock.elapse(LOGIN_REDIRECT_MS - 1);
    expect(checkout.router.history.location.pathname).toBe('/cartView');
    clock.elapse(1);
    await waitFor(() => expect(checkout.router.history.location.pathname).toBe('/loginn'));
    expect(checkout.router.history.location.search).toBe(
      `?redirect=${encodeURIComponent('/cartView?type=cart')}`,
    );
  });
});

describe('what the cart leaves alone', () => {
  it('a cart quantity leaves the buy-now store as it was', async () => {
    storage.nowCart.set([{ id: 'p2', productNumber: 1 }]);
    vi.mocked(setCartQuantity).mockResolvedValue({} as Awaited<ReturnType<typeof setCartQuantity>>);
    const checkout = renderCheckout();
    await checkout.send({ type: 'SET_QUANTITY', productId: 'p2', quantity: 4 });
    await waitFor(() => expect(checkout.state().matches({ cart: 'idle' })).toBe(true));
    expect(setCartQuantity).toHaveBeenCalledOnce();
    expect(storage.nowCart.get()).toEqual([{ id: 'p2', productNumber: 1 }]);
  });

  it('an order of items without cart lines removes no line', async () => {
    const checkout = renderCheckout({
      items: [item({ cartItemId: undefined }), item({ productId: 'p2', cartItemId: undefined })],
    });
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await waitFor(() => expect(checkout.state().matches({ payment: 'walletQr' })).toBe(true));
    expect(placeOrder).toHaveBeenCalledOnce();
    expect(removeCartRows).not.toHaveBeenCalled();
  });

  it('an order keeps only the lines of the items that have one', async () => {
    const checkout = renderCheckout({
      items: [item({ cartItemId: undefined }), item({ productId: 'p2', cartItemId: 'c2' })],
    });
    await toPayment(checkout);
    await checkout.send({ type: 'CHOOSE_METHOD', method: 'wallet' });
    await waitFor(() => expect(checkout.state().matches({ payment: 'walletQr' })).toBe(true));
    expect(removeCartRows).toHaveBeenCalledExactlyOnceWith(['c2']);
  });
});
