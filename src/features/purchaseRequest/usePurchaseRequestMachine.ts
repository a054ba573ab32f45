import { fromPromise } from 'xstate';
import { purchaseRequestMachine } from '../../../machines/purchaseRequestMachine';
import { sendPurchaseRequest } from '../../api/purchaseRequest';
import { useAppMachine } from '../../lib/useAppMachine';

const machine = purchaseRequestMachine.provide({
  actors: { send: fromPromise(({ input }) => sendPurchaseRequest(input)) },
});

/** The bulk order request with the real call. */
export function usePurchaseRequestMachine() {
  return useAppMachine(machine);
}
