/**
 * Prices and totals (shop-and-shell §9): amounts are compared and summed in whole cents, so
 * 0.1 + 0.2 is 0.30; the wallet takes the total in cents (total times 100); totals show two
 * decimals.
 */
export const CENTS_PER_YUAN = 100;
export const TOTAL_DECIMALS = 2;

export const toCents = (yuan: number): number => Math.round(yuan * CENTS_PER_YUAN);
export const fromCents = (cents: number): number => cents / CENTS_PER_YUAN;
