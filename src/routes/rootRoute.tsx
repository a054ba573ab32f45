import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../shell/AppShell';
import { NotFoundScreen } from '../features/notFound/NotFoundScreen';
import { fetchLanguages, loadSiteInfo } from '../api/site';
import { storedLocale } from '../lib/storage';
import type { RouterContext } from './routerContext';
import { refuseProtectedLocation } from '../session/routeGuard';

/**
 * The shell's data is deferred (returned as promises, not awaited) so the first
 * paint never waits for the API; the header and footer fill in when it answers.
 * It is loaded once: the languages are the same in every language, and the logo and company
 * text come from a per-language cache the shell reads (src/lib/reloadView.ts says why).
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Spec §2.2: protected routes need a login token (see src/session/routeGuard.ts).
  beforeLoad: refuseProtectedLocation,
  loader: () => {
    // Asked with the languages, not when the header first renders.
    void loadSiteInfo(storedLocale());
    return { languages: fetchLanguages().catch(() => []) };
  },
  // Loaded once per page life: a reload would re-render every screen under a new promise.
  staleTime: Infinity,
  component: AppShell,
  // The shell is never replaced by a placeholder: it renders as soon as this route's quick checks
  // have run, and a screen still loading shows the pending placeholder inside it (src/app/router.ts).
  pendingMs: Infinity,
  notFoundComponent: NotFoundScreen,
});
