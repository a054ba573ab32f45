import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../shell/AppShell';
import { NotFoundScreen } from '../features/notFound/NotFoundScreen';
import { fetchLanguages, fetchSiteInfo } from '../api/site';
import { storedLocale } from '../lib/storage';
import type { RouterContext } from './routerContext';
import { refuseProtectedLocation } from '../session/routeGuard';
import { searchSchemasContext, type SearchSchemasContext } from './lazySearch';

/**
 * The shell's data is deferred (returned as promises, not awaited) so the first
 * paint never waits for the API; the header and footer fill in when it answers.
 * A language switch invalidates the router, which reloads this in the new language.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: (args): SearchSchemasContext => {
    // Spec §2.2: protected routes need a login token (see src/session/routeGuard.ts).
    refuseProtectedLocation(args);
    // Never awaited here: the root waiting would hold the shell's first paint (lazySearch.ts).
    return searchSchemasContext(args);
  },
  loader: () => ({
    languages: fetchLanguages().catch(() => []),
    site: fetchSiteInfo(storedLocale()).catch(() => undefined),
  }),
  component: AppShell,
  // The shell is never replaced by a placeholder: it renders as soon as this route's quick checks
  // have run, and a screen still loading shows the pending placeholder inside it (src/app/router.ts).
  pendingMs: Infinity,
  notFoundComponent: NotFoundScreen,
});
