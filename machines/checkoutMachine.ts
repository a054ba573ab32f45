/**
 * From the cart to a paid order (spec §2.8, §2.9, §4, §5): cart edits, the
 * place-order checks, the address dialog, the payment-method dialog, saving
 * the order (status 9), the wallet QR with payment polling or the redirect to
 * the online payment provider. It ends in `paid` by opening the payment-success
 * view, whose own machine (paymentSuccessMachine) counts down to the orders:
 * the view is also where the provider's redirect lands, so the countdown lives
 * there once. Buy-now and paying an unpaid order enter the same machine through
 * `mode`.
 */
import {
  assign,
  fromPromise,
  sendTo,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import {
  isSessionExpiredError,
  paymentPollingMachine,
  type PaymentPollingOutput,
} from './paymentPollingMachine';

/** Digits of an order id, generated once per checkout by the app (spec §3, §9). */
export const ORDER_ID_LENGTH = 18;

/** Status an order is first saved with: unpaid (spec §4). */
export const ORDER_STATUS_UNPAID = 9;

/** The wallet payment takes the total in cents (spec §9: total times 100). */
export const CENTS_PER_UNIT = 100;

/** Totals are shown and sent with two decimals (spec §9). */
export const TOTAL_DECIMALS = 2;

/** Delay between the expired-login message and the login page (spec §4, §9). */
export const LOGIN_REDIRECT_MS = 2_000;

/** True for an 18-digit order id. */
export function isOrderId(value: string): boolean {
  return new RegExp(`^\\d{${ORDER_ID_LENGTH}}$`).test(value);
}

/** Where the checkout was entered from: the cart, buy-now (`type=nowCart`), or an unpaid order. */
export type CheckoutMode = 'cart' | 'buyNow' | 'payUnpaid';

export type PaymentMethod = 'wallet' | 'redirect';

export interface CheckoutItem {
  productId: string;
  name: string;
  /** Unit price in currency units (e.g. 12.5). */
  price: number;
  quantity: number;
  stock: number;
  audited: boolean;
  listed: boolean;
  /** The cart line's id (shoppingCartId), needed to remove it in cart mode. */
  cartItemId?: string;
  modeId?: string;
  modeName?: string;
  picture?: string;
}

export interface CheckoutAddress {
  id: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  phone: string;
  recipient: string;
}

/** What the screen tells the user; it translates the code. */
export type CheckoutProblem =
  | 'removeUnavailable'
  | 'outOfStock'
  | 'removeFailed'
  | 'addressesFailed'
  | 'noAddress'
  | 'deleteAddressFailed'
  | 'orderSaveFailed'
  | 'paymentFailed';

/** Money helpers work in whole cents so that 0.1 + 0.2 is 0.30. */
function unitCents(price: number): number {
  return Math.round(price * CENTS_PER_UNIT);
}

/** The order total in cents (the wallet payment's total_fee). */
export function totalCents(items: readonly Pick<CheckoutItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + unitCents(item.price) * item.quantity, 0);
}

/** The order total as a number with at most two decimals. */
export function orderTotal(items: readonly Pick<CheckoutItem, 'price' | 'quantity'>[]): number {
  return totalCents(items) / CENTS_PER_UNIT;
}

/** The order total as shown: always two decimals ("12.30"). */
export function formatTotal(items: readonly Pick<CheckoutItem, 'price' | 'quantity'>[]): string {
  return orderTotal(items).toFixed(TOTAL_DECIMALS);
}

/** A quantity the stepper allows: a whole number from 1 to the stock (1 when there is none). */
export function clampQuantity(quantity: number, stock: number): number {
  const max = Math.max(1, Math.floor(stock));
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(Math.round(quantity), 1), max);
}

/** Not audited or not listed: the item cannot be bought (spec §4). */
export const isUnavailable = (item: CheckoutItem) => !item.audited || !item.listed;

/** Stock 0 is a condition of its own (spec §4). */
export const isOutOfStock = (item: CheckoutItem) => item.stock <= 0;

export interface CheckoutInput {
  mode: CheckoutMode;
  /** 18 digits; the app generates it once per checkout (or passes the unpaid order's id). */
  orderId: string;
  items: CheckoutItem[];
}

export interface RemoveCartItemInput {
  productId: string;
  cartItemId: string | undefined;
}

export interface DeleteAddressInput {
  addressId: string;
}

export interface SaveOrderInput {
  orderId: string;
  items: CheckoutItem[];
  total: number;
  status: typeof ORDER_STATUS_UNPAID;
  method: PaymentMethod;
  addressId: string;
}

export interface CreateWalletPaymentInput {
  orderId: string;
  totalCents: number;
  items: CheckoutItem[];
}

export interface CreateRedirectPaymentInput {
  orderId: string;
  total: number;
  items: CheckoutItem[];
}

export interface CheckoutContext {
  mode: CheckoutMode;
  orderId: string;
  items: CheckoutItem[];
  /** The item whose removal is under way. */
  removingProductId: string | null;
  addresses: CheckoutAddress[];
  selectedAddressId: string | null;
  /** The address the user asked to delete, awaiting confirmation. */
  pendingDeleteId: string | null;
  /** The address open in the address form; null while adding a new one. */
  editingAddressId: string | null;
  method: PaymentMethod | null;
  /** Saved once per checkout; an unpaid order already exists. */
  orderSaved: boolean;
  /** The wallet QR's content. */
  codeUrl: string | null;
  /** The provider's form, submitted when leaving for the redirect payment. */
  redirectHtml: string | null;
  problem: CheckoutProblem | null;
}

export type CheckoutEvent =
  | { type: 'SET_QUANTITY'; productId: string; quantity: number }
  | { type: 'REMOVE_ITEM'; productId: string }
  | { type: 'PLACE_ORDER' }
  | { type: 'CHOOSE_ADDRESS'; id: string }
  | { type: 'ADD_ADDRESS' }
  | { type: 'EDIT_ADDRESS'; id: string }
  | { type: 'ADDRESS_SAVED'; address: CheckoutAddress }
  | { type: 'DELETE_ADDRESS'; id: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'PAY' }
  | { type: 'CHOOSE_METHOD'; method: PaymentMethod }
  | { type: 'BACK' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'CANCEL_PAYMENT' }
  | { type: 'RETRY_POLLING' }
  // Completions of the invoked actors, named so guards and actions can read them.
  | DoneActorEvent<unknown, 'removeCartItem'>
  | ErrorActorEvent<unknown, 'removeCartItem'>
  | DoneActorEvent<CheckoutAddress[], 'loadAddresses'>
  | ErrorActorEvent<unknown, 'loadAddresses'>
  | DoneActorEvent<unknown, 'deleteAddress'>
  | ErrorActorEvent<unknown, 'deleteAddress'>
  | DoneActorEvent<unknown, 'saveOrder'>
  | ErrorActorEvent<unknown, 'saveOrder'>
  | DoneActorEvent<{ codeUrl: string }, 'createWalletPayment'>
  | ErrorActorEvent<unknown, 'createWalletPayment'>
  | DoneActorEvent<{ html: string }, 'createRedirectPayment'>
  | ErrorActorEvent<unknown, 'createRedirectPayment'>
  | DoneActorEvent<PaymentPollingOutput, 'polling'>;

const notProvided = async (): Promise<never> => {
  throw new Error('provided by the app');
};

const itemById = (context: CheckoutContext, productId: string) =>
  context.items.find((item) => item.productId === productId);

const addressExists = (context: CheckoutContext, id: string) =>
  context.addresses.some((address) => address.id === id);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** Deletes the cart line (shoppingCartDelete). */
    removeCartItem: fromPromise<unknown, RemoveCartItemInput>(notProvided),
    /** The saved addresses (addressList). */
    loadAddresses: fromPromise<CheckoutAddress[], Record<string, never>>(notProvided),
    /** deleteAddress; rejects unless statuscode 1. */
    deleteAddress: fromPromise<unknown, DeleteAddressInput>(notProvided),
    /** saveorder with orderStatus 9. */
    saveOrder: fromPromise<unknown, SaveOrderInput>(notProvided),
    /** WXPAY; resolves with the QR's code_url. */
    createWalletPayment: fromPromise<{ codeUrl: string }, CreateWalletPaymentInput>(notProvided),
    /** eshoppingKey/pay; resolves with the provider's HTML form. */
    createRedirectPayment: fromPromise<{ html: string }, CreateRedirectPaymentInput>(notProvided),
    /** The app provides it with its checkPayment actor. */
    paymentPolling: paymentPollingMachine,
  },
  actions: {
    setQuantity: assign({
      items: ({ context, event }) =>
        event.type === 'SET_QUANTITY'
          ? context.items.map((item) =>
              item.productId === event.productId
                ? { ...item, quantity: clampQuantity(event.quantity, item.stock) }
                : item,
            )
          : context.items,
    }),
    markRemoving: assign({
      removingProductId: ({ event }) => (event.type === 'REMOVE_ITEM' ? event.productId : null),
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
      const addresses = event.type === 'xstate.done.actor.loadAddresses' ? event.output : [];
      return { addresses, selectedAddressId: addresses[0]?.id ?? null, problem: null };
    }),
    selectAddress: assign({
      selectedAddressId: ({ context, event }) =>
        event.type === 'CHOOSE_ADDRESS' ? event.id : context.selectedAddressId,
    }),
    /** A new address comes last; an edited one stays in its place. Either is chosen. */
    putSavedAddress: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS_SAVED') return {};
      const saved = event.address;
      const addresses = addressExists(context, saved.id)
        ? context.addresses.map((address) => (address.id === saved.id ? saved : address))
        : [...context.addresses, saved];
      return { addresses, selectedAddressId: saved.id, editingAddressId: null };
    }),
    editAddress: assign({
      editingAddressId: ({ event }) => (event.type === 'EDIT_ADDRESS' ? event.id : null),
    }),
    forgetEditing: assign({ editingAddressId: null }),
    askDeleteAddress: assign({
      pendingDeleteId: ({ event }) => (event.type === 'DELETE_ADDRESS' ? event.id : null),
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
      method: ({ context, event }) =>
        event.type === 'CHOOSE_METHOD' ? event.method : context.method,
      problem: null,
    }),
    markOrderSaved: assign({ orderSaved: true }),
    storeCodeUrl: assign({
      codeUrl: ({ event }) =>
        event.type === 'xstate.done.actor.createWalletPayment' ? event.output.codeUrl : null,
    }),
    clearCodeUrl: assign({ codeUrl: null }),
    storeRedirectForm: assign({
      redirectHtml: ({ event }) =>
        event.type === 'xstate.done.actor.createRedirectPayment' ? event.output.html : null,
    }),
    /** Starts a new round of checks after the polling timed out. */
    retryPolling: sendTo('polling', { type: 'RETRY' }),
    /** The app opens the payment-success view (/payView), which counts down to the orders. */
    showPaymentSuccess: () => {},
    /** The app auto-submits the provider's form; the page leaves. */
    submitRedirectForm: (_, _params: { html: string }) => {},
    /** The app shows the translated "login expired" message. */
    notifySessionExpired: () => {},
    /** The app clears the session and opens /loginn. */
    goToLogin: () => {},
  },
  guards: {
    canEditQuantity: ({ context, event }) =>
      event.type === 'SET_QUANTITY' &&
      context.mode !== 'payUnpaid' &&
      itemById(context, event.productId) !== undefined,
    canRemoveItem: ({ context, event }) =>
      event.type === 'REMOVE_ITEM' &&
      context.mode === 'cart' &&
      itemById(context, event.productId) !== undefined,
    hasItems: ({ context }) => context.items.length > 0,
    hasUnavailableItem: ({ context }) => context.items.some(isUnavailable),
    hasOutOfStockItem: ({ context }) => context.items.some(isOutOfStock),
    isKnownAddress: ({ context, event }) =>
      (event.type === 'CHOOSE_ADDRESS' ||
        event.type === 'DELETE_ADDRESS' ||
        event.type === 'EDIT_ADDRESS') &&
      addressExists(context, event.id),
    hasSelectedAddress: ({ context }) =>
      context.selectedAddressId !== null && addressExists(context, context.selectedAddressId),
    mustSaveOrder: ({ context }) => !context.orderSaved,
    choseWallet: ({ event }) => event.type === 'CHOOSE_METHOD' && event.method === 'wallet',
    paysByWallet: ({ context }) => context.method === 'wallet',
    isSessionExpired: ({ event }) => 'error' in event && isSessionExpiredError(event.error),
    pollingPaid: ({ event }) =>
      event.type === 'xstate.done.actor.polling' && event.output.result === 'paid',
    pollingExpired: ({ event }) =>
      event.type === 'xstate.done.actor.polling' && event.output.result === 'expired',
  },
  delays: {
    loginRedirect: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    mode: input.mode,
    orderId: input.orderId,
    // An unpaid order is paid exactly as placed: the shop charges its saved total, so a
    // quantity brought down to today's stock would ask the wallet for the wrong amount.
    items:
      input.mode === 'payUnpaid'
        ? input.items
        : input.items.map((item) => ({
            ...item,
            quantity: clampQuantity(item.quantity, item.stock),
          })),
    removingProductId: null,
    addresses: [],
    selectedAddressId: null,
    pendingDeleteId: null,
    editingAddressId: null,
    method: null,
    orderSaved: input.mode === 'payUnpaid',
    codeUrl: null,
    redirectHtml: null,
    problem: null,
  }),
  initial: 'cart',
  states: {
    cart: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SET_QUANTITY: { guard: 'canEditQuantity', actions: 'setQuantity' },
            REMOVE_ITEM: { guard: 'canRemoveItem', target: 'removing', actions: 'markRemoving' },
            // An empty cart has nothing to order: the screen offers the shop instead of
            // this button (docs/decisions/machines-shop.md), and the event is ignored.
            PLACE_ORDER: [
              {
                guard: 'hasUnavailableItem',
                actions: { type: 'setProblem', params: { problem: 'removeUnavailable' } },
              },
              {
                guard: 'hasOutOfStockItem',
                actions: { type: 'setProblem', params: { problem: 'outOfStock' } },
              },
              { guard: 'hasItems', target: '#checkout.address', actions: 'clearProblem' },
            ],
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeCartItem',
            src: 'removeCartItem',
            input: ({ context }) => ({
              productId: context.removingProductId ?? '',
              cartItemId: context.items.find((item) => item.productId === context.removingProductId)
                ?.cartItemId,
            }),
            onDone: { target: 'idle', actions: 'removeItem' },
            onError: {
              target: 'idle',
              actions: [
                'forgetRemoving',
                { type: 'setProblem', params: { problem: 'removeFailed' } },
              ],
            },
          },
        },
      },
    },
    address: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            input: () => ({}),
            onDone: { target: 'choosing', actions: 'setAddresses' },
            onError: {
              target: 'loadFailed',
              actions: { type: 'setProblem', params: { problem: 'addressesFailed' } },
            },
          },
        },
        loadFailed: {
          on: {
            RETRY: { target: 'loading', actions: 'clearProblem' },
            CLOSE: { target: '#checkout.cart', actions: 'clearProblem' },
          },
        },
        choosing: {
          on: {
            CHOOSE_ADDRESS: { guard: 'isKnownAddress', actions: ['selectAddress', 'clearProblem'] },
            ADD_ADDRESS: { target: 'adding', actions: ['forgetEditing', 'clearProblem'] },
            EDIT_ADDRESS: {
              guard: 'isKnownAddress',
              target: 'adding',
              actions: ['editAddress', 'clearProblem'],
            },
            DELETE_ADDRESS: {
              guard: 'isKnownAddress',
              target: 'confirmingDelete',
              actions: ['askDeleteAddress', 'clearProblem'],
            },
            PAY: [
              { guard: 'hasSelectedAddress', target: '#checkout.payment', actions: 'clearProblem' },
              { actions: { type: 'setProblem', params: { problem: 'noAddress' } } },
            ],
            CLOSE: { target: '#checkout.cart', actions: 'clearProblem' },
          },
        },
        /** The address form is open, for a new address or the one being edited. */
        adding: {
          on: {
            ADDRESS_SAVED: { target: 'choosing', actions: 'putSavedAddress' },
            CANCEL: { target: 'choosing', actions: 'forgetEditing' },
          },
        },
        confirmingDelete: {
          on: {
            CONFIRM: 'deleting',
            CANCEL: { target: 'choosing', actions: 'forgetDeleteAddress' },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            input: ({ context }) => ({ addressId: context.pendingDeleteId ?? '' }),
            onDone: { target: 'choosing', actions: 'removeAddress' },
            onError: {
              target: 'choosing',
              actions: [
                'forgetDeleteAddress',
                { type: 'setProblem', params: { problem: 'deleteAddressFailed' } },
              ],
            },
          },
        },
      },
    },
    payment: {
      initial: 'choosingMethod',
      states: {
        choosingMethod: {
          on: {
            CHOOSE_METHOD: [
              { guard: 'mustSaveOrder', target: 'savingOrder', actions: 'chooseMethod' },
              { guard: 'choseWallet', target: 'creatingWalletPayment', actions: 'chooseMethod' },
              { target: 'creatingRedirectPayment', actions: 'chooseMethod' },
            ],
            BACK: { target: '#checkout.address.choosing', actions: 'clearProblem' },
            CLOSE: { target: '#checkout.cart', actions: 'clearProblem' },
          },
        },
        savingOrder: {
          tags: ['busy'],
          invoke: {
            id: 'saveOrder',
            src: 'saveOrder',
            input: ({ context }) => ({
              orderId: context.orderId,
              items: context.items,
              total: orderTotal(context.items),
              status: ORDER_STATUS_UNPAID,
              method: context.method ?? 'wallet',
              addressId: context.selectedAddressId ?? '',
            }),
            onDone: [
              { guard: 'paysByWallet', target: 'creatingWalletPayment', actions: 'markOrderSaved' },
              { target: 'creatingRedirectPayment', actions: 'markOrderSaved' },
            ],
            onError: [
              { guard: 'isSessionExpired', target: '#checkout.sessionExpired' },
              {
                target: 'choosingMethod',
                actions: { type: 'setProblem', params: { problem: 'orderSaveFailed' } },
              },
            ],
          },
        },
        creatingWalletPayment: {
          tags: ['busy'],
          invoke: {
            id: 'createWalletPayment',
            src: 'createWalletPayment',
            input: ({ context }) => ({
              orderId: context.orderId,
              totalCents: totalCents(context.items),
              items: context.items,
            }),
            onDone: { target: 'walletQr', actions: 'storeCodeUrl' },
            onError: [
              { guard: 'isSessionExpired', target: '#checkout.sessionExpired' },
              {
                target: 'choosingMethod',
                actions: { type: 'setProblem', params: { problem: 'paymentFailed' } },
              },
            ],
          },
        },
        walletQr: {
          invoke: {
            id: 'polling',
            src: 'paymentPolling',
            input: ({ context }) => ({ orderId: context.orderId }),
            // Polling ends only paid or expired: closing the QR leaves this state,
            // which stops the polling actor instead of letting it finish.
            onDone: [
              { guard: 'pollingPaid', target: '#checkout.paid', actions: 'clearCodeUrl' },
              { guard: 'pollingExpired', target: '#checkout.sessionExpired' },
            ],
          },
          on: {
            CANCEL_PAYMENT: { target: 'choosingMethod', actions: 'clearCodeUrl' },
            RETRY_POLLING: { actions: 'retryPolling' },
          },
        },
        creatingRedirectPayment: {
          tags: ['busy'],
          invoke: {
            id: 'createRedirectPayment',
            src: 'createRedirectPayment',
            input: ({ context }) => ({
              orderId: context.orderId,
              total: orderTotal(context.items),
              items: context.items,
            }),
            onDone: { target: '#checkout.redirected', actions: 'storeRedirectForm' },
            onError: [
              { guard: 'isSessionExpired', target: '#checkout.sessionExpired' },
              {
                target: 'choosingMethod',
                actions: { type: 'setProblem', params: { problem: 'paymentFailed' } },
              },
            ],
          },
        },
      },
    },
    paid: {
      type: 'final',
      entry: 'showPaymentSuccess',
    },
    redirected: {
      type: 'final',
      entry: {
        type: 'submitRedirectForm',
        params: ({ context }) => ({ html: context.redirectHtml ?? '' }),
      },
    },
    sessionExpired: {
      entry: 'notifySessionExpired',
      after: { loginRedirect: 'loginOpened' },
    },
    loginOpened: {
      type: 'final',
      entry: 'goToLogin',
    },
  },
});
