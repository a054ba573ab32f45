/**
 * Model-based test of the cart and payment screens: the paths come from the
 * product machines (checkoutMachine, paymentPollingMachine) through
 * `xstate/graph`; every event of a path becomes what a customer does on the
 * real screens or how the mock answers the call the screen waits on; after
 * each step the app's own machine must be where the model is, and the screen
 * must show what that state means. Coverage is measured on the app's machines
 * (their inspection events), not on the model, and must reach every state and
 * transition of both machines.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { createActor, getNextSnapshot, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { checkoutMachine } from '../../../machines/checkoutMachine';
import { clampQuantity, formatTotal } from '../../../machines/checkoutItems';
import {
  type CheckoutAddress,
  type CheckoutContext,
  type CheckoutInput,
} from '../../../machines/checkoutTypes';
import { paymentPollingMachine } from '../../../machines/paymentPollingMachine';
import {
  isSessionExpiredError,
  PAID_ANSWER,
  SESSION_EXPIRED,
  type PaymentPollingContext,
} from '../../../machines/paymentPollingRules';
import { MAX_PAYMENT_CHECKS } from '../../../src/domain/timings';
import { addressList, deleteAddress, saveAddress } from '../../../src/api/contract/shop/addresses';
import type { Product } from '../../../src/api/contract/shop/catalogue';
import { saveShoppingCart } from '../../../src/api/contract/shop/cart';
import { CartScreen } from '../../../src/features/cart/CartScreen';
import { cartSearch } from '../../../src/features/cart/cartSearch';
import { checkoutProblemText } from '../../../src/features/cart/checkoutProblems';
import { loadCheckout } from '../../../src/features/cart/loadCheckout';
import type { Locale } from '../../../src/i18n/locales';
import { notifications } from '../../../src/lib/notifications';
import { storage } from '../../../src/lib/storage';
import {
  dataOf,
  devPost,
  postForm,
  productsInStock,
  shopper,
  type Shopper,
} from '../../contract/shop/support';
import type { MockServer } from '../../contract/support/mockServer';
import { coveringPaths, type CoveringPath } from '../../model/support/coveringPaths';
import { checkoutFlow } from '../../model/scenarios/checkout';
import { paymentPollingFlow } from '../../model/scenarios/paymentPolling';
import { isIn } from '../../model/support/effects';
import { scenarioEvents, scenarioMachineSteps, stateIds } from '../../model/support/scenarios';
import type { ModelSpec } from '../../model/support/modelHarness';
import {
  answer,
  clockOf,
  confirmation,
  dialog,
  fakeMachineTimers,
  fillAddress,
  labels,
  pageAlerts,
  pause,
  press,
  until,
  wait,
  type Labels,
} from './support/checkoutScreen';
import { holdCalls } from './support/heldCalls';
import { definedByMachine, traceMachines } from '../../support/modelUi/machineTrace';
import { renderRoute } from './support/renderRoute';
import { startAppMock } from '../../support/renderApp';

vi.setConfig({ testTimeout: 30_000 });

/** Calls a machine waits on; each is answered by the path's next event. */
const HELD = [
  'saveShoppingCart',
  'shoppingCartDelete',
  'addressList',
  'deleteAddress',
  'saveorder',
  'WXPAY',
  'eshoppingKey/pay',
  'wxcheck',
];

// ── The checkout model ──────────────────────────────────────────────────────
/** The model's cart: one product not on sale (a), one out of stock (b), one good (c). */
type ItemKey = 'a' | 'b' | 'c';
const modelItem = (productId: ItemKey, stock: number, listed: boolean) => ({
  productId,
  name: productId,
  price: 1,
  quantity: 1,
  stock,
  audited: true,
  listed,
  cartItemId: `row-${productId}`,
});
const modelAddress = (id: string): CheckoutAddress => ({
  id,
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: `Road ${id}`,
  phone: '13800138000',
  recipient: `Recipient ${id}`,
});
const expired = { code: SESSION_EXPIRED };
const failure = new Error('refused');

const checkoutInput: CheckoutInput = {
  mode: 'cart',
  orderId: '123456789012345678',
  items: [modelItem('a', 4, false), modelItem('b', 0, true), modelItem('c', 3, true)],
};

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CheckoutContext;

/** What the checkout's guards and later steps read (see checkoutMachine.model.test.ts). */
function serializeCheckout(snapshot: AnyMachineSnapshot): string {
  const c = ctx(snapshot);
  const region =
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
  const facts =
    region === 'cart'
      ? { items: c.items.map((item) => item.productId), removing: c.removingProductId }
      : region === 'address'
        ? {
            addresses: c.addresses.map((one) => one.id),
            selected: c.selectedAddressId,
            pending: c.pendingDeleteId,
            editing: c.editingAddressId,
          }
        : region === 'payment'
          ? { method: c.method, orderSaved: c.orderSaved }
          : {};
  return JSON.stringify({ value: snapshot.value, status: snapshot.status, facts });
}

const checkoutSpec: ModelSpec = {
  machine: checkoutMachine,
  input: checkoutInput,
  serializeState: serializeCheckout,
  events: {
    SET_QUANTITY: [7, 2].map((quantity) => ({ type: 'SET_QUANTITY', productId: 'c', quantity })),
    REMOVE_ITEM: (['a', 'b', 'c'] as const).map((productId) => ({
      type: 'REMOVE_ITEM',
      productId,
    })),
    CHOOSE_ADDRESS: [{ type: 'CHOOSE_ADDRESS', id: 'a2' }],
    DELETE_ADDRESS: [{ type: 'DELETE_ADDRESS', id: 'a1' }],
    EDIT_ADDRESS: [{ type: 'EDIT_ADDRESS', id: 'a2' }],
    ADDRESS_SAVED: [
      { type: 'ADDRESS_SAVED', address: modelAddress('n1') },
      { type: 'ADDRESS_SAVED', address: { ...modelAddress('a2'), detail: 'Edited' } },
    ],
    CHOOSE_METHOD: [
      { type: 'CHOOSE_METHOD', method: 'wallet' },
      { type: 'CHOOSE_METHOD', method: 'redirect' },
    ],
    'xstate.done.actor.loadAddresses': [
      { type: 'xstate.done.actor.loadAddresses', output: [] },
      {
        type: 'xstate.done.actor.loadAddresses',
        output: [modelAddress('a1'), modelAddress('a2')],
      },
    ],
    'xstate.error.actor.saveOrder': [
      { type: 'xstate.error.actor.saveOrder', error: expired },
      { type: 'xstate.error.actor.saveOrder', error: failure },
    ],
    'xstate.done.actor.createWalletPayment': [
      { type: 'xstate.done.actor.createWalletPayment', output: { codeUrl: '/__mock/wallet' } },
    ],
    'xstate.error.actor.createWalletPayment': [
      { type: 'xstate.error.actor.createWalletPayment', error: expired },
      { type: 'xstate.error.actor.createWalletPayment', error: failure },
    ],
    'xstate.done.actor.createRedirectPayment': [
      { type: 'xstate.done.actor.createRedirectPayment', output: { html: '<form></form>' } },
    ],
    'xstate.error.actor.createRedirectPayment': [
      { type: 'xstate.error.actor.createRedirectPayment', error: expired },
      { type: 'xstate.error.actor.createRedirectPayment', error: failure },
    ],
    'xstate.done.actor.polling': (['paid', 'sessionExpired'] as const).map((result) => ({
      type: 'xstate.done.actor.polling',
      output: { result },
    })),
  },
};

const checkoutPaths = coveringPaths(checkoutSpec, {
  // The form saves the address it was opened for, or a new one. The model names every new
  // address n1; the shop gives each save its own id, so a second new one in one path has
  // no counterpart on the screen.
  skip: (event, before) => {
    if (event.type !== 'ADDRESS_SAVED') return false;
    const { id } = event.address as CheckoutAddress;
    const { editingAddressId, addresses } = ctx(before);
    if (editingAddressId !== null) return id !== editingAddressId;
    return id !== 'n1' || addresses.some((one) => one.id === id);
  },
});

// ── The payment-polling model ───────────────────────────────────────────────
/**
 * The model's round has 3 checks (first, middle, last), the app's 300: the
 * app's count maps onto the model's as 300 → 3, 299…2 → 2, 1 → 1, 0 → 0, and
 * the middle checks the model folds into one are run on the screen one by one.
 */
const MODEL_CHECKS = 3;
const modelTries = (appTries: number) =>
  appTries === MAX_PAYMENT_CHECKS ? MODEL_CHECKS : appTries <= 1 ? appTries : 2;

const pollingSpec: ModelSpec = {
  machine: paymentPollingMachine,
  input: { orderId: '123456789012345678', maxChecks: MODEL_CHECKS },
  events: {
    'xstate.done.actor.checkPayment': [
      { type: 'xstate.done.actor.checkPayment', output: PAID_ANSWER },
      { type: 'xstate.done.actor.checkPayment', output: '0' },
    ],
    'xstate.error.actor.checkPayment': [
      { type: 'xstate.error.actor.checkPayment', error: expired },
      { type: 'xstate.error.actor.checkPayment', error: failure },
    ],
  },
};
const pollingPaths = coveringPaths(pollingSpec);

// ── The mock, the customer and the screen ───────────────────────────────────
let mock: MockServer;
let products: Record<ItemKey, Product>;
const trace = traceMachines();
const submittedForms: { action: string; fields: Record<string, string> }[] = [];
let restoreTimers: () => void;

beforeAll(async () => {
  mock = await startAppMock();
  const [a, b, c] = await productsInStock(mock, 20);
  if (!a || !b || !c) throw new Error('the mock has too few products in stock');
  products = { a, b, c };
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    const fields = Object.fromEntries(
      [...this.elements].map((field) => [
        (field as HTMLInputElement).name,
        (field as HTMLInputElement).value,
      ]),
    );
    submittedForms.push({ action: this.action, fields });
  });
  restoreTimers = fakeMachineTimers();
});
afterAll(async () => {
  restoreTimers();
  await mock.close();
});

interface Run {
  text: Labels;
  who: Shopper;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  /** The model's address ids (a1, a2, n1) and the shop's. */
  addressIds: Map<string, string>;
  orderId: string;
}

const setShelf = (product: Product, change: object) =>
  devPost(mock, `/__mock/products/${product.id}`, change);

/** A new customer with the given cart products, on the cart page. */
async function openCart(locale: Locale, items: readonly ItemKey[], addresses: string[]) {
  notifications.list().forEach((notice) => notifications.dismiss(notice.id));
  submittedForms.length = 0;
  const who = shopper(mock);
  storage.usertoken.set(who.token);
  storage.curretUser.set({ username: who.user.username, nickname: who.user.nickname });
  // Put back on sale, add, then take a and b off sale and out of stock: the cart remembers.
  await setShelf(products.a, { uploadStatus: 1 });
  await setShelf(products.b, { productSku: products.b.productSku });
  for (const key of items)
    await who.call(saveShoppingCart, { body: { productId: products[key].id, productSells: 1 } });
  await setShelf(products.a, { uploadStatus: 0 });
  await setShelf(products.b, { productSku: 0 });
  for (const id of addresses) await addShopAddress(who, id);

  holdCalls(HELD);
  trace.forgetActors();
  const { router } = await renderRoute(
    {
      path: '/cartView',
      component: CartScreen,
      validateSearch: cartSearch,
      loader: () => loadCheckout({}),
    },
    '/cartView',
    locale,
  );
  const text = labels[locale];
  const label = await until('the order number', () => screen.getByText(/\d{18}/).textContent);
  const orderId = /\d{18}/.exec(label)?.[0] ?? '';
  return { text, who, router, addressIds: new Map<string, string>(), orderId } satisfies Run;
}

async function addShopAddress(who: Shopper, id: string) {
  const { province, city, district, detail, phone, recipient } = modelAddress(id);
  await who.call(saveAddress, {
    query: { province, city, district, address: detail, phone, addressee: recipient },
  });
}

/** Makes the shop hold exactly the model's addresses, oldest first. */
async function arrangeAddresses(run: Run, ids: readonly string[]) {
  const now = dataOf<{ addressid: string }[]>(await run.who.call(addressList));
  for (const { addressid } of now)
    await run.who.call(deleteAddress, { query: { addressId: addressid } });
  for (const id of ids) await addShopAddress(run.who, id);
}

const productOf = (key: string) => products[key as ItemKey];
const checkout = () => trace.latest('checkout');
const polling = () => trace.latest('paymentPolling');

// ── Events as actions on the screen and answers of the mock ─────────────────
/** The address form: titled for an edit when the model edits an address, else for a new one. */
const addressForm = (model: AnyMachineSnapshot, text: Labels) =>
  dialog(ctx(model).editingAddressId ? text.editDialog : text.regionDialog);

async function confirmOnWallet(run: Run) {
  const confirmed = await postForm(mock, '/__mock/wallet/confirm', { trade: run.orderId });
  expect(confirmed.status).toBe(200);
}

async function checkoutStep(event: AnyEventObject, model: AnyMachineSnapshot, run: Run) {
  const { text } = run;
  const how = (error: unknown) => (isSessionExpiredError(error) ? 'expireSession' : 'code10000');
  switch (event.type) {
    case 'SET_QUANTITY': {
      const item = ctx(model).items.find((one) => one.productId === event.productId);
      const name = productOf(String(event.productId)).productName;
      const field = screen.getByRole('spinbutton', { name: text.quantityOf(name) });
      fireEvent.change(field, {
        target: { value: String(clampQuantity(Number(event.quantity), item?.stock ?? 1)) },
      });
      // The typed quantity is taken when the field is left.
      fireEvent.blur(field);
      return;
    }
    case 'REMOVE_ITEM':
      return press(text.remove(productOf(String(event.productId)).productName));
    case 'xstate.done.actor.saveQuantity':
      return void (await answer('saveShoppingCart'));
    case 'xstate.error.actor.saveQuantity':
      return void (await answer('saveShoppingCart', 'code10000'));
    case 'xstate.done.actor.removeCartItem':
      return void (await answer('shoppingCartDelete'));
    case 'xstate.error.actor.removeCartItem':
      return void (await answer('shoppingCartDelete', 'code10000'));
    case 'PLACE_ORDER':
      pause();
      return press(text.placeOrder);
    case 'xstate.done.actor.loadAddresses': {
      const ids = (event.output as CheckoutAddress[]).map((one) => one.id);
      await until('the address request', () => checkout()?.matches({ address: 'loading' }));
      await arrangeAddresses(run, ids);
      await answer('addressList');
      const shown = await until('the addresses', () =>
        checkout()?.matches({ address: 'choosing' }) ? ctx(checkout()!).addresses : null,
      );
      run.addressIds = new Map(ids.map((id, index) => [id, shown[index]?.id ?? '']));
      return;
    }
    case 'xstate.error.actor.loadAddresses':
      return void (await answer('addressList', 'code10000'));
    case 'RETRY':
      return press(text.tryAgain, dialog(text.addressDialog));
    case 'CLOSE':
      return press(
        text.close,
        dialog(model.matches('payment') ? text.paymentDialog : text.addressDialog),
      );
    case 'CHOOSE_ADDRESS':
      fireEvent.click(screen.getByRole('radio', { name: new RegExp(`Recipient ${event.id}`) }));
      return;
    case 'ADD_ADDRESS':
      return press(text.addAddress, dialog(text.addressDialog));
    case 'EDIT_ADDRESS':
      return press(text.editAddress(`Recipient ${event.id}`), dialog(text.addressDialog));
    case 'ADDRESS_SAVED': {
      const { id, detail } = event.address as CheckoutAddress;
      const form = addressForm(model, text);
      // An edit changes one field of the filled-in form; a new address is typed in whole.
      if (ctx(model).editingAddressId)
        fireEvent.change(within(form).getByRole('textbox', { name: text.detail }), {
          target: { value: detail },
        });
      else await fillAddress(text, `Recipient ${id}`, detail);
      pause();
      await press(text.save, form);
      const saved = await until('the saved address', () =>
        checkout()?.matches({ address: 'choosing' }) ? ctx(checkout()!).selectedAddressId : null,
      );
      run.addressIds.set(id, saved);
      return;
    }
    case 'CANCEL':
      return press(
        text.cancel,
        model.matches({ address: 'adding' })
          ? addressForm(model, text)
          : confirmation(text.deleteAddressTitle),
        !model.matches({ address: 'adding' }),
      );
    case 'DELETE_ADDRESS':
      return press(text.deleteAddress(`Recipient ${event.id}`));
    case 'CONFIRM':
      return press(text.confirm, confirmation(), true);
    case 'xstate.done.actor.deleteAddress':
      return void (await answer('deleteAddress'));
    case 'xstate.error.actor.deleteAddress':
      return void (await answer('deleteAddress', 'code10000'));
    case 'PAY':
      pause();
      return press(text.pay, dialog(text.addressDialog));
    case 'CHOOSE_METHOD':
      pause();
      return press(event.method === 'wallet' ? text.wallet : text.alipay);
    case 'BACK':
      return press(text.back);
    case 'xstate.done.actor.saveOrder':
      await answer('saveorder');
      // The ordered rows then leave the cart (docs/decisions/orders-screens.md).
      return void (await answer('shoppingCartDelete'));
    case 'xstate.error.actor.saveOrder':
      return void (await answer('saveorder', how(event.error)));
    case 'xstate.done.actor.createWalletPayment':
      return void (await answer('WXPAY'));
    case 'xstate.error.actor.createWalletPayment':
      return void (await answer('WXPAY', how(event.error)));
    case 'xstate.done.actor.createRedirectPayment':
      return void (await answer('eshoppingKey/pay'));
    case 'xstate.error.actor.createRedirectPayment':
      return void (await answer('eshoppingKey/pay', how(event.error)));
    case 'CANCEL_PAYMENT':
      return press(text.cancelPayment);
    case 'RETRY_POLLING':
      // "Wait again" is offered once a round of checks has ended unconfirmed.
      await runChecksOut();
      return press(text.waitAgain);
    case 'xstate.done.actor.polling': {
      const result = (event.output as { result: string }).result;
      if (result === 'paid') await confirmOnWallet(run);
      wait(1_000);
      return void (await answer('wxcheck', result === 'paid' ? 'pass' : 'expireSession'));
    }
    case 'xstate.after.loginRedirect.checkout.sessionExpired':
      return wait(2_000);
    default:
      throw new Error(`no action on the screen for ${event.type}`);
  }
}

/** Lets every check of the round go unconfirmed, one second apart. */
async function runChecksOut() {
  for (;;) {
    const now = await until('the polling', () => polling());
    if (now.matches('noPaymentSeen')) return;
    if (now.matches('waiting')) wait(1_000);
    else await answer('wxcheck');
    await until('the next check', () => polling() !== now);
  }
}

// ── What the screen must show in each state ─────────────────────────────────
function checkoutMatches(app: AnyMachineSnapshot, model: AnyMachineSnapshot, run: Run) {
  expect(app.value).toEqual(model.value);
  const mine = ctx(app);
  const theirs = ctx(model);
  const items = (c: CheckoutContext, real: boolean) =>
    c.items
      .map((item) => [real ? item.productId : productOf(item.productId).id, item.quantity])
      .sort();
  expect(items(mine, true)).toEqual(items(theirs, false));
  expect(mine.addresses.map((one) => one.id)).toEqual(
    theirs.addresses.map((one) => run.addressIds.get(one.id)),
  );
  expect(mine.addresses.map((one) => one.detail)).toEqual(
    theirs.addresses.map((one) => one.detail),
  );
  expect(mine.editingAddressId).toBe(
    theirs.editingAddressId && run.addressIds.get(theirs.editingAddressId),
  );
  expect(mine.selectedAddressId).toBe(
    theirs.selectedAddressId && run.addressIds.get(theirs.selectedAddressId),
  );
  expect(mine.problem).toBe(theirs.problem);
  expect(mine.method).toBe(theirs.method);
  expect(mine.orderSaved).toBe(theirs.orderSaved);
}

/** The model's items with the real products' prices: what the total must say. */
const modelTotal = (model: AnyMachineSnapshot) =>
  formatTotal(
    ctx(model).items.map((item) => ({
      price: productOf(item.productId).productPrice,
      quantity: item.quantity,
    })),
  );

function checkoutShows(model: AnyMachineSnapshot, run: Run) {
  const { text } = run;
  const c = ctx(model);
  const problem = c.problem ? i18n._(checkoutProblemText[c.problem]) : null;
  const alertsIn = (root: HTMLElement) =>
    within(root)
      .queryAllByRole('alert')
      .map((alert) => alert.textContent);

  if (model.matches('cart')) {
    expect(screen.queryAllByRole('dialog')).toEqual([]);
    const names = screen
      .queryAllByRole('row')
      .slice(1)
      .map((row) => (row as HTMLTableRowElement).cells[1]?.textContent);
    expect(names.sort()).toEqual(
      c.items.map((item) => productOf(item.productId).productName).sort(),
    );
    if (c.items.length === 0) {
      // Nothing to order: the way to the shop instead of the total and "Place order".
      screen.getByText(text.emptyCart);
      screen.getByRole('link', { name: text.toShop });
      expect(screen.queryByRole('button', { name: text.placeOrder })).toBeNull();
      expect(screen.queryByText(run.orderId, { exact: false })).toBeNull();
    } else {
      const total = text.total(modelTotal(model));
      screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === total);
      const placeOrder = screen.getByRole('button', {
        name: text.placeOrder,
      }) as HTMLButtonElement;
      expect(placeOrder.disabled).toBe(model.matches({ cart: 'removing' }));
    }
    expect(pageAlerts(text).map((alert) => alert.textContent)).toEqual(problem ? [problem] : []);
  }
  if (model.matches({ address: 'confirmingDelete' }))
    // The question is on top of the addresses, which wait behind it.
    expect(confirmation(text.deleteAddressTitle).textContent).toContain(
      `Road ${c.pendingDeleteId}`,
    );
  else if (model.matches('address') && !model.matches({ address: 'adding' })) {
    const addresses = dialog(text.addressDialog);
    if (model.matches({ address: 'loading' })) within(addresses).getByText(text.loadingAddresses);
    if (model.matches({ address: 'loadFailed' }))
      within(addresses).getByRole('button', { name: text.tryAgain });
    if (model.matches({ address: 'choosing' }) || model.matches({ address: 'deleting' })) {
      const radios = within(addresses).queryAllByRole('radio') as HTMLInputElement[];
      expect(radios).toHaveLength(c.addresses.length);
      if (c.addresses.length === 0) within(addresses).getByText(text.noAddress);
      const checked = radios.find((radio) => radio.checked);
      const name = checked ? checked.closest('label')?.textContent : null;
      if (c.selectedAddressId) expect(name).toContain(`Recipient ${c.selectedAddressId}`);
    }
    if (model.matches({ address: 'deleting' }))
      expect(
        within(addresses)
          .getAllByRole('button', { name: text.deleteAddress('Recipient \\w+') })
          .every((button) => (button as HTMLButtonElement).disabled),
      ).toBe(true);
    expect(alertsIn(addresses)).toEqual(problem ? [problem] : []);
  }
  if (model.matches({ address: 'adding' })) {
    // The form opens filled in with the address being edited, or blank for a new one.
    const form = addressForm(model, text);
    const editing = c.addresses.find((one) => one.id === c.editingAddressId);
    const field = (role: 'combobox' | 'textbox', name: string) =>
      (within(form).getByRole(role, { name }) as HTMLInputElement | HTMLSelectElement).value;
    expect([
      field('combobox', text.province),
      field('combobox', text.city),
      field('combobox', text.district),
      field('textbox', text.detail),
      field('textbox', text.phone),
      field('textbox', text.recipient),
    ]).toEqual(
      editing
        ? [
            editing.province,
            editing.city,
            editing.district,
            editing.detail,
            editing.phone,
            editing.recipient,
          ]
        : ['', '', '', '', '', ''],
    );
    // The list waits under the form, hidden from assistive technology while the form is open.
    screen.getByRole('dialog', { name: text.addressDialog, hidden: true });
    expect(screen.queryByRole('dialog', { name: text.addressDialog })).toBeNull();
  }
  if (model.matches('payment')) {
    const payment = dialog(text.paymentDialog);
    expect(payment.textContent).toContain(text.amount(modelTotal(model)));
    if (model.matches({ payment: 'choosingMethod' })) {
      within(payment).getByRole('button', { name: text.wallet });
      within(payment).getByRole('button', { name: text.alipay });
      expect(alertsIn(payment)).toEqual(problem ? [problem] : []);
    }
    if (model.hasTag('busy')) within(payment).getByText(text.preparing);
    if (model.matches({ payment: 'walletQr' })) {
      within(payment).getByRole('img', { name: text.qr });
      within(payment).getByRole('button', { name: text.cancelPayment });
    }
  }
  if (model.matches('sessionExpired')) {
    expect(pageAlerts(text).map((alert) => alert.textContent)).toContain(text.expiredOpening);
    expect(notifications.list().map((notice) => notice.message)).toContain(text.expiredNotice);
    expect(run.router.state.location.pathname).toBe('/cartView');
  }
  if (model.matches('loginOpened'))
    expect(run.router.state.location.href).toBe('/loginn?redirect=%2FcartView');
  if (model.matches('paid')) expect(run.router.state.location.pathname).toBe('/payView');
  if (model.matches('redirected')) {
    screen.getByText(text.openingAlipay);
    // The provider's own form, rebuilt and sent: to its gateway, for this order.
    expect(submittedForms).toHaveLength(1);
    expect(new URL(submittedForms[0]?.action ?? '').pathname).toBe('/__mock/gateway');
    expect(submittedForms[0]?.fields.out_trade_no).toBe(run.orderId);
  }
}

async function settleCheckout(model: AnyMachineSnapshot, run: Run, step: string) {
  await until(`${step}: the checkout in ${JSON.stringify(model.value)}`, () => {
    const app = checkout();
    if (!app) return false;
    checkoutMatches(app, model, run);
    checkoutShows(model, run);
    return true;
  });
}

// ── Paths ───────────────────────────────────────────────────────────────────
const initial = (spec: ModelSpec) =>
  createActor(spec.machine, { input: spec.input }).getSnapshot() as AnyMachineSnapshot;

async function runCheckoutPath(path: Pick<CoveringPath, 'events'>) {
  const run = await openCart('zh', ['c', 'b', 'a'], []);
  let model = initial(checkoutSpec);
  await settleCheckout(model, run, 'the cart');
  for (const [index, event] of path.events.entries()) {
    const step = `step ${index + 1} (${event.type})`;
    await checkoutStep(event, model, run);
    model = getNextSnapshot(checkoutSpec.machine, model, event) as AnyMachineSnapshot;
    await settleCheckout(model, run, step);
  }
}

/** The polling's own state on the screen: the checks left, the timeout, or where it led. */
function pollingShows(app: AnyMachineSnapshot, model: AnyMachineSnapshot, run: Run) {
  const { text } = run;
  expect(app.value).toEqual(model.value);
  const left = (app.context as PaymentPollingContext).triesLeft;
  expect(modelTries(left)).toBe((model.context as PaymentPollingContext).triesLeft);
  if (model.matches('waiting') || model.matches('checking')) {
    const payment = dialog(text.paymentDialog);
    const bar = within(payment).getByRole('progressbar', { name: text.timeLeftBar });
    expect((bar as HTMLProgressElement).value).toBe(left);
    within(payment).getByText(
      (_, node) => node?.tagName === 'P' && node.textContent === text.timeLeft(clockOf(left)),
    );
  }
  if (model.matches('noPaymentSeen')) {
    const payment = dialog(text.paymentDialog);
    expect(within(payment).getByRole('alert').textContent).toContain(text.notConfirmed);
    within(payment).getByRole('button', { name: text.waitAgain });
  }
  if (model.matches('paid')) expect(run.router.state.location.pathname).toBe('/payView');
  if (model.matches('sessionExpired'))
    expect(pageAlerts(text).map((alert) => alert.textContent)).toContain(text.expiredOpening);
}

async function pollingStep(event: AnyEventObject, model: AnyMachineSnapshot, run: Run) {
  const fails = (how: 'expireSession' | 'http404') => answer('wxcheck', how);
  // The model's middle check stands for 298 of the app's: run those before the last one.
  if (model.matches('checking') && (model.context as PaymentPollingContext).triesLeft === 2) {
    for (;;) {
      const now = await until('the polling', () => polling());
      const left = (now.context as PaymentPollingContext).triesLeft;
      if (now.matches('checking') && left === 2) break;
      if (now.matches('waiting')) wait(1_000);
      else await answer('wxcheck');
      await until('the next check', () => polling() !== now);
    }
  }
  switch (event.type) {
    case 'xstate.after.checkInterval.paymentPolling.waiting':
      return wait(1_000);
    case 'xstate.done.actor.checkPayment':
      if (event.output === PAID_ANSWER) await confirmOnWallet(run);
      return void (await answer('wxcheck'));
    case 'xstate.error.actor.checkPayment':
      return void (await fails(isSessionExpiredError(event.error) ? 'expireSession' : 'http404'));
    case 'RETRY':
      return press(run.text.waitAgain);
    default:
      throw new Error(`no action on the screen for ${event.type}`);
  }
}

/** A step of the polling: an event of its machine, or (for a scenario's `waitMs`) time passing. */
interface PollingStep {
  where: string;
  event: AnyEventObject | null;
  ms?: number;
}

const pathSteps = (path: CoveringPath): PollingStep[] =>
  path.events.map((event, index) => ({ where: `step ${index + 1} (${event.type})`, event }));

/** Runs the steps on the QR's screen; returns the model's state at the end. */
async function runPollingPath(steps: readonly PollingStep[]): Promise<AnyMachineSnapshot> {
  const run = await openCart('en', ['c'], ['p1']);
  // To the QR through the screens, every call answered as it is.
  pause();
  await press(run.text.placeOrder);
  await answer('addressList');
  pause();
  await press(run.text.pay, await until('the addresses', () => dialog(run.text.addressDialog)));
  pause();
  await press(run.text.wallet);
  await answer('saveorder');
  await answer('shoppingCartDelete');
  await answer('WXPAY');
  let model = initial(pollingSpec);
  const settle = (step: string) =>
    until(`${step}: the polling in ${JSON.stringify(model.value)}`, () => {
      const app = polling();
      if (!app) return false;
      pollingShows(app, model, run);
      return true;
    });
  await settle('the QR');
  for (const { where, event, ms } of steps) {
    try {
      if (event) {
        await pollingStep(event, model, run);
        model = getNextSnapshot(pollingSpec.machine, model, event) as AnyMachineSnapshot;
      } else wait(ms ?? 0);
    } catch (error) {
      if (error instanceof Error)
        error.message = `${where} in state ${JSON.stringify(model.value)}: ${error.message}`;
      throw error;
    }
    await settle(where);
  }
  return model;
}

describe('the cart and payment screens follow checkoutMachine (model-based, via the UI)', () => {
  it.each(checkoutPaths.map((path) => [path.description, path] as const))(
    'path %s',
    async (_description, path) => runCheckoutPath(path),
  );
});

describe('the wallet QR follows paymentPollingMachine (model-based, via the UI, in English)', () => {
  it.each(pollingPaths.map((path) => [path.description, path] as const))(
    'path %s',
    async (_description, path) => void (await runPollingPath(pathSteps(path))),
  );
});

// Payment polling's named scenarios (tests/model/scenarios/paymentPolling.ts), on the wallet QR.
describe('the wallet QR plays the payment-polling scenarios', () => {
  it.each(paymentPollingFlow.scenarios.map((scenario) => [scenario.name, scenario] as const))(
    'paymentPolling scenario on screen: %s',
    async (_name, scenario) => {
      const title = `paymentPolling scenario on screen "${scenario.name}"`;
      try {
        const end = await runPollingPath(scenarioMachineSteps(paymentPollingFlow, scenario));
        if (!isIn(end, scenario.then.state))
          throw new Error(`then the state is ${scenario.then.state}, but it is ${stateIds(end)}`);
      } catch (error) {
        if (error instanceof Error) error.message = `${title}: ${error.message}`;
        throw error;
      }
    },
  );
});

// The checkout's named scenarios (tests/model/scenarios/checkout.ts), on the real screens.
describe('the cart and payment screens play the checkout scenarios', () => {
  it.each(checkoutFlow.scenarios.map((scenario) => [scenario.name, scenario] as const))(
    'checkout scenario on the screens: %s',
    async (_name, scenario) => runCheckoutPath({ events: scenarioEvents(checkoutFlow, scenario) }),
  );
});

describe('coverage of the machines through the screens', () => {
  it.each([
    ['checkout', checkoutMachine],
    ['paymentPolling', paymentPollingMachine],
  ] as const)('reaches every state and transition of %s', (id, machine) => {
    const { states, transitions } = definedByMachine(machine);
    const seenStates = trace.statesSeen(id);
    const taken = trace.transitionsTaken(id);
    const coveredStates = states.filter((state) => seenStates.has(state));
    const coveredTransitions = transitions.filter((key) => taken.has(key));
    console.log(
      `[model via UI] ${id}: states ${coveredStates.length}/${states.length}, transitions ${coveredTransitions.length}/${transitions.length}`,
    );
    expect(states.filter((state) => !seenStates.has(state))).toEqual([]);
    expect(transitions.filter((key) => !taken.has(key))).toEqual([]);
  });
});
