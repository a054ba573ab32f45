import { fromPromise } from 'xstate';
import { addToCartMachine } from '../../../../machines/addToCartMachine';
import type { AddToCartRequest } from '../../../../machines/addToCartTypes';
import { useFlowMachine } from '../../../lib/useFlowMachine';

/** The add-to-cart machine with the screen's way of adding (the cart API, or a test's double). */
export function useAddToCartMachine(add: (request: AddToCartRequest) => Promise<unknown>) {
  return useFlowMachine(add, (current) =>
    addToCartMachine.provide({
      actors: {
        addToCart: fromPromise(({ input }: { input: AddToCartRequest }) => current()(input)),
      },
    }),
  );
}
