/**
 * Renders a programme route as the app does (its real validateSearch, loader and
 * lazy screen) under a bare root, against the real mock server, in a locale.
 * `useMockHttp()` must be called at the top of the test file so the app's HTTP
 * client talks to the mock.
 */
import { act, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import * as programmeRoutes from '../../../../src/routes/programmeRoutes';
import { Toaster } from '../../../../src/components/toasts/Toaster';
import { cookies } from '../../../../src/lib/cookies';
import type { Locale } from '../../../../src/i18n/locales';
import { switchTestLocale } from '../../../support/i18n';
import { searchCodec } from '../../../../src/app/searchCodec';

export interface RenderOptions {
  locale?: Locale;
  /** A mock session token: the visitor is logged in. */
  token?: string;
}

/** Every programme route, plus plain pages for where they lead. */
function buildTree() {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const copies = Object.values(programmeRoutes).map((route: AnyRoute) =>
    createRoute({ ...route.options, getParentRoute: () => root } as Parameters<
      typeof createRoute
    >[0]),
  );
  const plain = ['/homePage', '/loginn', '/register', '/storePage'].map((path) =>
    createRoute({
      getParentRoute: () => root,
      path,
      validateSearch: (search: Record<string, unknown>) => search,
      component: () => <h1>{`page ${path}`}</h1>,
    }),
  );
  return root.addChildren([...copies, ...plain]);
}

export async function renderProgrammeRoute(path: string, options: RenderOptions = {}) {
  await switchTestLocale(options.locale ?? 'zh');
  if (options.token) cookies.set('token', options.token);
  else cookies.remove('token');
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: buildTree(), history, ...searchCodec });
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
