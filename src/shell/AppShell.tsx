import { Outlet, useLocation } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Toaster } from '../components/toasts/Toaster';
import { ConfirmHost } from '../components/dialogs/ConfirmHost';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { useDocumentTitle } from './useDocumentTitle';
import * as css from './shell.css';

/** The second shop home brings its own header (spec §2.1). */
const ownHeaderPaths = new Set(['/secstorePage']);

export function AppShell() {
  useDocumentTitle();
  const pathname = useLocation({ select: (location) => location.pathname });
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
      {ownHeaderPaths.has(pathname) ? null : <SiteHeader />}
      <main id="main" className={css.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <ConfirmHost />
    </>
  );
}
