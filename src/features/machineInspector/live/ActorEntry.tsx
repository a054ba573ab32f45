import { Trans } from '@lingui/react/macro';
import type { SeenActor } from './liveActors';
import { ActorStatus } from './ActorStatus';
import { leafNames } from './leafNames';
import * as css from './live.css';

interface ActorEntryProps {
  actor: SeenActor;
  /** The actors it invoked or spawned, known in the same tab. */
  childrenOf: (sessionId: string) => SeenActor[];
  selected: string | undefined;
  onSelect: (sessionId: string) => void;
}

/** One actor of a tab, and under it the actors it started. */
export function ActorEntry({ actor, childrenOf, selected, onSelect }: ActorEntryProps) {
  const children = childrenOf(actor.sessionId);
  const states = leafNames(actor.snapshot.leafStateIds).join(', ');
  const events = actor.events.length;
  return (
    <li data-actor={actor.machineId ?? actor.actorId} data-status={actor.status}>
      <button
        type="button"
        className={css.actorButton}
        aria-pressed={actor.sessionId === selected}
        onClick={() => onSelect(actor.sessionId)}
      >
        <strong>{actor.machineId ?? actor.actorId}</strong> <ActorStatus status={actor.status} />
        <br />
        {states ? <span data-testid="leaf-states">{states}</span> : null}{' '}
        <span className={css.muted}>
          <Trans>events: {events}</Trans>
        </span>
      </button>
      {children.length > 0 ? (
        <ul className={css.actorList}>
          {children.map((child) => (
            <ActorEntry
              key={child.sessionId}
              actor={child}
              childrenOf={childrenOf}
              selected={selected}
              onSelect={onSelect}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
