/**
 * The catalogue as it is now: the generated products with the stock, sales and
 * shelf state changed since (payments, dev actions), kept per mock app in the store.
 */
import type { Product } from '../../src/api/contract/shop/catalogue';
import type { OrderLine } from '../../src/api/contract/shop/orders';
import type { ShopCatalogue } from '../../fixtures/shop';
import type { Collection } from '../state/store';
import type { InventoryRecord } from './records';
import { baseId } from '../../src/i18n/localeIds';

export interface LiveCatalogue {
  /** A product of either language by id, as it is now. */
  product(id: string, stockZero?: boolean): Product | undefined;
  /** The products on sale among `products`, as they are now. */
  onSale(products: readonly Product[], stockZero: boolean): Product[];
  /** Paid lines leave the stock and count as sold. */
  recordSale(lines: readonly OrderLine[]): void;
  /** Dev action: change a product's stock or shelf state. */
  setState(id: string, patch: Partial<Omit<InventoryRecord, 'id'>>): Product | undefined;
  /** Grows with every change, so cached answers know when they are stale. */
  version(): number;
}

/** On sale: audited and listed. Out of stock is a separate condition. */
export const isOnSale = (item: Product) => item.auditStatus === 1 && item.uploadStatus === 1;

export function createLiveCatalogue(
  catalogue: ShopCatalogue,
  inventory: Collection<InventoryRecord>,
): LiveCatalogue {
  function current(item: Product, stockZero: boolean): Product {
    const changed = inventory.get(baseId(item.id));
    const live = changed
      ? {
          ...item,
          productSells: changed.productSells,
          productSku: changed.productSku,
          auditStatus: changed.auditStatus ?? item.auditStatus,
          uploadStatus: changed.uploadStatus ?? item.uploadStatus,
        }
      : item;
    return stockZero ? { ...live, productSku: 0 } : live;
  }

  function product(id: string, stockZero = false) {
    const item = catalogue.productById.get(id);
    return item && current(item, stockZero);
  }

  let version = 0;

  function setState(id: string, patch: Partial<Omit<InventoryRecord, 'id'>>) {
    const now = product(id);
    if (!now) return undefined;
    version += 1;
    const recordId = baseId(id);
    const next = {
      productSells: now.productSells,
      productSku: now.productSku,
      auditStatus: now.auditStatus,
      uploadStatus: now.uploadStatus,
      ...patch,
    };
    if (inventory.get(recordId)) inventory.update(recordId, next);
    else inventory.insert({ id: recordId, ...next });
    return product(id);
  }

  return {
    product,
    onSale(products, stockZero) {
      // Nothing changed and no scenario: the generated list is the answer as is.
      if (!stockZero && inventory.all().length === 0) return products.filter(isOnSale);
      return products.map((item) => current(item, stockZero)).filter(isOnSale);
    },
    recordSale(lines) {
      for (const line of lines) {
        const now = product(line.productId);
        if (!now) continue;
        setState(line.productId, {
          productSells: now.productSells + line.buyNum,
          productSku: Math.max(0, now.productSku - line.buyNum),
        });
      }
    },
    setState,
    version: () => version,
  };
}
