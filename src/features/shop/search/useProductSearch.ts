import { fromPromise } from 'xstate';
import type { Product } from '../../../api/catalogue';
import { productSearchMachine, type ProductQuery } from '../../../../machines/productSearchMachine';
import { useAppMachine } from '../../../lib/useAppMachine';
import { useLatest } from '../useLatest';

type Search = (query: ProductQuery) => Promise<Product[]>;

/** Runs the product-search machine with the screen's way of answering a query. */
export function useProductSearch(search: Search) {
  // The machine is created once; the latest function (e.g. after a language switch) answers.
  const latest = useLatest(search);
  return useAppMachine(
    productSearchMachine.provide({
      actors: {
        search: fromPromise(({ input }: { input: ProductQuery }) => latest.get()(input)),
      },
    }),
  );
}

export type ProductSearch = ReturnType<typeof useProductSearch>;
