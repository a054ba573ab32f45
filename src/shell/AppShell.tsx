import { Outlet, useLocation } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Toaster } from '../components/toasts/Toaster';
import { ConfirmHost } from '../components/dialogs/ConfirmHost';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { RouteProgress } from './RouteProgress';
import { useDocumentTitle } from './useDocumentTitle';
import { useRouteChangePending } from './useRouteChangePending';
import { useUserScope } from '../session/userScope';
import * as progressCss from './routeProgress.css';
import * as css from './shell.css';

/** The second shop home brings its own header (spec §2.1). */
const ownHeaderPaths = new Set(['/secstorePage']);

export function AppShell() {
  useDocumentTitle();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The previous page stays until the next one is ready: it says so, and takes no more input,
  // so nothing typed goes into a form that is about to go.
  const changingPage = useRouteChangePending();
  const userScope = useUserScope();
  return (
    <>
      <a
        className={css.skipLink}
        href="#main"
        onClick={(event) => {
          // With hash routing "#main" would be read as a route: move focus without navigating.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        <Trans>Skip to content</Trans>
      </a>
      {changingPage ? <RouteProgress /> : null}
      {ownHeaderPaths.has(pathname) ? null : <SiteHeader />}
      <main
        id="main"
        className={changingPage ? `${css.main} ${progressCss.leaving}` : css.main}
        tabIndex={-1}
        inert={changingPage}
        aria-busy={changingPage || undefined}
      >
        {/* A customer who leaves takes the screen's machines and drafts along (src/session/userScope.ts). */}
        <Outlet key={userScope} />
      </main>
      <SiteFooter />
      <Toaster />
      <ConfirmHost />
    </>
  );
}
