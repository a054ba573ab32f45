import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { paymentPollingMachine } from '../../../machines/paymentPollingMachine';
import { formatClock, secondsLeft } from './timeLeft';
import * as css from './checkoutDialogs.css';
import * as ui from '../../components/shop/shopUi.css';

type PollingSnapshot = SnapshotFrom<typeof paymentPollingMachine>;

interface PollingStatusProps {
  /** The checkout's `polling` child (typed loosely by the parent's children map). */
  polling: AnyActorRef | undefined;
  onRetry: () => void;
}

const checksOf = (snapshot: unknown) => {
  const context = (snapshot as PollingSnapshot | undefined)?.context;
  return { left: context?.triesLeft ?? 0, max: context?.maxChecks ?? 0 };
};

/**
 * How long the customer still has to pay, as a clock and a bar that empties (the checks left
 * times their interval, spec §4, §9), and a retry after the last check.
 */
export function PollingStatus({ polling, onRetry }: PollingStatusProps) {
  const { t } = useLingui();
  const left = useSelector(polling, (snapshot) => checksOf(snapshot).left);
  const max = useSelector(polling, (snapshot) => checksOf(snapshot).max);
  const noPaymentSeen = useSelector(
    polling,
    (snapshot) => (snapshot as PollingSnapshot | undefined)?.matches('noPaymentSeen') ?? false,
  );
  if (!polling) return null;
  if (noPaymentSeen)
    return (
      <div role="alert">
        <p className={ui.problem}>
          <Trans>The payment was not confirmed in time.</Trans>
        </p>
        <button type="button" className={ui.button} onClick={onRetry}>
          <Trans>Wait again</Trans>
        </button>
      </div>
    );
  const seconds = secondsLeft(left);
  const clock = formatClock(seconds);
  const minutesPart = Math.floor(seconds / 60);
  const secondsPart = seconds % 60;
  return (
    <div className={css.timeLeft}>
      <p>
        <Trans>
          Waiting for the payment. Time left: <span className={css.clock}>{clock}</span>
        </Trans>
      </p>
      <progress
        className={css.timeLeftBar}
        aria-label={t`Time left to pay`}
        aria-valuetext={t`${minutesPart} min ${secondsPart} s left`}
        max={max}
        value={left}
      />
    </div>
  );
}
