import { useRouterState } from '@tanstack/react-router';

/**
 * True from the moment a navigation to another page starts until that page is shown. The
 * previous page stays on screen meanwhile; the first load has its own placeholder, and a new
 * query on the same page (a tab, a page of a list) keeps its page usable.
 */
export function useRouteChangePending(): boolean {
  return useRouterState({
    select: (state) =>
      state.status === 'pending' &&
      state.resolvedLocation !== undefined &&
      state.location.pathname !== state.resolvedLocation.pathname,
  });
}
