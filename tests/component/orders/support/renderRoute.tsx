/**
 * Renders one of the order screens inside a small memory router: the screen's
 * route with its real search schema and loader, and stand-in pages for where
 * it navigates (payment success, orders, cart, login), each naming its address.
 */
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
  type AnyRoute,
} from '@tanstack/react-router';
import { Toaster } from '../../../../src/components/toasts/Toaster';
import type { Locale } from '../../../../src/i18n/locales';
import { switchTestLocale } from '../../../support/i18n';
import { searchCodec } from '../../../../src/app/searchCodec';

function Where() {
  const location = useRouterState({ select: (state) => state.location });
  return <output data-testid="where">{location.href}</output>;
}

export interface ScreenRoute {
  path: '/cartView' | '/payView' | '/buyTab';
  component: ComponentType;
  validateSearch?: AnyRoute['options']['validateSearch'];
  loaderDeps?: AnyRoute['options']['loaderDeps'];
  loader?: AnyRoute['options']['loader'];
}

export async function renderRoute(screen: ScreenRoute, url: string, locale: Locale = 'zh') {
  await switchTestLocale(locale);
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Where />
        <Toaster />
      </>
    ),
  });
  const stand = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{`page ${path}`}</p> });
  const others = ['/cartView', '/payView', '/buyTab', '/loginn', '/storePage'].filter(
    (path) => path !== screen.path,
  );
  const main = createRoute({
    getParentRoute: () => root,
    path: screen.path,
    component: screen.component,
    validateSearch: screen.validateSearch,
    loaderDeps: screen.loaderDeps,
    loader: screen.loader,
  } as Parameters<typeof createRoute>[0]);
  const router = createRouter({
    routeTree: root.addChildren([main, ...others.map(stand)]),
    history: createMemoryHistory({ initialEntries: [url] }),
    ...searchCodec,
  });
  await act(async () => {
    await router.load();
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { ...view, router };
}
