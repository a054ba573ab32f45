/** Orders: placing, listing and deleting them. Status codes are the tabs of /buyTab. */
import * as z from 'zod/mini';
import { defineEndpoint, jsonId, noBody, numberInput, shopEnvelope } from '../endpoint';
import {
  CATALOGUE_API,
  orderNumber,
  recordId,
  shopDateTime,
  shopToken,
  wholeNumber,
} from './common';
import { MAX_CART_QUANTITY } from './cart';

/** `orderWay`: how the order was paid. */
export const ORDER_WAY = { notChosen: 0, walletQr: 1, onlineRedirect: 2 } as const;

/** Most lines one order may hold. */
export const MAX_ORDER_LINES = 50;

export const orderLine = z.object({
  productName: z.string(),
  productId: z.string(),
  modeId: z.string(),
  modeName: z.string(),
  buyNum: z.number(),
  /** The unit price when the order was placed. */
  productPrice: z.number(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const order = z.object({
  orderid: z.string(),
  /** The total in CNY, two decimals. */
  orderPay: z.number(),
  orderStatus: z.number(),
  orderWay: z.number(),
  /** The username of the customer. */
  createBy: z.string(),
  createDate: shopDateTime,
  updateBy: z.string(),
  updateDate: shopDateTime,
  /** Set when paid. */
  payDate: z.nullable(shopDateTime),
  /** The first line's picture. */
  picture: z.string(),
  /** The lines' names, joined. */
  productName: z.string(),
  /** Units over all lines. */
  productSells: z.number(),
  /** 1 once paid, 0 before. */
  buyStatus: z.number(),
  /** The shipment's tracking number and carrier, once shipped. */
  wuliuId: z.nullable(z.string()),
  wuliuCompany: z.nullable(z.string()),
  /** The customer's return shipment of an exchange (WlForm). */
  returnWuliuId: z.nullable(z.string()),
  returnWuliuCompany: z.nullable(z.string()),
  receiptStatus: z.number(),
  addressId: z.string(),
  cartList: z.array(orderLine),
});
export type Order = z.infer<typeof order>;

const orderLineInput = z.object({
  productId: jsonId(recordId),
  buyNum: wholeNumber(1, MAX_CART_QUANTITY),
  /** The price the customer saw; refused when the catalogue's differs. */
  productPrice: numberInput,
  /** Accepted and ignored: names and categories come from the catalogue. */
  productName: z.optional(z.string().check(z.maxLength(200))),
  modeId: z.optional(jsonId(z.string().check(z.maxLength(64)))),
  modeName: z.optional(z.string().check(z.maxLength(200))),
});

export const saveOrder = defineEndpoint({
  name: 'saveorder',
  summary:
    "Places an unpaid order (status 9) for the caller. `orderPay` must equal the catalogue's prices × quantities (2 decimals), `addressId` must be the caller's, every product on sale and in stock, `orderid` unused. Statuscode 1 success; `data` is the order.",
  method: 'POST',
  path: `${CATALOGUE_API}/saveorder`,
  query: z.object({ eshoppingtoken: shopToken }),
  bodyKind: 'json',
  body: z.object({
    orderid: jsonId(orderNumber),
    cartList: z.array(orderLineInput).check(z.minLength(1), z.maxLength(MAX_ORDER_LINES)),
    orderPay: numberInput,
    /** Must be 9 (unpaid) when given. */
    orderStatus: z.optional(numberInput),
    /** 1 wallet QR, 2 online redirect; the payment call sets it when left out. */
    orderWay: z.optional(wholeNumber(0, 2)),
    /** Accepted and ignored: the order belongs to the token's user. */
    creatBy: z.optional(z.string().check(z.maxLength(100))),
    addressId: jsonId(recordId),
  }),
  result: shopEnvelope(order),
  auth: 'user',
  usedBy: ['/cartView'],
});

export const orderList = defineEndpoint({
  name: 'orderlist',
  summary:
    "The caller's orders, newest first, of status `orderStatus` and number `orderid` when given (empty means any).",
  method: 'GET',
  path: `${CATALOGUE_API}/orderlist`,
  query: z.object({
    /** Accepted and ignored: only the token's user's orders are listed. */
    createby: z.optional(z.string().check(z.maxLength(100))),
    orderStatus: z.optional(
      z.union([z.literal(''), wholeNumber(0, 9)], { error: 'expected a status 0 to 9, or empty' }),
    ),
    orderid: z.optional(z.string().check(z.maxLength(18))),
    eshoppingtoken: shopToken,
  }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(order)),
  auth: 'user',
  usedBy: ['/buyTab'],
});

export const deleteOrder = defineEndpoint({
  name: 'deleteOrder',
  summary: "Deletes the caller's unpaid (status 9) order. Statuscode 1 success; `data` is null.",
  method: 'POST',
  path: `${CATALOGUE_API}/deleteOrder`,
  query: z.object({ orderId: orderNumber, eshoppingtoken: shopToken }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.null()),
  auth: 'user',
  usedBy: ['/buyTab'],
});
