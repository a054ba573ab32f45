import { lazy, Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { collapsedMenuQuery } from '../styles/breakpoints';
import { SearchButton } from './search/SearchButton';
import { SiteLogo } from './SiteLogo';
import { useMediaQuery } from './useMediaQuery';
import * as css from './header.css';

// What a collapsed (phone) first screen does not show is not downloaded for it.
const TopNav = lazy(() =>
  import('./megaMenu/TopNav').then((module) => ({ default: module.TopNav })),
);
const WideControls = lazy(() =>
  import('./account/WideControls').then((module) => ({ default: module.WideControls })),
);
const loadDrawer = () => import('./drawer/MenuDrawer');
const MenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MenuDrawer })));

/** The shared header: logo, top menu (or the drawer's button), search, language and account. */
export function SiteHeader() {
  const { t } = useLingui();
  const collapsed = useMediaQuery(collapsedMenuQuery);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once loaded the drawer stays mounted, so that closing it returns focus to its button.
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <header className={css.header}>
      <div className={css.inner}>
        <Link to="/homePage" className={css.logo} aria-label={t`Reach IoT home page`}>
          <SiteLogo />
        </Link>
        {collapsed ? (
          <div className={css.spacer} />
        ) : (
          <Suspense fallback={<div className={css.spacer} />}>
            <TopNav />
          </Suspense>
        )}
        <div className={css.actions}>
          <SearchButton />
          {collapsed ? (
            <button
              type="button"
              className={css.menuButton}
              aria-haspopup="dialog"
              onPointerEnter={() => void loadDrawer()}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              <span className={css.burger} aria-hidden="true" />
              <span className={css.menuLabel}>
                <Trans>Menu</Trans>
              </span>
            </button>
          ) : (
            <Suspense fallback={null}>
              <WideControls />
            </Suspense>
          )}
        </div>
      </div>
      {collapsed && drawerUsed ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
