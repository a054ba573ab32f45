// @vitest-environment jsdom
/**
 * The payment-success view's countdown as the app runs it (usePaymentSuccessMachine): it opens the
 * orders, at once on the customer's request.
 */
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { usePaymentSuccessMachine } from '../../../../src/features/cart/paymentSuccess/usePaymentSuccessMachine';
import { routerAt } from '../../../support/hookHarness';

afterEach(cleanup);

it('opens the orders, with no tab chosen, when the customer asks', async () => {
  const { router, wrapper } = routerAt('/payView?orderId=1');
  const { result } = renderHook(() => usePaymentSuccessMachine(), { wrapper });
  await act(() => result.current[1]({ type: 'GO_TO_ORDERS' }));
  await waitFor(() => expect(router.history.location.pathname).toBe('/buyTab'));
  expect(router.history.location.search).toBe('');
});
