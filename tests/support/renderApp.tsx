/**
 * Renders the real app (router, session, shell) at a URL, talking to a real
 * mock server through the app's own HTTP client, so a screen is tested as a
 * visitor meets it (the client's stand-in, `clientToTarget`, sends to `apiTarget`).
 */
import { afterAll, beforeAll } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../src/app/router';
import { SessionProvider } from '../../src/session/SessionProvider';
import type { Locale } from '../../src/i18n/locales';
import { startMock, type MockServer } from '../contract/support/mockServer';
import { apiTarget } from './apiTarget';
import { switchTestLocale } from './i18n';

/** The real mock backend, with its fixtures, as the app's server: the file's, in `beforeAll`. */
export async function startAppMock(): Promise<MockServer> {
  const server = await startMock();
  apiTarget.url = server.url;
  return server;
}

/**
 * The file's mock backend: started before its tests, closed after them. Call it at the top of
 * the file; the returned function gives the running server to a test.
 */
export function withAppMock(): () => MockServer {
  let server: MockServer | undefined;
  beforeAll(async () => {
    server = await startAppMock();
  }, 60_000);
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('the mock has not started');
    return server;
  };
}

/** Asks the mock to answer in a way of its error catalogue or timing (README, `/__mock`). */
export async function setMockScenario(server: MockServer, scenario: object): Promise<void> {
  await server.raw('/__mock/scenario', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(scenario),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the current route's data and screen. */
export async function settled(router: AppRouter) {
  // The first render compiles the lazily loaded screens: give it time once, not in every query.
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
  // An awaited act: the first render suspends on code and data not loaded yet, which React
  // warns of inside a synchronous act (render's own).
  const view = await act(async () =>
    render(
      <I18nProvider i18n={i18n}>
        <SessionProvider router={router}>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nProvider>,
    ),
  );
  await settled(router);
  return { router, view, path: () => router.state.location.pathname };
}
