import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { reloadView } from '../../lib/reloadView';
import * as css from './listControls.css';

interface ListFailedProps {
  /** What could not be loaded ("The news could not be loaded."). */
  children: ReactNode;
  /** Asks for the list again; by default the route's data is loaded again. */
  onRetry?: () => void;
}

/**
 * Said in place of a list that failed to load (src/api/listAnswer.ts), so that a visitor tells
 * "something broke" from "nothing here", with a button that asks for the list again.
 */
export function ListFailed({ children, onRetry }: ListFailedProps) {
  const router = useRouter();
  return (
    <div className={css.failed} role="alert">
      <p>{children}</p>
      <button
        type="button"
        className={css.button}
        onClick={onRetry ?? (() => void reloadView(router))}
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
