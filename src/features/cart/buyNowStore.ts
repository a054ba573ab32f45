/**
 * The buy-now basket (`nowCart` in storage): the product detail page stores
 * `{ id, productNumber }` records and opens `/cartView?type=nowCart`. Kept in
 * storage so a reload of the cart page keeps it.
 */
import { storage } from '../../lib/storage';

export interface BuyNowEntry {
  id: string;
  quantity: number;
}

export function readBuyNow(): BuyNowEntry[] {
  return (storage.nowCart.get() ?? []).flatMap((record) => {
    const id = record.id;
    const quantity = Number(record.productNumber ?? 1);
    return typeof id === 'string' && id !== ''
      ? [{ id, quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1 }]
      : [];
  });
}

/** Keeps a stepper change, so a reload shows the quantity chosen. */
export function storeBuyNowQuantity(id: string, quantity: number): void {
  const records = storage.nowCart.get() ?? [];
  storage.nowCart.set(
    records.map((record) => (record.id === id ? { ...record, productNumber: quantity } : record)),
  );
}
