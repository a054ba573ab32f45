/**
 * Renders the real app (routes, session, shell) at a URL, talking to a real mock
 * server through the app's own HTTP client. A test file routes the client there with:
 *
 *   vi.mock('../../../src/api/client', () => import('./support/clientToMock'));
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

export async function startAccountMock(): Promise<MockServer> {
  const server = await startMock();
  mockTarget.url = server.url;
  return server;
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
  // The first render compiles the lazily loaded screens: give it time once, not in every query.
  await waitFor(
    () => {
      if (router.state.status !== 'idle' || router.state.isLoading) throw new Error('loading');
    },
    { timeout: 20_000 },
  );
  return { router, view, path: () => router.state.location.pathname };
}

/** Stores a login as the app does after logging in. */
export function storeLogin(token: string, username: string, nickname = username) {
  storage.usertoken.set(token);
  storage.curretUser.set({ username, nickname });
  cookies.set('token', token);
}

async function outbox(server: MockServer, to: string): Promise<{ code: string }[]> {
  const answer = await server.raw(`/__mock/outbox?to=${encodeURIComponent(to)}`);
  return (answer.body as { data: { code: string }[] }).data;
}

/** The latest code the mock "sent" to a phone or email (its outbox lists the newest first). */
export async function codeSentTo(server: MockServer, to: string): Promise<string> {
  const latest = (await outbox(server, to))[0];
  if (!latest) throw new Error(`no code was sent to ${to}`);
  return latest.code;
}

export async function outboxSize(server: MockServer, to: string): Promise<number> {
  return (await outbox(server, to)).length;
}
