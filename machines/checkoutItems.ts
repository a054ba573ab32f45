/**
 * The checkout's items: their totals, the quantities a stepper allows, what cannot be bought, and
 * the context a checkout starts with.
 */
import { fromCents, toCents, TOTAL_DECIMALS } from '../src/domain/money';
import type { CheckoutContext, CheckoutInput, CheckoutItem } from './checkoutTypes';

/** The order total in cents (the wallet payment's total_fee). */
export function totalCents(items: readonly Pick<CheckoutItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
}

/** The order total as a number with at most two decimals. */
export function orderTotal(items: readonly Pick<CheckoutItem, 'price' | 'quantity'>[]): number {
  return fromCents(totalCents(items));
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

/** The item of `productId`, if the checkout has it. */
export const itemById = (context: CheckoutContext, productId: string) =>
  context.items.find((item) => item.productId === productId);

export const addressExists = (context: CheckoutContext, id: string) =>
  context.addresses.some((address) => address.id === id);

/** The context of a checkout entered from the cart, buy-now or an unpaid order. */
export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  return {
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
  };
}
