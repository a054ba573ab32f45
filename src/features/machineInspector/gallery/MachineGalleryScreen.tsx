import { Trans } from '@lingui/react/macro';
import { machineCatalog } from '../../../../machines/catalog';
import { MachineDiagram } from '../diagram/MachineDiagram';
import * as css from '../machineInspector.css';

/** Development only: every machine drawn from its definition. */
export function MachineGalleryScreen() {
  return (
    <section className={css.page}>
      <h1>
        <Trans>State machines</Trans>
      </h1>
      <p>
        <Trans>
          Each diagram is drawn from the machine's definition; the machines running in the app's
          other tabs are in the live view.
        </Trans>
      </p>
      {machineCatalog.map(({ machine, summary }) => (
        <article key={machine.id} className={css.card} data-machine={machine.id}>
          <h2>{machine.id}</h2>
          <p>{summary}</p>
          <MachineDiagram machine={machine} />
        </article>
      ))}
    </section>
  );
}
