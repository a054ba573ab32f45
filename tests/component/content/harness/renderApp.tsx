/**
 * Renders the real app (router, session, shell) at a URL against a test server,
 * so a content screen is tested as a visitor meets it.
 */
import { render, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../../../src/app/router';
import { SessionProvider } from '../../../../src/features/session/SessionProvider';
import type { Locale } from '../../../../src/i18n/locales';
import { startMock, type MockServer } from '../../../contract/support/mockServer';
import { startTestServer, json, type TestServer } from '../../../support/testServer';
import { switchTestLocale } from '../../../support/i18n';
import { apiTarget } from './apiTarget';

/** The real mock backend, with realistic data. */
export async function startContentMock(): Promise<MockServer> {
  const server = await startMock();
  apiTarget.url = server.url;
  return server;
}

/** A backend that answers every call successfully with nothing (`data: []`). */
export async function startEmptyBackend(): Promise<TestServer> {
  const server = await startTestServer();
  server.respondWith(json(200, { code: 1, msg: 'success', data: [] }));
  apiTarget.url = server.url;
  return server;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the current route's data and screen. */
export async function settled(router: AppRouter) {
  await waitFor(
    () => {
      if (router.state.status !== 'idle' || router.state.isLoading) throw new Error('loading');
    },
    { timeout: 20_000 },
  );
}

export async function renderAppAt(url: string, locale: Locale) {
  await switchTestLocale(locale);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  const view = render(
    <I18nProvider i18n={i18n}>
      <SessionProvider router={router}>
        <RouterProvider router={router} />
      </SessionProvider>
    </I18nProvider>,
  );
  await settled(router);
  return { router, view };
}
