import { useRouter } from '@tanstack/react-router';
import { paymentSuccessMachine } from '../../../../machines/paymentSuccessMachine';
import { useFlowMachine } from '../../../lib/useFlowMachine';

/** The payment-success countdown, which opens the orders. */
export function usePaymentSuccessMachine() {
  const router = useRouter();
  return useFlowMachine(router, (current) =>
    paymentSuccessMachine.provide({
      actions: { goToOrders: () => void current().navigate({ to: '/buyTab', search: {} }) },
    }),
  );
}
