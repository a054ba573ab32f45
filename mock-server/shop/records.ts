/** The shop's per-user state in the mock's store. Every record names its owner. */
import type { StoredRecord } from '../state/store';
import type { Address } from '../../src/api/contract/shop/addresses';
import type { Order } from '../../src/api/contract/shop/orders';
import type { Invoice } from '../../src/api/contract/shop/afterSales/receipts';

export const CART = 'shopCart';
export const ADDRESSES = 'shopAddresses';
export const ORDERS = 'shopOrders';
export const PAYMENTS = 'shopPayments';
export const RECEIPTS = 'shopReceipts';
/** Stock and sales as they change, by product base id; products absent here are as generated. */
export const INVENTORY = 'shopInventory';

export interface Owned extends StoredRecord {
  /** The user id; the only thing that decides who may see or change the record. */
  ownerId: string;
}

/** A cart row; `id` is the shoppingCartId. */
export interface CartRecord extends Owned {
  /** As added, so the row keeps the language it was added in. */
  productId: string;
  productNumber: number;
  addedAt: number;
}

/** `id` is the addressid. */
export interface AddressRecord extends Owned, Omit<Address, 'addressid'> {
  createdAt: number;
}

/** `id` is the orderid. Timestamps drive the logistics trails. */
export interface OrderRecord extends Owned, Order {
  shippedAt: number | null;
  deliveredAt: number | null;
  returnShippedAt: number | null;
  returnReceivedAt: number | null;
  /** Where a rejected refund or exchange request returns to. */
  statusBeforeAfterSales: number | null;
}

/** A started payment; `id` is the trade number (the orderid). */
export interface PaymentRecord extends Owned {
  method: 'wallet' | 'redirect';
  /** What the customer pays for, as the payment call described it. */
  subject: string;
  amountCents: number;
  createdAt: number;
  paidAt: number | null;
}

/** `id` is the orderid; the status lives on the order. */
export interface ReceiptRecord extends Owned, Omit<Invoice, 'orderId' | 'receiptStatus'> {}

export interface InventoryRecord extends StoredRecord {
  productSells: number;
  productSku: number;
  auditStatus?: number;
  uploadStatus?: number;
}
