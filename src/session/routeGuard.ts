/** Where the login guard sits in the router (spec §2.2 "Protected routes"). */
import { redirect, type RouterHistory } from '@tanstack/react-router';
import type { LoginGuard } from './loginGuard';

/** Where a refused direct load (or back/forward, or a redirect) lands, under the login offer. */
export const REFUSED_LANDING = '/homePage';

/**
 * Cancels an in-app navigation to a protected route before the address changes. Back and
 * forward are left to the root route's check: a blocked pop would have to rewind the history.
 */
export function blockProtectedNavigation(history: RouterHistory, guard: LoginGuard): () => void {
  return history.block({
    blockerFn: ({ nextLocation, action }) =>
      (action === 'PUSH' || action === 'REPLACE') && guard.refuses(nextLocation),
    enableBeforeUnload: false,
  });
}

interface RootBeforeLoadArgs {
  context: { loginGuard: LoginGuard };
  location: { pathname: string; href: string };
  preload: boolean;
}

/** The root route's `beforeLoad`: whatever got past the blocker is sent home under the offer. */
export function refuseProtectedLocation({ context, location, preload }: RootBeforeLoadArgs): void {
  const refused = preload
    ? context.loginGuard.wouldRefuse(location)
    : context.loginGuard.refuses(location);
  if (refused) throw redirect({ href: REFUSED_LANDING, replace: true });
}
