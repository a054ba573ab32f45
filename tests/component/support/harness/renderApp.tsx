/**
 * Renders the real app (router, session, shell) at a URL against a real mock
 * server, so a support screen is tested as a visitor meets it.
 */
import { render, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../../../src/app/router';
import { SessionProvider } from '../../../../src/features/session/SessionProvider';
import { cookies } from '../../../../src/lib/cookies';
import { storage } from '../../../../src/lib/storage';
import type { Locale } from '../../../../src/i18n/locales';
import { startMock, type MockServer } from '../../../contract/support/mockServer';
import { switchTestLocale } from '../../../support/i18n';
import { mockTarget } from './mockTarget';

export async function startSupportMock(): Promise<MockServer> {
  const server = await startMock();
  mockTarget.url = server.url;
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

/** Stores a login as the app does after logging in: token, user and the token cookies. */
export function storeLogin(token: string, username: string) {
  storage.usertoken.set(token);
  storage.curretUser.set({ username, nickname: username });
  cookies.set('token', token);
  cookies.setAccessToken(token);
}

/** Forgets the login cookies between tests (the setup clears local storage only). */
export function forgetLogin() {
  cookies.remove('token');
  cookies.remove('access_token');
}
