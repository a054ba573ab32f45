import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLoaderData,
} from '@tanstack/react-router';
import { SessionProvider } from '../../../src/session/SessionProvider';
import type { SessionEffects } from '../../../src/session/sessionLogic';
import { useSession } from '../../../src/session/useSession';
import { storage } from '../../../src/lib/storage';

const alice = { username: 'alice', nickname: 'Alice' };
const bob = { username: 'bob', nickname: 'Bob' };

beforeAll(async () => {
  await import('../../../src/session/runSession');
}, 30_000);

afterEach(() => localStorage.clear());

/** The buttons the header and the login screen give a customer. */
function SessionButtons() {
  const session = useSession();
  return (
    <div>
      <button onClick={() => session.logIn({ token: 't-bob', user: bob })}>log in as Bob</button>
      <button onClick={() => session.logOut()}>quit</button>
    </div>
  );
}

interface CustomerRecord {
  owner: string;
  load: number;
}
const isRecord = (data: unknown): data is CustomerRecord =>
  typeof data === 'object' && data !== null && 'owner' in data && 'load' in data;

/** The routes of this file are not the app's, whose types the router is registered with. */
function UserCenter() {
  const data: unknown = useLoaderData({ strict: false });
  return <p>{isRecord(data) ? `record of ${data.owner}, load ${data.load}` : 'no record'}</p>;
}

/**
 * A user center whose loader reads the customer's record with the stored login, as the app's
 * loaders do, and a login page.
 */
function renderApp(secondLoad: Promise<void>) {
  let loads = 0;
  const root = createRootRoute({
    component: () => (
      <>
        <SessionButtons />
        <Outlet />
      </>
    ),
  });
  const userCenter = createRoute({
    getParentRoute: () => root,
    path: '/userDetail',
    loader: async (): Promise<CustomerRecord> => {
      const load = ++loads;
      const owner = storage.curretUser.get()?.username ?? 'nobody';
      if (load > 1) await secondLoad;
      return { owner, load };
    },
    component: UserCenter,
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/loginn',
    component: () => <h1>login</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([userCenter, login]),
    history: createMemoryHistory({ initialEntries: ['/userDetail'] }),
  });
  const effects: SessionEffects = {
    getUserInfo: () => new Promise(() => {}),
    checkShopToken: () => new Promise(() => {}),
    logInWithSavedLogin: () => new Promise(() => {}),
    logOut: () => Promise.resolve(),
    navigate: (href) => void router.navigate({ href }),
    currentHref: () => router.state.location.href,
    reloadView: vi.fn(),
    reloadPage: vi.fn(),
    askExpired: () => new Promise(() => {}),
    notifyLoginExpired: vi.fn(),
    notifyShopLogin: vi.fn(),
    goBack: vi.fn(),
  };
  render(
    <SessionProvider router={router} effects={effects}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

describe('pages the router keeps for a customer', () => {
  it('are not shown to the next customer: the user center is loaded afresh for them', async () => {
    storage.usertoken.set('t-alice');
    storage.curretUser.set(alice);
    let answerSecondLoad = () => {};
    const router = renderApp(new Promise((resolve) => (answerSecondLoad = resolve)));
    expect(await screen.findByText('record of alice, load 1')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'quit' }));
    await screen.findByRole('heading', { name: 'login' });
    fireEvent.click(screen.getByRole('button', { name: 'log in as Bob' }));
    const opened = router.navigate({ to: '/userDetail' });
    // While Bob's record loads, Alice's kept one is not shown in its place.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/alice/)).toBeNull();

    answerSecondLoad();
    await act(() => opened);
    expect(await screen.findByText('record of bob, load 2')).toBeVisible();
    expect(screen.queryByText(/alice/)).toBeNull();
  });
});
