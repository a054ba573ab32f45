import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { machineCatalog } from '../../../machines/catalog';
import { machineInspector } from '../../lib/machineInspector';
import { MachineDiagram } from './MachineDiagram';
import * as css from './machineGallery.css';

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
      {machineCatalog.map(({ machine, summary }) => (
        <MachineDiagram
          key={machine.id}
          machine={machine}
          summary={summary}
          active={machineInspector.activeStates(machine.id)}
          instances={machineInspector.instances(machine.id)}
        />
      ))}
    </section>
  );
}
