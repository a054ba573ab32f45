import { createHashHistory, createRouter } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { routeTree } from '../routes/routeTree';

export function createAppRouter(history = createHashHistory()) {
  const router = createRouter({ routeTree, history, defaultPreload: 'intent' });
  // Spec §2.2: every route change starts at the top of the page.
  router.subscribe('onResolved', ({ pathChanged }) => {
    if (pathChanged) window.scrollTo(0, 0);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page title, translated through the catalogs (spec: a zh and an en title per route). */
    title?: MessageDescriptor;
  }
}
