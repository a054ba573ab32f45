import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { type paymentPollingMachine } from '../../../machines/paymentPollingMachine';
import { PAYMENT_CHECK_INTERVAL_MS } from '../../domain/timings';
import * as ui from '../../components/shop/shopUi.css';

type PollingSnapshot = SnapshotFrom<typeof paymentPollingMachine>;

interface PollingStatusProps {
  /** The checkout's `polling` child (typed loosely by the parent's children map). */
  polling: AnyActorRef | undefined;
  onRetry: () => void;
}

/** Tries left (and about how long) while waiting for the wallet; a retry after the last one. */
export function PollingStatus({ polling, onRetry }: PollingStatusProps) {
  const triesLeft = useSelector(
    polling,
    (snapshot) => (snapshot as PollingSnapshot | undefined)?.context.triesLeft ?? 0,
  );
  const timedOut = useSelector(
    polling,
    (snapshot) => (snapshot as PollingSnapshot | undefined)?.matches('timedOut') ?? false,
  );
  if (!polling) return null;
  if (timedOut)
    return (
      <div role="alert">
        <p className={ui.problem}>
          <Trans>The payment was not confirmed in time.</Trans>
        </p>
        <button type="button" className={ui.primaryButton} onClick={onRetry}>
          <Trans>Wait again</Trans>
        </button>
      </div>
    );
  const seconds = Math.ceil((triesLeft * PAYMENT_CHECK_INTERVAL_MS) / 1000);
  return (
    <p>
      <Trans>
        Waiting for the payment: {triesLeft} checks left (about {seconds} s).
      </Trans>
    </p>
  );
}
