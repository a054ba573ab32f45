import type { Product } from '../../../api/catalogue';

/** Prices are CNY with two decimals. */
export function formatPrice(value: number): string {
  return `¥${value.toFixed(2)}`;
}

/** Spec §2.6: the old price is struck out only when it is higher than the current one. */
export function hasOldPrice(product: Pick<Product, 'productOldPrice' | 'productPrice'>): boolean {
  return product.productOldPrice > product.productPrice;
}
