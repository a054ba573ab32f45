import { Outlet, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Toaster } from '../toasts/Toaster';
import { LanguageSelect } from './LanguageSelect';
import { SiteFooter } from './SiteFooter';
import { useDocumentTitle } from './useDocumentTitle';
import * as css from './shell.css';

export function AppShell() {
  useDocumentTitle();
  return (
    <>
      <a className={css.skipLink} href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className={css.header}>
        <div className={css.headerInner}>
          <Link to="/homePage" className={css.logo}>
            <Trans>Reach IoT</Trans>
          </Link>
          <LanguageSelect />
        </div>
      </header>
      <main id="main" className={css.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
