import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveEvent } from '../../../lib/liveInspection/protocol';
import * as css from './live.css';

const hasPayload = (event: LiveEvent) =>
  typeof event.payload !== 'object' ||
  event.payload === null ||
  Object.keys(event.payload).length > 0;

/** The events an actor received, newest first, with their time and payload. */
export function EventLog({ events }: { events: readonly LiveEvent[] }) {
  const { i18n } = useLingui();
  if (events.length === 0)
    return (
      <p className={css.muted}>
        <Trans>No event yet.</Trans>
      </p>
    );
  return (
    <div className={css.log}>
      <ol reversed data-testid="event-log">
        {[...events].reverse().map((event, index) => (
          <li key={events.length - index}>
            <time dateTime={new Date(event.at).toISOString()} className={css.muted}>
              {i18n.date(new Date(event.at), { timeStyle: 'medium' })}
            </time>{' '}
            <code>{event.type}</code>
            {hasPayload(event) ? (
              <>
                {' '}
                <code className={css.muted}>{JSON.stringify(event.payload)}</code>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
