import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { SessionProvider } from '../../../src/session/SessionProvider';
import type { SessionEffects } from '../../../src/session/sessionLogic';
import { useSession } from '../../../src/session/useSession';
import { storage } from '../../../src/lib/storage';
import { cookies } from '../../../src/lib/cookies';
import { notifyUnauthorized } from '../../../src/api/unauthorized';
import { UNAUTHORIZED_RELOAD_MS } from '../../../src/domain/timings';
import { machineOnTestClock } from '../../support/machineOnTestClock';

// A test that gives the session a simulated clock moves its delays on instead of waiting for them.

const demo = { username: 'demo', nickname: 'Demo' };

// The machine's chunk loads lazily, as in the browser; compiling it here the first time takes
// longer than a query waits, so it is compiled once before the tests measure anything.
beforeAll(async () => {
  await import('../../../src/session/runSession');
}, 30_000);

function effectsDouble(overrides: Partial<SessionEffects> = {}): SessionEffects {
  return {
    getUserInfo: vi.fn(() => Promise.resolve({ code: 1, ...demo })),
    checkShopToken: vi.fn(() => Promise.resolve({ statuscode: 0, username: 'demo' })),
    logInWithSavedLogin: vi.fn(() => Promise.resolve({ code: 0 })),
    logOut: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(),
    currentHref: vi.fn(() => '/storePage?keyword=4G'),
    reloadView: vi.fn(),
    reloadPage: vi.fn(),
    askExpired: vi.fn(() => Promise.resolve('confirm')),
    notifyLoginExpired: vi.fn(),
    notifyShopLogin: vi.fn(),
    goBack: vi.fn(),
    ...overrides,
  };
}

/** Shows what useSession offers, as the header would. */
function SessionProbe() {
  const session = useSession();
  return (
    <div>
      <p>{session.loggedIn ? `in as ${session.user?.nickname ?? ''}` : 'logged out'}</p>
      <button
        onClick={() =>
          session.logIn({
            token: 't-1',
            user: demo,
            savedLogin: { username: 'demo', password: 'a'.repeat(32) },
          })
        }
      >
        log in
      </button>
      <button onClick={() => session.logOut()}>log out</button>
      <button onClick={() => session.clearForLogin()}>clear</button>
      <button onClick={() => session.checkShopToken()}>check shop</button>
    </div>
  );
}

function renderApp(effects: SessionEffects, initial = '/homePage') {
  const root = createRootRoute({
    component: () => (
      <>
        <SessionProbe />
        <Outlet />
      </>
    ),
  });
  const routeTree = root.addChildren(
    ['/homePage', '/storePage', '/loginn'].map((path) =>
      createRoute({ getParentRoute: () => root, path, component: () => <h1>{path}</h1> }),
    ),
  );
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
  render(
    <SessionProvider router={router} effects={effects}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

function storeLogin() {
  storage.usertoken.set('t-0');
  storage.curretUser.set(demo);
}

describe('the session check on route changes', () => {
  it('checks the user on each route change while logged in', async () => {
    storeLogin();
    const effects = effectsDouble();
    const router = renderApp(effects);
    await screen.findByRole('heading', { name: '/homePage' });
    expect(screen.getByText('in as Demo')).toBeVisible();
    await waitFor(() => expect(effects.getUserInfo).toHaveBeenCalledTimes(1));
    await act(() => router.navigate({ to: '/storePage' }));
    await waitFor(() => expect(effects.getUserInfo).toHaveBeenCalledTimes(2));
  });

  it('never checks on the login page, nor without a token', async () => {
    const effects = effectsDouble();
    const router = renderApp(effects, '/loginn');
    await screen.findByRole('heading', { name: '/loginn' });
    await act(() => router.navigate({ to: '/homePage' }));
    await screen.findByRole('heading', { name: '/homePage' });
    expect(effects.getUserInfo).not.toHaveBeenCalled();
  });

  it('prompts on an expired login, clears the stored session and goes to login on confirm, to come back', async () => {
    storeLogin();
    cookies.set('token', 't-0');
    // As the router does: the reloaded view leaves a protected page once its guard has run.
    let href = '/storePage?keyword=4G';
    const effects = effectsDouble({
      getUserInfo: vi.fn(() => Promise.resolve({ code: 2 })),
      currentHref: vi.fn(() => href),
      reloadView: vi.fn(() => queueMicrotask(() => (href = '/homePage'))),
    });
    renderApp(effects);
    // Login returns to the page the prompt was shown on, not to where the reload went.
    await waitFor(() =>
      expect(effects.navigate).toHaveBeenCalledWith('/loginn?redirect=%2FstorePage%3Fkeyword%3D4G'),
    );
    expect(effects.askExpired).toHaveBeenCalledTimes(1);
    expect(effects.reloadView).toHaveBeenCalled();
    expect(storage.usertoken.get()).toBeUndefined();
    expect(storage.curretUser.get()).toBeUndefined();
    expect(cookies.get('token')).toBeUndefined();
    expect(screen.getByText('logged out')).toBeVisible();
  });

  it('closes the expired prompt when the session leaves it another way (a 401)', async () => {
    storeLogin();
    const signals: AbortSignal[] = [];
    const effects = effectsDouble({
      getUserInfo: vi.fn(() => Promise.resolve({ code: 2 })),
      askExpired: vi.fn((signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<string>(() => {});
      }),
    });
    renderApp(effects);
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    act(() => notifyUnauthorized());
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('stays on the page when the expired prompt is cancelled', async () => {
    storeLogin();
    const effects = effectsDouble({
      getUserInfo: vi.fn(() => Promise.resolve({ code: 2 })),
      askExpired: vi.fn(() => Promise.resolve('cancel')),
    });
    renderApp(effects);
    await waitFor(() => expect(effects.askExpired).toHaveBeenCalled());
    await screen.findByText('logged out');
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('sends a messaging-app user without a username to complete the profile', async () => {
    storeLogin();
    storage.wxCode.set('wx-1');
    const effects = effectsDouble({
      getUserInfo: vi.fn(() => Promise.resolve({ code: 1, username: '', nickname: 'Wei' })),
    });
    renderApp(effects);
    await waitFor(() => expect(effects.navigate).toHaveBeenCalledWith('/wXuserDetail'));
  });
});

describe('useSession', () => {
  it('logs in: stores the token, the user and the saved login, and shows the nickname', async () => {
    const effects = effectsDouble();
    renderApp(effects);
    await screen.findByText('logged out');
    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    await screen.findByText('in as Demo');
    expect(storage.usertoken.get()).toBe('t-1');
    expect(cookies.get('token')).toBe('t-1');
    expect(storage.curretUser.get()).toEqual(demo);
    expect(storage.autoLogin.get()).toBe(true);
    expect(storage.loginJson.get()).toEqual({ username: 'demo', password: 'a'.repeat(32) });
  });

  it('logs out: calls the server, clears everything and goes to login', async () => {
    storeLogin();
    storage.autoLogin.set(true);
    storage.loginJson.set({ username: 'demo', password: 'b'.repeat(32) });
    const effects = effectsDouble();
    renderApp(effects);
    await screen.findByText('in as Demo');
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(effects.navigate).toHaveBeenCalledWith('/loginn'));
    expect(effects.logOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText('logged out')).toBeVisible();
    expect(storage.usertoken.get()).toBeUndefined();
    expect(storage.autoLogin.get()).toBe(false);
    expect(storage.loginJson.get()).toBeUndefined();
  });

  it('clears the stored session for the login screen', async () => {
    storeLogin();
    renderApp(effectsDouble(), '/loginn');
    await screen.findByText('in as Demo');
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    await screen.findByText('logged out');
    expect(storage.usertoken.get()).toBeUndefined();
  });
});

describe('a visitor without a stored session', () => {
  it('makes no session calls until logging in, and is checked on route changes after', async () => {
    const effects = effectsDouble();
    const router = renderApp(effects);
    await screen.findByText('logged out');
    await act(() => router.navigate({ to: '/storePage' }));
    await screen.findByRole('heading', { name: '/storePage' });
    fireEvent.click(screen.getByRole('button', { name: 'check shop' }));
    expect(effects.getUserInfo).not.toHaveBeenCalled();
    expect(effects.checkShopToken).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    // The header shows the login at once, while the session machine loads.
    expect(screen.getByText('in as Demo')).toBeVisible();
    await act(() => router.navigate({ to: '/homePage' }));
    await waitFor(() => expect(effects.getUserInfo).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'check shop' }));
    await waitFor(() => expect(effects.checkShopToken).toHaveBeenCalledWith('t-1'));
  });

  it('reloads the page 3 s after an HTTP 401', async () => {
    const session = machineOnTestClock('session');
    const effects = effectsDouble();
    renderApp(effects);
    await screen.findByText('logged out');
    expect(notifyUnauthorized()).toBe(true);
    await session.timed(UNAUTHORIZED_RELOAD_MS);
    session.elapse(UNAUTHORIZED_RELOAD_MS - 1);
    expect(effects.reloadPage).not.toHaveBeenCalled();
    session.elapse(1);
    await waitFor(() => expect(effects.reloadPage).toHaveBeenCalledTimes(1));
  });
});
