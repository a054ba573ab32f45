// @vitest-environment jsdom
/**
 * The shop's add-to-cart and product-search machines as the screens run them
 * (useAddToCartMachine, useProductSearchMachine): the request each hands to the screen's call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { AddToCartRequest } from '../../../../machines/addToCartTypes';
import type { ProductQuery } from '../../../../machines/productSearchTypes';
import { useAddToCartMachine } from '../../../../src/features/shop/detail/useAddToCartMachine';
import { useProductSearchMachine } from '../../../../src/features/shop/search/useProductSearchMachine';
import { sendInAct } from '../../../support/hookHarness';

afterEach(cleanup);

describe('useAddToCartMachine', () => {
  it("adds the product with the chosen quantity through the screen's call", async () => {
    const add = vi.fn(async (_request: AddToCartRequest) => ({}));
    const { result } = renderHook(() => useAddToCartMachine(add));
    await sendInAct(() => result.current[1])({
      type: 'ADD',
      onSale: true,
      loggedIn: true,
      stock: 5,
      productId: 'p1',
      productName: 'LTE module',
      quantity: 3,
    });
    await waitFor(() =>
      expect(add).toHaveBeenCalledExactlyOnceWith({
        productId: 'p1',
        productName: 'LTE module',
        quantity: 3,
      }),
    );
  });
});

describe('useProductSearchMachine', () => {
  it("searches with the query through the screen's call", async () => {
    const search = vi.fn(async (_query: ProductQuery) => []);
    const { result } = renderHook(() => useProductSearchMachine(search));
    await sendInAct(() => result.current[1])({
      type: 'SEARCH',
      query: { kind: 'keyword', keyword: 'gateway' },
    });
    await waitFor(() =>
      expect(search).toHaveBeenCalledExactlyOnceWith({ kind: 'keyword', keyword: 'gateway' }),
    );
  });
});
