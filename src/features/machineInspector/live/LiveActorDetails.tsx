import { Trans } from '@lingui/react/macro';
import { machineCatalog } from '../../../../machines/catalog';
import { MachineDiagram } from '../diagram/MachineDiagram';
import type { SeenActor } from './liveActors';
import { ActorStatus } from './ActorStatus';
import { EventLog } from './EventLog';
import { leafNames } from './leafNames';
import * as css from './live.css';

/** One actor: its machine with the active states lit, its event log and its context. */
export function LiveActorDetails({ actor }: { actor: SeenActor }) {
  const machine = machineCatalog.find((entry) => entry.machine.id === actor.machineId)?.machine;
  const states = leafNames(actor.snapshot.leafStateIds).join(', ');
  const route = actor.route;
  return (
    <section
      className={css.details}
      aria-labelledby="live-actor-heading"
      data-testid="actor-details"
    >
      <h2 id="live-actor-heading">
        {actor.machineId ?? actor.actorId} <ActorStatus status={actor.status} />
      </h2>
      <p>
        <Trans>
          Started on <code>{route}</code>
        </Trans>
      </p>
      {states ? (
        <p>
          <Trans>
            Active states: <strong data-testid="active-states">{states}</strong>
          </Trans>
        </p>
      ) : null}
      {machine ? (
        <MachineDiagram machine={machine} activeStateIds={actor.snapshot.activeStateIds} />
      ) : null}
      <h3>
        <Trans>Event log</Trans>
      </h3>
      <EventLog events={actor.events} />
      <h3>
        <Trans>Context</Trans>
      </h3>
      <pre className={css.json} data-testid="actor-context">
        {JSON.stringify(actor.snapshot.context, null, 2)}
      </pre>
    </section>
  );
}
