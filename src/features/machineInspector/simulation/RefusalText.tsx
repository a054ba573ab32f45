import { Trans } from '@lingui/react/macro';
import type { Refusal } from './eventAvailability';

/** Why the current state does not take an event, in words. */
export function RefusalText({ type, refusal }: { type: string; refusal: Refusal }) {
  switch (refusal.kind) {
    case 'finished':
      return <Trans>The machine has finished: it takes no more events.</Trans>;
    case 'noTransition':
      return <Trans>No active state has a transition for {type}.</Trans>;
    case 'forbidden':
      return <Trans>The active state ignores {type} on purpose.</Trans>;
    case 'payload': {
      const { message } = refusal;
      return <Trans>A guard could not read this payload: {message}</Trans>;
    }
    case 'guards':
      return (
        <>
          {refusal.guards.map(({ name, description }) => (
            <span key={name}>
              {description ? (
                <Trans>
                  Refused by the guard {name}: {description}
                </Trans>
              ) : (
                <Trans>Refused by the guard {name}.</Trans>
              )}{' '}
            </span>
          ))}
        </>
      );
  }
}
