import { useEffect, useState, type ReactNode } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { useAppMachine } from '../../lib/useAppMachine';
import { appSessionEffects } from './appSessionEffects';
import { SessionContext } from './sessionContext';
import { createSessionLogic, type SessionEffects } from './sessionLogic';
import { storedSessionInput } from './storedSession';
import { onUnauthorized } from '../../api/unauthorized';

interface SessionProviderProps {
  router: AnyRouter;
  /** Tests give doubles; the app uses the API, the router and the dialogs. */
  effects?: SessionEffects;
  children: ReactNode;
}

/** Runs the session machine once for the app and tells it about every route change. */
export function SessionProvider({ router, effects, children }: SessionProviderProps) {
  const [logic] = useState(() => createSessionLogic(effects ?? appSessionEffects(router)));
  const [, , actor] = useAppMachine(logic, { input: storedSessionInput() });

  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, hrefChanged }) => {
        if (hrefChanged) actor.send({ type: 'ROUTE_CHANGED', path: toLocation.pathname });
      }),
    [router, actor],
  );

  useEffect(() => onUnauthorized(() => actor.send({ type: 'UNAUTHORIZED' })), [actor]);
  return <SessionContext value={actor}>{children}</SessionContext>;
}
