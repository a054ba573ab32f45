/** The checkout machine's types: its input, context, events and the inputs of its actors. */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { ORDER_STATUS } from '../src/domain/orders';
import type { SavedAddress } from './addressSaveTypes';
import type { PaymentPollingOutput } from './paymentPollingRules';

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

/** A saved delivery address, as the address form saves it. */
export type CheckoutAddress = SavedAddress;

/** What the screen tells the user; it translates the code. */
export type CheckoutProblem =
  | 'removeUnavailable'
  | 'outOfStock'
  | 'removeFailed'
  | 'quantitySaveFailed'
  | 'addressesFailed'
  | 'noAddress'
  | 'deleteAddressFailed'
  | 'orderSaveFailed'
  | 'paymentFailed';

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

/** A changed quantity, kept where the items come from (the cart, or buy-now's store). */
export interface SaveQuantityInput {
  mode: CheckoutMode;
  productId: string;
  cartItemId: string | undefined;
  quantity: number;
}

export interface DeleteAddressInput {
  addressId: string;
}

export interface SaveOrderInput {
  orderId: string;
  items: CheckoutItem[];
  total: number;
  status: typeof ORDER_STATUS.unpaid;
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
  | DoneActorEvent<unknown, 'saveQuantity'>
  | ErrorActorEvent<unknown, 'saveQuantity'>
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
