/**
 * Route queries are checked by zod schemas that load with the first route that has a query,
 * not with the landing page (docs/decisions.md "First load"). A screen must still only ever see
 * a checked query: after an in-app navigation, on a deep link, and never a guess meanwhile.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { searchCodec } from '../../../src/app/searchCodec';
import type * as LazySearchModule from '../../../src/routes/lazySearch';

type LazySearch = typeof LazySearchModule;

/** A fresh copy of the module, as a page load finds it: no schema loaded yet. */
const freshLazySearch = async (): Promise<LazySearch> => {
  vi.resetModules();
  return import('../../../src/routes/lazySearch');
};

function routerAt(url: string, lazy: LazySearch) {
  const root = createRootRoute({ beforeLoad: lazy.awaitSearchSchemas });
  const home = createRoute({ getParentRoute: () => root, path: '/homePage' });
  const product = createRoute({
    getParentRoute: () => root,
    path: '/goodsDeil',
    validateSearch: lazy.searchOf('/goodsDeil'),
  });
  return createRouter({
    routeTree: root.addChildren([home, product]),
    history: createMemoryHistory({ initialEntries: [url] }),
    ...searchCodec,
  });
}

const leaf = (router: ReturnType<typeof routerAt>) => router.state.matches.at(-1);

describe('lazily loaded route query schemas', () => {
  let lazy: LazySearch;
  beforeEach(async () => {
    lazy = await freshLazySearch();
  });

  it('refuses to guess before the schemas have loaded, and checks the query after', async () => {
    const validate = lazy.searchOf('/goodsDeil')['~standard'].validate;
    expect(() => validate({ id: '1001' })).toThrow(lazy.SearchSchemasPending);
    await lazy.loadSearchSchemas();
    expect(validate({ id: 1001, modeId: ['x'] }).value).toEqual({ id: '1001', modeId: '' });
  });

  it('the landing page matches without them', async () => {
    const router = routerAt('/homePage', lazy);
    await router.load();
    expect(leaf(router)?.status).toBe('success');
    expect(() => lazy.searchOf('/goodsDeil')['~standard'].validate({})).toThrow(
      lazy.SearchSchemasPending,
    );
  });

  it('an in-app navigation to a route with a query waits for them and gets a checked query', async () => {
    const router = routerAt('/homePage', lazy);
    await router.load();
    void router.navigate({ to: '/goodsDeil', search: { id: 1001, modeId: 7 } });
    await waitFor(() => expect(leaf(router)?.routeId).toBe('/goodsDeil'));
    await waitFor(() => expect(leaf(router)?.status).toBe('success'));
    expect(leaf(router)?.search).toEqual({ id: '1001', modeId: '7' });
    expect(router.state.location.href).toBe('/goodsDeil?id=1001&modeId=7');
  });

  it('a deep link waits for them and gets a checked query', async () => {
    const router = routerAt(`/goodsDeil?id=1001&modeId=${'9'.repeat(80)}`, lazy);
    await router.load();
    await waitFor(() => expect(leaf(router)?.status).toBe('success'));
    expect(leaf(router)?.search).toEqual({ id: '1001', modeId: '9'.repeat(64) });
  });
});
