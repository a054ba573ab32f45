import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { answerValue, payloadText } from './payloadText';
import type { PendingActor } from './simulationDriver';
import * as css from './simulation.css';

interface Props {
  actor: PendingActor;
  onAnswer: (kind: 'resolve' | 'reject', actor: string, sample: number) => void;
}

/** An invoked actor the machine waits on: the reviewer resolves or rejects it with a sample. */
export function PendingActorRow({ actor, onAnswer }: Props) {
  const { t } = useLingui();
  const [resolveWith, setResolveWith] = useState(0);
  const [rejectWith, setRejectWith] = useState(0);
  const { path } = actor;
  return (
    <li className={css.row} role="group" aria-label={path} data-actor={path}>
      <strong>{path}</strong>
      {actor.awaited ? (
        <>
          <div className={css.rowControls}>
            <select
              className={css.select}
              aria-label={t`Result of ${path}`}
              value={resolveWith}
              onChange={(change) => setResolveWith(Number(change.target.value))}
            >
              {actor.resolveSamples.map((one, index) => (
                <option key={index} value={index}>
                  {payloadText(answerValue(one))}
                </option>
              ))}
            </select>
            <button type="button" onClick={() => onAnswer('resolve', path, resolveWith)}>
              <Trans>Resolve</Trans>
            </button>
          </div>
          <div className={css.rowControls}>
            <select
              className={css.select}
              aria-label={t`Error of ${path}`}
              value={rejectWith}
              onChange={(change) => setRejectWith(Number(change.target.value))}
            >
              {actor.rejectSamples.map((one, index) => (
                <option key={index} value={index}>
                  {payloadText(answerValue(one))}
                </option>
              ))}
            </select>
            <button type="button" onClick={() => onAnswer('reject', path, rejectWith)}>
              <Trans>Reject</Trans>
            </button>
          </div>
        </>
      ) : (
        <p className={css.refusal}>
          <Trans>It runs while its state lasts and answers with events: send them above.</Trans>
        </p>
      )}
    </li>
  );
}
