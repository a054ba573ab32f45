/** The customer's cart: one row per product, with the chosen quantity. */
import * as z from 'zod/mini';
import { defineEndpoint, jsonId, noBody, shopEnvelope } from '../endpoint';
import { product } from './catalogue';
import { CATALOGUE_API, recordId, shopLanguage, shopToken, wholeNumber } from './common';

/** Most units of one product a cart row may hold (also bounded by the stock). */
export const MAX_CART_QUANTITY = 999;

/**
 * A cart row: the product as it is now (price, stock, audit and listing state)
 * plus the row id and the chosen quantity in `productNumber`.
 */
export const cartItem = z.extend(product, {
  shoppingCartId: z.string(),
  productNumber: z.number(),
});
export type CartItem = z.infer<typeof cartItem>;

export const saveShoppingCart = defineEndpoint({
  name: 'saveShoppingCart',
  summary:
    'Without `id`: adds `productSells` units of `productId` (the same product again raises its row). With `id` (a row of the caller): sets that row to `productSells` units. The quantity stays within 1..stock. Statuscode 1 success.',
  method: 'POST',
  path: `${CATALOGUE_API}/saveShoppingCart`,
  query: z.object({ eshoppingtoken: shopToken }),
  bodyKind: 'json',
  body: z.object({
    productId: jsonId(recordId),
    /** Accepted and ignored: names come from the catalogue. */
    productName: z.optional(z.string().check(z.maxLength(200))),
    /** The quantity (to add, or to set when `id` is given). */
    productSells: wholeNumber(1, MAX_CART_QUANTITY),
    /** The cart row to set, for the cart's quantity stepper. */
    id: z.optional(jsonId(z.string().check(z.maxLength(64)))),
  }),
  result: shopEnvelope(cartItem),
  auth: 'user',
  usedBy: ['/goodsDeil', '/cartView'],
});

export const shoppingCartList = defineEndpoint({
  name: 'shoppingCartList',
  summary:
    "The caller's cart, newest row first, each in the language it was added in unless `language` is given.",
  method: 'POST',
  path: `${CATALOGUE_API}/shoppingCartList`,
  query: z.object({ eshoppingtoken: shopToken, language: shopLanguage }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(cartItem)),
  auth: 'user',
  usedBy: ['/cartView'],
});

export const shoppingCartDelete = defineEndpoint({
  name: 'shoppingCartDelete',
  summary:
    'Removes cart rows of the caller: `id` is one row id or several separated by commas (all or none are removed). Statuscode 1 success; `data` is the cart that remains.',
  method: 'POST',
  path: `${CATALOGUE_API}/shoppingCartDelete`,
  query: z.object({
    eshoppingtoken: shopToken,
    id: z.string().check(z.minLength(1), z.maxLength(2000)),
  }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(cartItem)),
  auth: 'user',
  usedBy: ['/cartView'],
});
