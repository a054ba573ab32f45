import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import * as css from './listControls.css';

/**
 * Holds a list while the next page, tab or search loads: the current items stay
 * (no jump), dimmed and marked busy, until the new ones replace them.
 */
export function ListRegion({ children }: { children: ReactNode }) {
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <div className={loading ? css.busy : css.region} aria-busy={loading}>
      {children}
    </div>
  );
}
