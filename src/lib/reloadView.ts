import { rootRouteId, type AnyRouter } from '@tanstack/react-router';

/**
 * Loads the view's data again (after a language switch, a login, a change to the orders). The
 * root's own data is left alone: reloading it marks the root match pending, which suspends the
 * whole shell for a moment (header, open drawer and the focus in it included). What the shell
 * shows in a language reads its own per-language cache (docs/decisions.md, "The shell stays").
 */
export function reloadView(router: AnyRouter): Promise<void> {
  return router.invalidate({ filter: (match) => match.routeId !== rootRouteId });
}
