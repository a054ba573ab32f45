import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { reloadView } from '../../../src/lib/reloadView';

function routerWithLoaders() {
  const pageLoader = vi.fn(() => ({ news: [] }));
  const rootRoute = createRootRoute({ loader: () => ({ languages: ['zh', 'en'] }) });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/news',
    loader: pageLoader,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/news'] }),
  });
  // Typed as any router: the app's router type is the registered one.
  return { router: router as AnyRouter, pageLoader };
}

describe('reloadView', () => {
  it('loads the page again without marking the root invalid (which would suspend the whole shell)', async () => {
    const { router, pageLoader } = routerWithLoaders();
    await router.load();
    const invalidated: string[] = [];
    const invalidate = router.invalidate.bind(router);
    router.invalidate = (options) => {
      for (const match of router.state.matches) {
        if (!options?.filter || options.filter(match)) invalidated.push(match.routeId);
      }
      return invalidate(options);
    };

    await reloadView(router);

    expect(invalidated).toEqual(['/news']);
    expect(pageLoader).toHaveBeenCalledTimes(2);
  });
});
