/**
 * The product search dialog's query, events and context (the machine is in
 * productSearchMachine.ts).
 */
import type { Product } from '../src/api/contract/shop/catalogue';

export type ProductQuery =
  { kind: 'keyword'; keyword: string } | { kind: 'category'; modeId: string; modeName: string };

export type ProductSearchEvent =
  | { type: 'SEARCH'; query: ProductQuery }
  /** The same query again, after a failure. */
  | { type: 'RETRY' }
  /** The dialog was closed. */
  | { type: 'CLOSE' };

export interface ProductSearchContext {
  query: ProductQuery | undefined;
  results: Product[];
}
