/**
 * Renders the real app (router, session, shell) at a URL against the real mock
 * backend, so the header and footer are tested as a visitor meets them.
 */
import { render, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '../../../../src/app/router';
import { SessionProvider } from '../../../../src/features/session/SessionProvider';
import { storeSession } from '../../../../src/features/session/storedSession';
import type { Locale } from '../../../../src/i18n/locales';
import { startMock, type MockServer } from '../../../contract/support/mockServer';
import { switchTestLocale } from '../../../support/i18n';
import { apiTarget } from './apiTarget';

// Ark UI's positioning watches element sizes; jsdom has no layout to observe.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export async function startShellMock(): Promise<MockServer> {
  const server = await startMock();
  apiTarget.url = server.url;
  return server;
}

/** Logs a new mock user in as the login screen would leave it: token and user stored. */
export function logInAs(server: MockServer, nickname: string) {
  const { user, token } = server.createUser({ nickname });
  storeSession(token, { username: user.username, nickname });
  return user;
}

/** Makes the collapsed-menu media query match (a phone or a window of 1320 px or less). */
export function emulateCollapsedScreen(collapsed: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: collapsed,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

export async function renderShellAt(url: string, locale: Locale) {
  await switchTestLocale(locale);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  const view = render(
    <I18nProvider i18n={i18n}>
      <SessionProvider router={router}>
        <RouterProvider router={router} />
      </SessionProvider>
    </I18nProvider>,
  );
  await waitFor(
    () => {
      if (router.state.status !== 'idle' || router.state.isLoading) throw new Error('loading');
    },
    { timeout: 20_000 },
  );
  return { router, view };
}
