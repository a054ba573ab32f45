import { Trans } from '@lingui/react/macro';
import type { ActorStatus as Status } from './liveActors';
import * as css from './live.css';

/** Whether an actor runs, or how it ended. */
export function ActorStatus({ status }: { status: Status }) {
  return (
    <span className={status === 'running' ? css.running : css.ended} data-status={status}>
      {status === 'running' ? <Trans>running</Trans> : null}
      {status === 'stopped' ? <Trans>stopped</Trans> : null}
      {status === 'done' ? <Trans>done</Trans> : null}
      {status === 'error' ? <Trans>failed</Trans> : null}
      {status === 'gone' ? <Trans>tab closed</Trans> : null}
    </span>
  );
}
