/**
 * Orders: placing an unpaid order (saveorder), listing and deleting them. Also the
 * one reading of a shop answer every order-side module shares: success is
 * statuscode 1; a refusal (statuscode 0, or 2 "not logged in") rejects with a
 * 'business' ApiError whose `details.code` is the statuscode.
 */
import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { storage } from '../lib/storage';
import { ApiError } from './apiError';
import { callEndpoint } from './callEndpoint';
import type { Endpoint } from './contract/endpoint';
import { deleteOrder, order, orderList, saveOrder, type Order } from './contract/shop/orders';
import { shopEnvelope } from './contract/endpoint';

export type { Order, OrderLine } from './contract/shop/orders';

/** What a shop refusal looks like: a statuscode, usually a message, no data. */
const shopRefusal = z.object({
  statuscode: z.number(),
  msg: z.optional(z.string()),
  data: z.optional(z.null()),
});

/** The endpoint with its result widened to "its success or a refusal". */
export function orRefusal<E extends Endpoint>(endpoint: E, success: z.ZodMiniType) {
  return { ...endpoint, result: z.union([success, shopRefusal]) };
}

interface ShopAnswer {
  statuscode: number;
  msg?: string | undefined;
  data?: unknown;
}

/** The answer's data on statuscode 1; otherwise rejects with the statuscode as `details.code`. */
export function shopData<T>(answer: unknown, path: string): T {
  if (answer === undefined) {
    // A token refresh (code 11000) answers nothing: the call did not happen.
    throw new ApiError('business', t`Please try again.`, { path });
  }
  const { statuscode, msg, data } = answer as ShopAnswer;
  if (statuscode === 1) return data as T;
  throw new ApiError('business', msg || t`The shop refused the request.`, {
    code: statuscode,
    path,
  });
}

/** The stored login token, sent as `eshoppingtoken`. */
export const shopToken = () => storage.usertoken.get();

export interface NewOrderLine {
  productId: string;
  productName: string;
  modeId?: string;
  modeName?: string;
  buyNum: number;
  productPrice: number;
}

export interface NewOrder {
  orderid: string;
  cartList: NewOrderLine[];
  /** The total in CNY, two decimals. */
  orderPay: number;
  /** 1 wallet QR, 2 online redirect. */
  orderWay: 1 | 2;
  addressId: string;
  createBy?: string;
}

/** Saves the order as unpaid (status 9, spec §4). */
export async function placeOrder(input: NewOrder): Promise<Order> {
  const answer = await callEndpoint(
    orRefusal(saveOrder, shopEnvelope(order)),
    { eshoppingtoken: shopToken() },
    {
      orderid: input.orderid,
      cartList: input.cartList,
      orderPay: input.orderPay,
      orderStatus: 9,
      orderWay: input.orderWay,
      creatBy: input.createBy,
      addressId: input.addressId,
    },
  );
  return shopData<Order>(answer, saveOrder.path);
}

/** The caller's orders, newest first; of one status when given; one order when `orderId` is given. */
export async function fetchOrders(
  filter: { status?: number; orderId?: string } = {},
): Promise<Order[]> {
  const answer = await callEndpoint(orRefusal(orderList, shopEnvelope(z.array(order))), {
    orderStatus: filter.status ?? '',
    orderid: filter.orderId,
    createby: storage.curretUser.get()?.username,
    eshoppingtoken: shopToken(),
  });
  return shopData<Order[]>(answer, orderList.path);
}

/** Deletes an unpaid order. */
export async function removeOrder(orderId: string): Promise<void> {
  const answer = await callEndpoint(orRefusal(deleteOrder, shopEnvelope(z.null())), {
    orderId,
    eshoppingtoken: shopToken(),
  });
  shopData<null>(answer, deleteOrder.path);
}
