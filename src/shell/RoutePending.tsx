import { Trans } from '@lingui/react/macro';
import * as css from './shell.css';

/**
 * A screen still loading on the first visit: the shell around it is already on screen, and the
 * content's room is kept by the page frame (`main` is at least a screen high).
 */
export function RoutePending() {
  return (
    <p className={css.visuallyHidden} role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
