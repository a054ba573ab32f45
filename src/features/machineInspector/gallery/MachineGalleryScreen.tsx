import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { machineCatalog } from '../../../../machines/catalog';
import { machineInspector } from '../../../lib/machineInspector';
import { MachineDiagram } from '../diagram/MachineDiagram';
import * as css from '../machineInspector.css';

/** Development only: every machine drawn from its definition, with the running ones' states lit. */
export function MachineGalleryScreen() {
  useSyncExternalStore(machineInspector.subscribe, machineInspector.version);
  return (
    <section className={css.page}>
      <h1>
        <Trans>State machines</Trans>
      </h1>
      <p>
        <Trans>
          Each diagram is drawn from the machine's definition; the states of the machines running in
          this tab are highlighted as they change.
        </Trans>
      </p>
      {machineCatalog.map(({ machine, summary }) => {
        const instances = machineInspector.instances(machine.id);
        return (
          <article key={machine.id} className={css.card} data-machine={machine.id}>
            <h2>{machine.id}</h2>
            <p>{summary}</p>
            {instances > 0 ? (
              <p className={css.running}>
                <Trans>Running now: {instances}</Trans>
              </p>
            ) : null}
            <MachineDiagram
              machine={machine}
              activeStateIds={machineInspector.activeStates(machine.id)}
            />
          </article>
        );
      })}
    </section>
  );
}
