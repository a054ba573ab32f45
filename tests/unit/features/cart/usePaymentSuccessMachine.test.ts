// @vitest-environment jsdom
/**
 * The payment-success view's countdown as the app runs it (usePaymentSuccessMachine): it opens the
 * orders, at once on the customer's request.
 */
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { usePaymentSuccessMachine } from '../../../../src/features/cart/usePaymentSuccessMachine';

// React's act() settles the machine's renders between steps (as @testing-library does by itself
// where test globals are on).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(cleanup);

it('opens the orders, with no tab chosen, when the customer asks', async () => {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/payView?orderId=1'] }),
  });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(RouterContextProvider, { router, children });
  const { result } = renderHook(() => usePaymentSuccessMachine(), { wrapper });
  await act(() => result.current[1]({ type: 'GO_TO_ORDERS' }));
  await waitFor(() => expect(router.history.location.pathname).toBe('/buyTab'));
  expect(router.history.location.search).toBe('');
});
