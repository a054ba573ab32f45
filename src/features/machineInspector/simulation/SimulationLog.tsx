import { Trans, useLingui } from '@lingui/react/macro';
import { answerValue, eventPayload, payloadText } from './payloadText';
import type { LogEntry } from './simulationDriver';
import * as css from './simulation.css';

/** What a step did, in words. */
function StepText({ entry }: { entry: LogEntry }) {
  const { step, events, now } = entry;
  if (!step) return <Trans>Started</Trans>;
  switch (step.kind) {
    case 'send': {
      const { type } = step;
      const payload = payloadText(eventPayload(events[0] ?? { type }));
      return (
        <Trans>
          Sent {type} {payload}
        </Trans>
      );
    }
    case 'resolve': {
      const { actor } = step;
      const value = payloadText(answerValue(events[0] ?? { type: '' }));
      return (
        <Trans>
          {actor} resolved with {value}
        </Trans>
      );
    }
    case 'reject': {
      const { actor } = step;
      const value = payloadText(answerValue(events[0] ?? { type: '' }));
      return (
        <Trans>
          {actor} rejected with {value}
        </Trans>
      );
    }
    case 'advance': {
      const fired = events.map((event) => event.type).join(', ');
      return (
        <Trans>
          Clock at {now} ms: {fired}
        </Trans>
      );
    }
  }
}

/** Every step of the run, with the effects it asked the app for and the states it led to. */
export function SimulationLog({ log }: { log: readonly LogEntry[] }) {
  const { t } = useLingui();
  return (
    <ol className={css.log} aria-label={t`Event log`} data-testid="simulation-log">
      {log.map((entry) => {
        const effects = entry.effects
          .map(({ type, params }) =>
            params === undefined ? type : `${type} ${payloadText(params)}`,
          )
          .join(', ');
        const states = entry.leafStateIds.join(', ');
        return (
          <li key={entry.index ?? 'start'}>
            <StepText entry={entry} /> → <span className={css.leaf}>{states}</span>
            {effects ? (
              <>
                {' '}
                <Trans>(effects: {effects})</Trans>
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
