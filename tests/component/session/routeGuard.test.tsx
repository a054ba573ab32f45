import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createLoginGuard, type LoginGuard } from '../../../src/session/loginGuard';
import { blockProtectedNavigation, refuseProtectedLocation } from '../../../src/session/routeGuard';
import { searchCodec } from '../../../src/app/searchCodec';
import { isProtectedPath, pathsNeedingLogin } from '../../../src/session/protectedRoutes';

/** The pages of spec §2.2 that need a login, declared as the app's routes declare them. */
const NEEDING_LOGIN = ['/cartView', '/payView', '/buyTab', '/userDetail'];

/** A router wired as the app's (blocker + root beforeLoad), with plain screens. */
function renderRouter(initial: string, options: { loggedIn: boolean; answer?: string }) {
  const ask = vi.fn(() => Promise.resolve(options.answer ?? 'cancel'));
  const history = createMemoryHistory({ initialEntries: [initial] });
  let goTo: (href: string) => void = () => {};
  let protectedPaths: ReadonlySet<string> = new Set();
  const loginGuard: LoginGuard = createLoginGuard({
    needsLogin: (pathname) => isProtectedPath(pathname, protectedPaths),
    hasToken: () => options.loggedIn,
    ask,
    goTo: (href) => goTo(href),
  });
  const root = createRootRouteWithContext<{ loginGuard: LoginGuard }>()({
    beforeLoad: refuseProtectedLocation,
    component: () => (
      <>
        <Link to="/cartView" search={{ type: 'nowCart' }}>
          cart
        </Link>
        <Outlet />
      </>
    ),
  });
  const page = (path: string) =>
    createRoute({
      getParentRoute: () => root,
      path,
      staticData: NEEDING_LOGIN.includes(path) ? { login: true } : {},
      validateSearch: (search: Record<string, unknown>) => search,
      component: () => <h1>{path}</h1>,
    });
  const routeTree = root.addChildren(
    ['/homePage', '/storePage', '/cartView', '/payView', '/buyTab', '/userDetail', '/loginn'].map(
      page,
    ),
  );
  protectedPaths = pathsNeedingLogin(routeTree);
  const router = createRouter({ routeTree, history, context: { loginGuard }, ...searchCodec });
  goTo = (href) => void router.navigate({ href });
  blockProtectedNavigation(history, loginGuard);
  render(<RouterProvider router={router} />);
  return { ask, router, history };
}

describe('protected routes without a login token', () => {
  it('cancels an in-app navigation: the address and the page stay, the login offer opens', async () => {
    const { ask, router } = renderRouter('/storePage', { loggedIn: false });
    await screen.findByRole('heading', { name: '/storePage' });
    await act(async () => screen.getByRole('link', { name: 'cart' }).click());
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/storePage');
    expect(screen.getByRole('heading', { name: '/storePage' })).toBeVisible();
  });

  it('goes to login with the target when the offer is accepted', async () => {
    const { router } = renderRouter('/storePage', { loggedIn: false, answer: 'confirm' });
    await screen.findByRole('heading', { name: '/storePage' });
    await act(async () => screen.getByRole('link', { name: 'cart' }).click());
    await screen.findByRole('heading', { name: '/loginn' });
    expect(router.state.location.search).toEqual({ redirect: '/cartView?type=nowCart' });
  });

  it.each(['/payView', '/cartView', '/buyTab', '/userDetail?changepwd=true'])(
    'shows the home page under the offer when %s is loaded directly',
    async (path) => {
      const { ask } = renderRouter(path, { loggedIn: false });
      await screen.findByRole('heading', { name: '/homePage' });
      expect(ask).toHaveBeenCalledTimes(1);
    },
  );

  it('does not stack offers on repeated clicks', async () => {
    const ask = vi.fn(() => new Promise<string>(() => {}));
    const guard = createLoginGuard({
      needsLogin: (pathname) => NEEDING_LOGIN.includes(pathname),
      hasToken: () => false,
      ask,
      goTo: vi.fn(),
    });
    const cart = { pathname: '/cartView', href: '/cartView' };
    expect(guard.refuses(cart)).toBe(true);
    expect(guard.refuses(cart)).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

describe('protected routes with a login token', () => {
  it('lets the navigation through without asking', async () => {
    const { ask, router } = renderRouter('/storePage', { loggedIn: true });
    await screen.findByRole('heading', { name: '/storePage' });
    await act(async () => screen.getByRole('link', { name: 'cart' }).click());
    await screen.findByRole('heading', { name: '/cartView' });
    expect(router.state.location.search).toEqual({ type: 'nowCart' });
    expect(ask).not.toHaveBeenCalled();
  });
});
