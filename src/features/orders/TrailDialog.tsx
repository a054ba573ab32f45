import { Trans } from '@lingui/react/macro';
import type { TrailEntry } from '../../../machines/orderAfterSalesMachine';
import { Dialog } from '../../components/dialogs/Dialog';
import * as ui from '../../components/shop/shopUi.css';
import * as css from './orders.css';

interface TrailDialogProps {
  open: boolean;
  trackingNumber: string;
  loading: boolean;
  failed: boolean;
  trail: readonly TrailEntry[];
  onRetry: () => void;
  onClose: () => void;
  /** Where focus goes on close when the opener has left the list. */
  finalFocus?: () => HTMLElement | null;
}

/** The shipment's logistics trail, newest step first (spec §2.10). */
export function TrailDialog(props: TrailDialogProps) {
  const trackingNumber = props.trackingNumber;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
      title={<Trans>Logistics trail</Trans>}
      finalFocus={props.finalFocus}
      className={ui.wideDialog}
    >
      <p className={ui.meta}>
        <Trans>Tracking number: {trackingNumber}</Trans>
      </p>
      {props.loading ? (
        <p role="status">
          <Trans>Loading the trail…</Trans>
        </p>
      ) : props.failed ? (
        <div role="alert">
          <p className={ui.problem}>
            <Trans>The trail could not be loaded.</Trans>
          </p>
          <button type="button" className={ui.button} onClick={props.onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : props.trail.length === 0 ? (
        <p className={ui.meta}>
          <Trans>No logistics information yet.</Trans>
        </p>
      ) : (
        <ol className={css.trail}>
          {[...props.trail].reverse().map((entry) => (
            <li key={`${entry.time}-${entry.station}`} className={css.trailStep}>
              <time className={css.trailTime}>{entry.time}</time>
              <span>{entry.station}</span>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
