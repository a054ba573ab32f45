import { Trans } from '@lingui/react/macro';
import * as css from './shell.css';

/**
 * A screen still loading on the first visit: the shell around it is already on screen, and this
 * keeps the content's room (a screen's height), so the footer does not jump when the screen comes.
 */
export function RoutePending() {
  return (
    <div className={css.pending} role="status">
      <span className={css.visuallyHidden}>
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
