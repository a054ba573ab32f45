/** Everything the shop's handlers share: the catalogue, the live stock and the per-user collections. */
import { shopCatalogue, type ShopCatalogue } from '../../fixtures/shop';
import type { MockContext } from '../http/context';
import type { Collection } from '../state/store';
import type { UserRecord } from '../state/records';
import { createLiveCatalogue, type LiveCatalogue } from './liveCatalogue';
import {
  ADDRESSES,
  CART,
  INVENTORY,
  ORDERS,
  PAYMENTS,
  RECEIPTS,
  type AddressRecord,
  type CartRecord,
  type InventoryRecord,
  type OrderRecord,
  type PaymentRecord,
  type ReceiptRecord,
} from './records';
import { refuse } from './refuse';

export interface ShopState {
  ctx: MockContext;
  catalogue: ShopCatalogue;
  live: LiveCatalogue;
  carts: Collection<CartRecord>;
  addresses: Collection<AddressRecord>;
  orders: Collection<OrderRecord>;
  payments: Collection<PaymentRecord>;
  receipts: Collection<ReceiptRecord>;
}

export function createShopState(ctx: MockContext): ShopState {
  const catalogue = shopCatalogue(ctx.options.seed);
  return {
    ctx,
    catalogue,
    live: createLiveCatalogue(catalogue, ctx.store.collection<InventoryRecord>(INVENTORY)),
    carts: ctx.store.collection<CartRecord>(CART),
    addresses: ctx.store.collection<AddressRecord>(ADDRESSES),
    orders: ctx.store.collection<OrderRecord>(ORDERS),
    payments: ctx.store.collection<PaymentRecord>(PAYMENTS),
    receipts: ctx.store.collection<ReceiptRecord>(RECEIPTS),
  };
}

/**
 * The caller's order. Another user's order gets the same answer as a missing
 * one, so order numbers cannot be probed.
 */
export function ownOrder(state: ShopState, user: UserRecord, orderId: string): OrderRecord {
  const found = state.orders.get(orderId);
  if (!found || found.ownerId !== user.id) throw refuse('订单不存在', 'Order not found');
  return found;
}
