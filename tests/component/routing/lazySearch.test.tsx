/**
 * Route queries are checked by zod schemas that load with the first route that has a query,
 * not with the landing page (docs/decisions.md "First load"). Nothing waits for them before the
 * shell paints; a route's loader and screen still only ever see a checked query: after an in-app
 * navigation, on a deep link, and never a guess meanwhile.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { searchCodec } from '../../../src/app/searchCodec';
import type * as LazySearchModule from '../../../src/routes/lazySearch';

type LazySearch = typeof LazySearchModule;

const schemasModule = '../../../src/routes/searchSchemas';

/** Holds the schemas' download until `release` is called. */
let release: () => void = () => {};

/** A fresh copy of the module, as a page load finds it: no schema loaded yet. */
const freshLazySearch = async (): Promise<LazySearch> => {
  vi.resetModules();
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.doMock(schemasModule, async (importOriginal) => {
    await held;
    return importOriginal();
  });
  return import('../../../src/routes/lazySearch');
};

function routerAt(url: string, lazy: LazySearch) {
  /** The product ids the product loader was called with. */
  const loadedIds: unknown[] = [];
  const root = createRootRoute({
    beforeLoad: (args) => lazy.searchSchemasContext(args),
    // As the app's root (src/routes/rootRoute.tsx): the shell is never replaced by the placeholder.
    pendingMs: Infinity,
    component: () => (
      <>
        <header>shell</header>
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/homePage' });
  const product = createRoute({
    getParentRoute: () => root,
    path: '/goodsDeil',
    validateSearch: lazy.searchOf('/goodsDeil'),
    loaderDeps: ({ search }) => ({ id: search.id }),
    loader: async (args) => {
      await lazy.awaitCheckedQuery(args);
      loadedIds.push(args.deps.id);
    },
    component: function Product() {
      const search = product.useSearch();
      return <h1>{`product ${search.id} ${search.modeId}`}</h1>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([home, product]),
    history: createMemoryHistory({ initialEntries: [url] }),
    defaultPendingComponent: () => <p>loading</p>,
    defaultPendingMs: 0,
    ...searchCodec,
  });
  return { router, loadedIds };
}

type TestRouter = ReturnType<typeof routerAt>['router'];
const leaf = (router: TestRouter) => router.state.matches.at(-1);

describe('lazily loaded route query schemas', () => {
  let lazy: LazySearch;
  beforeEach(async () => {
    lazy = await freshLazySearch();
  });
  afterEach(() => {
    release();
    vi.doUnmock(schemasModule);
  });

  it('pass on no value of the address before the schemas have loaded, and check the query after', async () => {
    const validate = lazy.searchOf('/goodsDeil')['~standard'].validate;
    expect(Object.keys(validate({ id: '1001' }).value)).toEqual([]);
    const loaded = lazy.loadSearchSchemas();
    release();
    await loaded;
    expect(validate({ id: 1001, modeId: ['x'] }).value).toEqual({ id: '1001', modeId: '' });
  });

  it('the landing page loads without them', async () => {
    const { router } = routerAt('/homePage', lazy);
    await router.load();
    expect(leaf(router)?.status).toBe('success');
    expect(router.state.matches[0]?.context).toEqual({ searchSchemas: undefined });
  });

  it('a deep link paints the shell before they arrive, then shows the checked query', async () => {
    const { router, loadedIds } = routerAt(`/goodsDeil?id=1001&modeId=${'9'.repeat(80)}`, lazy);
    render(<RouterProvider router={router} />);

    expect(await screen.findByText('shell')).toBeVisible();
    expect(screen.getByText('loading')).toBeVisible();
    expect(loadedIds).toEqual([]);

    act(() => release());
    expect(await screen.findByRole('heading')).toHaveTextContent(`product 1001 ${'9'.repeat(64)}`);
    expect(loadedIds).toEqual(['1001']);
    expect(leaf(router)?.search).toEqual({ id: '1001', modeId: '9'.repeat(64) });
  });

  it('an in-app navigation to a route with a query waits for them and gets a checked query', async () => {
    const { router, loadedIds } = routerAt('/homePage', lazy);
    await router.load();
    void router.navigate({ to: '/goodsDeil', search: { id: 1001, modeId: 7 } });
    await waitFor(() => expect(leaf(router)?.routeId).toBe('/goodsDeil'));
    expect(loadedIds).toEqual([]);
    release();
    await waitFor(() => expect(leaf(router)?.status).toBe('success'));
    expect(leaf(router)?.search).toEqual({ id: '1001', modeId: '7' });
    expect(loadedIds).toEqual(['1001']);
    expect(router.state.location.href).toBe('/goodsDeil?id=1001&modeId=7');
  });
});
