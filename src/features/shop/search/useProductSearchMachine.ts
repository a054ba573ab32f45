import { fromPromise } from 'xstate';
import type { Product } from '../../../api/catalogue';
import { productSearchMachine } from '../../../../machines/productSearchMachine';
import type { ProductQuery } from '../../../../machines/productSearchTypes';
import { useFlowMachine } from '../../../lib/useFlowMachine';

type Search = (query: ProductQuery) => Promise<Product[]>;

/** Runs the product-search machine with the screen's way of answering a query. */
export function useProductSearchMachine(search: Search) {
  return useFlowMachine(search, (current) =>
    productSearchMachine.provide({
      actors: {
        search: fromPromise(({ input }: { input: ProductQuery }) => current()(input)),
      },
    }),
  );
}

export type ProductSearch = ReturnType<typeof useProductSearchMachine>;
