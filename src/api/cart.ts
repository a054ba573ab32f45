/**
 * The cart calls: add a product, set a row's quantity, list the cart, remove rows.
 * Every call sends the stored login token as `eshoppingtoken`. A refusal of the shop
 * (statuscode other than 1) rejects with a 'business' ApiError whose `details.code`
 * is the statuscode, so a screen can tell "not logged in" (2) from other refusals.
 */
import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { storage } from '../lib/storage';
import { ApiError, isApiError } from './apiError';
import { callEndpoint } from './callEndpoint';
import type { Locale } from '../i18n/locales';
import {
  cartItem,
  saveShoppingCart,
  shoppingCartDelete,
  shoppingCartList,
  type CartItem,
} from './contract/shop/cart';
import { shopEnvelope } from './contract/endpoint';

export type { CartItem } from './contract/shop/cart';

/** Shop statuscodes of the cart calls. */
export const SHOP_SUCCESS = 1;
export const SHOP_NOT_LOGGED_IN = 2;

/** True when the shop refused a call because the caller is not (or no longer) logged in. */
export function isShopNotLoggedIn(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'business' && error.details.code === SHOP_NOT_LOGGED_IN
  );
}

/** What a refusal looks like: no data, a statuscode and (usually) a message. */
const shopRefusal = z.object({
  statuscode: z.number(),
  msg: z.optional(z.string()),
  data: z.optional(z.null()),
});

const rowAnswer = z.union([shopEnvelope(cartItem), shopRefusal]);
const cartAnswer = z.union([shopEnvelope(z.array(cartItem)), shopRefusal]);

type Answer<T> = { statuscode: number; msg?: string | undefined; data?: T | null | undefined };

function dataOf<T>(answer: Answer<T> | undefined, path: string): T {
  if (answer === undefined) {
    // A token refresh (code 11000) answers nothing: the call did not happen.
    throw new ApiError('business', t`Please try again.`, { path });
  }
  if (answer.statuscode === SHOP_SUCCESS && answer.data != null) return answer.data;
  const message = answer.msg || t`The shop refused the request.`;
  throw new ApiError('business', message, { code: answer.statuscode, path });
}

const token = () => storage.usertoken.get();

export interface AddToCartInput {
  productId: string;
  productName?: string;
  quantity: number;
}

/** Adds `quantity` units of a product (the same product again raises its row). */
export async function addToCart(input: AddToCartInput): Promise<CartItem> {
  const answer = await callEndpoint(
    { ...saveShoppingCart, result: rowAnswer },
    { eshoppingtoken: token() },
    { productId: input.productId, productName: input.productName, productSells: input.quantity },
  );
  return dataOf(answer, saveShoppingCart.path);
}

export interface SetCartQuantityInput {
  /** The cart row (`shoppingCartId`). */
  rowId: string;
  productId: string;
  quantity: number;
}

/** Sets a cart row to `quantity` units (the cart's stepper). */
export async function setCartQuantity(input: SetCartQuantityInput): Promise<CartItem> {
  const answer = await callEndpoint(
    { ...saveShoppingCart, result: rowAnswer },
    { eshoppingtoken: token() },
    { productId: input.productId, productSells: input.quantity, id: input.rowId },
  );
  return dataOf(answer, saveShoppingCart.path);
}

/** The caller's cart, newest row first; in `language` when given, else as each row was added. */
export async function fetchCart(language?: Locale): Promise<CartItem[]> {
  const answer = await callEndpoint(
    { ...shoppingCartList, result: cartAnswer },
    { eshoppingtoken: token(), language },
  );
  return dataOf(answer, shoppingCartList.path);
}

/** Removes cart rows (all or none); resolves with the cart that remains. */
export async function removeCartRows(rowIds: readonly string[]): Promise<CartItem[]> {
  const answer = await callEndpoint(
    { ...shoppingCartDelete, result: cartAnswer },
    { eshoppingtoken: token(), id: rowIds.join(',') },
  );
  return dataOf(answer, shoppingCartDelete.path);
}
