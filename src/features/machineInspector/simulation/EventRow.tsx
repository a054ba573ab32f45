import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyEventObject } from 'xstate';
import type { Availability } from './eventAvailability';
import { eventPayload, parsePayload, payloadText } from './payloadText';
import type { EventChoice } from './simulationDriver';
import type { Choice } from './simulationPlan';
import { RefusalText } from './RefusalText';
import * as css from './simulation.css';

interface Props {
  choice: EventChoice;
  availabilityOf: (event: AnyEventObject) => Availability;
  onSend: (type: string, choice: Choice) => void;
}

/**
 * One event the machine knows: its button, enabled when the current state takes the chosen
 * payload and otherwise disabled with the reason beside it; the payload is one of the samples,
 * or the reviewer's own JSON.
 */
export function EventRow({ choice: { type, samples }, availabilityOf, onSend }: Props) {
  const { t } = useLingui();
  const reasonId = useId();
  const [sample, setSample] = useState(0);
  const [edited, setEdited] = useState<string | null>(null);
  const sampleText = (index: number) => payloadText(eventPayload(samples[index] ?? { type }));
  const parsed = edited === null ? null : parsePayload(edited);
  const event: AnyEventObject | null =
    parsed === null ? (samples[sample] ?? { type }) : parsed.ok ? { ...parsed.value, type } : null;
  const verdict = event ? availabilityOf(event) : null;
  const send = () => onSend(type, parsed?.ok ? { custom: parsed.value } : sample);

  return (
    <li className={css.row} data-event={type}>
      <div className={css.rowControls}>
        <button
          type="button"
          disabled={!verdict?.accepted}
          aria-describedby={reasonId}
          onClick={send}
        >
          {type}
        </button>
        {samples.length > 1 ? (
          <select
            className={css.select}
            aria-label={t`Sample of ${type}`}
            value={sample}
            onChange={(change) => {
              setSample(Number(change.target.value));
              setEdited(null);
            }}
          >
            {samples.map((one, index) => (
              <option key={index} value={index}>
                {payloadText(eventPayload(one))}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      <details>
        <summary>
          <Trans>Payload</Trans>
        </summary>
        <textarea
          className={css.editor}
          aria-label={t`Payload of ${type} (JSON)`}
          value={edited ?? sampleText(sample)}
          onChange={(change) => setEdited(change.target.value)}
        />
      </details>
      <p id={reasonId} className={css.refusal}>
        {parsed && !parsed.ok ? (
          <span className={css.problem}>
            <Trans>Invalid JSON: the payload must be a JSON object.</Trans>
          </span>
        ) : verdict && !verdict.accepted ? (
          <RefusalText type={type} refusal={verdict.refusal} />
        ) : (
          <Trans>The current state takes it.</Trans>
        )}
      </p>
    </li>
  );
}
