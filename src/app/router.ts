import { createHashHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouteStaticData } from '../routes/routeStaticData';
import { routeTree } from '../routes/routeTree';
import { createLoginGuard, type LoginGuardDeps } from '../session/loginGuard';
import { isProtectedPath, pathsNeedingLogin } from '../session/protectedRoutes';
import { hasStoredToken } from '../session/storedSession';
import { askLoginQuestion } from '../session/loginPrompt';
import { blockProtectedNavigation } from '../session/routeGuard';
import { RoutePending } from '../shell/RoutePending';
import { searchCodec } from './searchCodec';

/** Tests may replace the browser's pieces of the login guard. */
type GuardOptions = Partial<Omit<LoginGuardDeps, 'goTo' | 'needsLogin'>>;

const protectedPaths = pathsNeedingLogin(routeTree);

export function createAppRouter(
  history: RouterHistory = createHashHistory(),
  guardOptions: GuardOptions = {},
) {
  const loginGuard = createLoginGuard({
    needsLogin: (pathname) => isProtectedPath(pathname, protectedPaths),
    hasToken: guardOptions.hasToken ?? hasStoredToken,
    ask: guardOptions.ask ?? ((request) => askLoginQuestion(request)),
    // Called only after the user answers, when `router` exists.
    goTo: (href) => void router.navigate({ href }),
  });
  const router = createRouter({
    routeTree,
    history,
    context: { loginGuard },
    defaultPreload: 'intent',
    // The first load paints the shell at once, with the screen's room kept while its code and
    // data arrive (docs/decisions.md, "First load"); later navigations keep the previous screen
    // until the next one is ready.
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 0,
    // The placeholder is words for screen readers only: nothing flashes, so the screen shows the
    // moment it is ready (the default minimum held every first screen back by up to 500 ms).
    defaultPendingMinMs: 0,
    ...searchCodec,
  });
  const stopPendingAtOnce = router.subscribe('onResolved', () => {
    stopPendingAtOnce();
    router.update({ ...router.options, defaultPendingMs: Infinity });
  });
  blockProtectedNavigation(history, loginGuard);
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
  // The route's own declarations (src/routes/routeStaticData.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteStaticData {}
}
