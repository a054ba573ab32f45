import { useLocation } from '@tanstack/react-router';
import { askedStatus } from './ordersSearch';

/**
 * The status whose tab shows as selected: the address's, from the moment it changes (a tab
 * pressed, back or forward), while the router still loads that status's orders and the panel
 * keeps the list on screen (docs/decisions.md, "A pressed order tab is selected at once").
 * `loaded` is the list's status, kept while the address leaves the page.
 */
export function useAskedStatus(loaded: number): number {
  const asked = useLocation({
    select: (location) => (location.pathname === '/buyTab' ? askedStatus(location.search) : null),
  });
  return asked ?? loaded;
}
