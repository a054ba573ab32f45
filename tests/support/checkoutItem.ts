import type { CheckoutItem } from '../../machines/checkoutTypes';

/** A line of the checkout as the cart hands it over: in stock, audited, listed. */
export const checkoutItem = (overrides: Partial<CheckoutItem> = {}): CheckoutItem => ({
  productId: 'p1',
  name: 'LTE module',
  price: 12.5,
  quantity: 2,
  stock: 5,
  audited: true,
  listed: true,
  cartItemId: 'c1',
  ...overrides,
});
