/**
 * What the app holds in memory for a customer goes when that customer leaves, as their stored
 * values do (src/lib/storedValues.ts; docs/decisions.md "User data belongs to the session"):
 * the router's cached pages, and the screens' machines and dialogs' drafts.
 */
import { useContext, useSyncExternalStore } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { SessionContext } from './sessionContext';
import type { SessionHandle } from './sessionHandle';

/**
 * Drops the router's cached pages (and preloads) when a customer leaves: at once, and again when
 * the next navigation has settled, because the router caches the page it leaves only then (the
 * user center left for the login page would otherwise be shown to the next customer).
 */
export function forgetPagesOfLeavingCustomers(router: AnyRouter, session: SessionHandle) {
  let scope = session.getUserScope();
  let settledScope = scope;
  const stopSession = session.subscribe(() => {
    if (session.getUserScope() === scope) return;
    scope = session.getUserScope();
    router.clearCache();
  });
  const stopRouter = router.subscribe('onResolved', () => {
    if (settledScope === scope) return;
    settledScope = scope;
    router.clearCache();
  });
  return () => {
    stopSession();
    stopRouter();
  };
}

/**
 * Changes when a customer leaves: the shell keys the screen with it, so every machine and draft
 * under it starts afresh for the next customer.
 */
export function useUserScope(): number {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useUserScope needs a <SessionProvider> above it');
  return useSyncExternalStore(session.subscribe, session.getUserScope);
}
