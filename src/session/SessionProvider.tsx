import { useEffect, useState, type ReactNode } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { SessionContext } from './sessionContext';
import { createSessionHandle } from './sessionHandle';
import type { SessionEffects } from './sessionLogic';
import { storedSessionInput } from './storedSession';
import { onUnauthorized } from '../api/unauthorized';

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
      async (input) => (await import('./runSession')).runSession(input, router, effects),
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

  useEffect(() => onUnauthorized(() => session.send({ type: 'UNAUTHORIZED' })), [session]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
