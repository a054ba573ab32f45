/**
 * Renders shop components inside a small router (memory history) with the
 * real catalogs, so links and navigation work as in the app. The routes the
 * components link to answer with a marker text naming the page and its search.
 */
import type { ReactElement } from 'react';
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
  useLocation,
} from '@tanstack/react-router';
import type { Locale } from '../../../../src/i18n/locales';
import { switchTestLocale } from '../../../support/i18n';
import { searchCodec } from '../../../../src/app/searchCodec';

function Marker() {
  const location = useLocation();
  return <p data-testid="page">{`${location.pathname}${location.searchStr}`}</p>;
}

export async function renderInRouter(ui: () => ReactElement, locale: Locale = 'zh') {
  await switchTestLocale(locale);
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: ui });
  const elsewhere = ['/goodsDeil', '/loginn', '/cartView', '/storePage'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: Marker }),
  );
  const router = createRouter({
    routeTree: root.addChildren([page, ...elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    ...searchCodec,
  });
  await act(() => router.load());
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { router, ...view };
}
