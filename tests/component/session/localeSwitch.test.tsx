import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { switchLocale } from '../../../src/i18n/useLocaleSwitch';
import { storage } from '../../../src/lib/storage';
import { searchCodec } from '../../../src/app/searchCodec';

const idParam = (value: unknown): string | number =>
  typeof value === 'number' || typeof value === 'string' ? value : '';

function renderProductRoute(initial: string) {
  const loader = vi.fn(({ deps }: { deps: { id: string } }) => deps.id);
  const root = createRootRoute();
  const product = createRoute({
    getParentRoute: () => root,
    path: '/goodsDeil',
    // Like the app's schemas: a numeric-looking id arrives as a number and is kept one.
    validateSearch: (search: Record<string, unknown>) => ({
      id: idParam(search.id),
      modeId: idParam(search.modeId),
    }),
    loaderDeps: ({ search }) => ({ id: String(search.id) }),
    loader,
    component: function Product() {
      return <h1>product {product.useLoaderData()}</h1>;
    },
  });
  const history = createMemoryHistory({ initialEntries: [initial] });
  const router = createRouter({ routeTree: root.addChildren([product]), history, ...searchCodec });
  render(<RouterProvider router={router} />);
  return { router, history, loader };
}

describe('switching language', () => {
  it('rewrites the address ids and the stored ids, and loads the view again in place', async () => {
    storage.routerId.set('p11');
    storage.productId.set('1001');
    storage.id.set('7_en');
    const { router, history, loader } = renderProductRoute('/goodsDeil?id=1001&modeId=m2');
    await screen.findByRole('heading', { name: 'product 1001' });
    const entries = history.length;

    await act(() => switchLocale(router, 'en'));

    await screen.findByRole('heading', { name: 'product 1001_en' });
    expect(router.state.location.href).toBe('/goodsDeil?id=1001_en&modeId=m2_en');
    expect(history.length).toBe(entries);
    expect(storage.routerId.get()).toBe('p11_en');
    expect(storage.productId.get()).toBe('1001_en');
    expect(storage.id.get()).toBe('7_en');
    expect(document.documentElement.lang).toBe('en');
    expect(storage.locale.get()).toBe('en');

    await act(() => switchLocale(router, 'zh'));
    await screen.findByRole('heading', { name: 'product 1001' });
    expect(router.state.location.search).toEqual({ id: '1001', modeId: 'm2' });
    expect(storage.routerId.get()).toBe('p11');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(loader.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('reloads the view even when the address has no id', async () => {
    const { router, loader } = renderProductRoute('/goodsDeil');
    await screen.findByRole('heading', { name: 'product' });
    const calls = loader.mock.calls.length;
    await act(() => switchLocale(router, 'en'));
    expect(loader.mock.calls.length).toBe(calls + 1);
  });
});
