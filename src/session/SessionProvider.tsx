import { useEffect, useState, type ReactNode } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { SessionContext } from './sessionContext';
import { createSessionHandle } from './sessionHandle';
import type { SessionEffects } from './sessionLogic';
import { storedSessionInput } from './storedSession';
import { forgetPagesOfLeavingCustomers } from './userScope';
import { onUnauthorized } from '../api/unauthorized';
import { preloadConfirmDialog } from '../components/dialogs/confirm';

/**
 * The session machine, with the confirm dialog's code ready before the machine runs: an
 * expiry found by a route change prompts at once, not after the dialog's chunk arrives
 * (the prompt has no click to wait for). Without the dialog's chunk the prompt loads it then.
 */
async function loadSession() {
  const [session] = await Promise.all([
    import('./runSession'),
    preloadConfirmDialog().catch(() => undefined),
  ]);
  return session;
}

interface SessionProviderProps {
  router: AnyRouter;
  /** Tests give doubles; the app uses the API, the router and the dialogs. */
  effects?: SessionEffects;
  children: ReactNode;
}

/** Holds the app's session (see sessionHandle.ts) and tells it about every route change. */
export function SessionProvider({ router, effects, children }: SessionProviderProps) {
  const [session] = useState(() =>
    createSessionHandle(
      async (input) => (await loadSession()).runSession(input, router, effects),
      storedSessionInput,
    ),
  );

  useEffect(() => {
    session.open();
    return () => session.close();
  }, [session]);

  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, hrefChanged }) => {
        if (hrefChanged) session.send({ type: 'ROUTE_CHANGED', path: toLocation.pathname });
      }),
    [router, session],
  );

  useEffect(() => forgetPagesOfLeavingCustomers(router, session), [router, session]);
  useEffect(() => onUnauthorized(() => session.send({ type: 'UNAUTHORIZED' })), [session]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
