import { Trans } from '@lingui/react/macro';
import type { PendingTimer } from './simulatedTimers';
import * as css from './simulation.css';

interface Props {
  now: number;
  timers: readonly PendingTimer[];
  onAdvance: () => void;
}

/** The simulated clock: its time, the pending timers with their delays, and a jump to the next. */
export function SimulationTimers({ now, timers, onAdvance }: Props) {
  return (
    <div>
      <h3>
        <Trans>Timers</Trans>
      </h3>
      <p>
        <Trans>Simulated time: {now} ms</Trans>
      </p>
      {timers.length === 0 ? (
        <p className={css.refusal}>
          <Trans>No timer is pending.</Trans>
        </p>
      ) : (
        <ul className={css.list} data-testid="simulation-timers">
          {timers.map(({ delay, stateId, ms, dueAt }) => (
            <li key={`${stateId}.${delay}`}>
              <Trans>
                {delay} of {stateId}: {ms} ms, due at {dueAt} ms
              </Trans>
            </li>
          ))}
        </ul>
      )}
      <button type="button" disabled={timers.length === 0} onClick={onAdvance}>
        <Trans>Advance to next timer</Trans>
      </button>
    </div>
  );
}
