import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { appSessionEffects } from '../../../src/session/appSessionEffects';
import { SessionProvider } from '../../../src/session/SessionProvider';
import { useShopTokenCheck } from '../../../src/features/shop/useShopTokenCheck';
import { LOGIN_REDIRECT_MS } from '../../../src/domain/timings';
import type { Locale } from '../../../src/i18n/locales';
import { notifications } from '../../../src/lib/notifications';
import { storage } from '../../../src/lib/storage';
import type { MockServer } from '../../contract/support/mockServer';
import { switchTestLocale } from '../../support/i18n';
import { machineOnTestClock } from '../../support/machineOnTestClock';
import { startAppMock } from '../../support/renderApp';

// The session's 2 s before the login page runs on a simulated clock: moved on, not waited for.

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

let session: ReturnType<typeof machineOnTestClock>;
beforeEach(() => {
  session = machineOnTestClock('session');
});

function ShopScreen() {
  useShopTokenCheck();
  return <h1>shop</h1>;
}

/** A shop screen inside the real session with the app's effects against the mock. */
async function openShop(locale: Locale, entries = ['/storePage']) {
  await switchTestLocale(locale);
  notifications.list().forEach((notice) => notifications.dismiss(notice.id));
  const root = createRootRoute({ component: () => <Outlet /> });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/storePage', component: ShopScreen }),
      createRoute({ getParentRoute: () => root, path: '/loginn', component: () => <h1>login</h1> }),
      createRoute({
        getParentRoute: () => root,
        path: '/homePage',
        component: () => <h1>home</h1>,
      }),
    ]),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
  });
  const user = storage.curretUser.get() ?? { username: '', nickname: '' };
  const effects = {
    ...appSessionEffects(router),
    // The portal's own user check on route changes is not what is tested here.
    getUserInfo: () => Promise.resolve({ code: 1, ...user }),
  };
  render(
    <I18nProvider i18n={i18n}>
      <SessionProvider router={router} effects={effects}>
        <RouterProvider router={router} />
      </SessionProvider>
    </I18nProvider>,
  );
  await screen.findByRole('heading', { name: 'shop' });
  return router;
}

function logIn() {
  const { user, token } = mock.createUser();
  storage.usertoken.set(token);
  storage.curretUser.set({ username: user.username, nickname: user.nickname });
  return token;
}

const notices = () => notifications.list().map((notice) => notice.message);

describe.each([
  ['zh', '登录已过期'],
  ['en', 'Login expired'],
] as const)('the shop token check in %s (spec §4, §8)', (locale, expired) => {
  it('says the login expired and opens the login page 2 s later for statuscode 1', async () => {
    const token = logIn();
    mock.app.mock.sessions.expire(token);
    const router = await openShop(locale);
    await waitFor(() => expect(notices()).toEqual([expired]));
    expect(router.state.location.pathname).toBe('/storePage');
    expect(storage.usertoken.get()).toBeUndefined();
    session.elapse(LOGIN_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/storePage');
    session.elapse(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginn'));
  });

  it('does the same for a token logged out elsewhere (statuscode 2)', async () => {
    const token = logIn();
    mock.app.mock.sessions.close(token);
    const router = await openShop(locale);
    await waitFor(() => expect(notices()).toEqual([expired]));
    session.elapse(LOGIN_REDIRECT_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginn'));
  });

  it('only says so for a token the shop does not know (statuscode 3)', async () => {
    storage.usertoken.set('a-token-the-shop-never-issued');
    storage.curretUser.set({ username: 'someone', nickname: 'Someone' });
    const router = await openShop(locale);
    await waitFor(() => expect(notices()).toEqual([expired]));
    session.elapse(LOGIN_REDIRECT_MS + 500);
    // A navigation the session started would be under way: let it end before looking.
    await act(() => router.load());
    expect(router.state.location.pathname).toBe('/storePage');
  });
});

describe.each([
  ['zh', '登录成功'],
  ['en', 'Logged in successfully'],
] as const)(
  'a shop token handed over in the address, in %s (content-and-profile §4)',
  (locale, success) => {
    const handOver = () => {
      storage.usertoken.remove();
      storage.curretUser.remove();
      const { user, token } = mock.createUser();
      return { username: user.username, token };
    };

    it('logs in with it, says so and goes back to the page before', async () => {
      const { username, token } = handOver();
      const router = await openShop(locale, ['/homePage', `/storePage?eshoppingtoken=${token}`]);
      await waitFor(() => expect(notices()).toEqual([success]));
      await waitFor(() => expect(router.state.location.pathname).toBe('/homePage'));
      expect(storage.usertoken.get()).toBe(token);
      expect(storage.curretUser.get()?.username).toBe(username);
    });

    it('opened from outside the app, stays on the shop page without the token in its address', async () => {
      const { token } = handOver();
      const router = await openShop(locale, [`/storePage?eshoppingtoken=${token}`]);
      await waitFor(() => expect(notices()).toEqual([success]));
      await waitFor(() => expect(router.state.location.href).toBe('/storePage'));
      expect(storage.usertoken.get()).toBe(token);
    });

    it('does not log in with a token the shop does not know, nor go back', async () => {
      handOver();
      const router = await openShop(locale, [
        '/homePage',
        '/storePage?eshoppingtoken=never-issued',
      ]);
      await waitFor(() => expect(notices()).toHaveLength(1));
      expect(notices()).not.toContain(success);
      expect(router.state.location.pathname).toBe('/storePage');
      expect(storage.usertoken.get()).toBeUndefined();
    });
  },
);
