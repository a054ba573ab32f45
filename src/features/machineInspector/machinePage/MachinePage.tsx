import { useState } from 'react';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { findMachineFacts } from '../metadata/machineFacts';
import { groupLabels } from '../metadata/groupLabels';
import { RoutesOfMachine } from '../metadata/RoutesOfMachine';
import { SourceLink } from '../metadata/SourceLink';
import { MachineDiagram } from '../diagram/MachineDiagram';
import { MachineInWords } from './MachineInWords';
import { SimulationPanel } from '../simulation/SimulationPanel';
import * as pageCss from '../machineInspector.css';
import * as css from './machinePage.css';

function BackToIndex() {
  return (
    <Link to="/__machines">
      <Trans>All machines</Trans>
    </Link>
  );
}

/**
 * Development only: one machine, with its summary, where it runs, its files, its diagram and its
 * states and guards in words (the address is `#/__machines/<machine id>`).
 */
export function MachinePage() {
  const { i18n } = useLingui();
  const { machineId } = useParams({ from: '/__machines/$machineId' });
  const { sim } = useSearch({ from: '/__machines/$machineId' });
  const navigate = useNavigate();
  const [activeStateIds, setActiveStateIds] = useState<readonly string[]>([]);
  const facts = findMachineFacts(machineId);

  if (!facts) {
    return (
      <section className={pageCss.page}>
        <h1>
          <Trans>No such machine</Trans>
        </h1>
        <p>
          <Trans>No machine of the product is called “{machineId}”.</Trans>
        </p>
        <BackToIndex />
      </section>
    );
  }

  return (
    <section className={pageCss.page} data-machine={facts.id}>
      <BackToIndex />
      <h1>{facts.id}</h1>
      <p>{i18n._(facts.summary)}</p>
      <dl className={css.facts}>
        <dt className={css.term}>
          <Trans>Group</Trans>
        </dt>
        <dd className={css.definition}>{i18n._(groupLabels[facts.group])}</dd>
        <dt className={css.term}>
          <Trans>Routes</Trans>
        </dt>
        <dd className={css.definition}>
          <RoutesOfMachine routes={facts.routes} />
        </dd>
        <dt className={css.term}>
          <Trans>Screen</Trans>
        </dt>
        <dd className={css.definition}>
          <SourceLink path={facts.screen} />
        </dd>
        <dt className={css.term}>
          <Trans>Hook</Trans>
        </dt>
        <dd className={css.definition}>
          <SourceLink path={facts.hook} />
        </dd>
        <dt className={css.term}>
          <Trans>Machine</Trans>
        </dt>
        <dd className={css.definition}>
          <SourceLink path={facts.source} />
        </dd>
        <dt className={css.term}>
          <Trans>Diagram in Markdown</Trans>
        </dt>
        <dd className={css.definition}>
          <SourceLink path={facts.docs} />
        </dd>
        <dt className={css.term}>
          <Trans>Model tests</Trans>
        </dt>
        <dd className={css.definition}>
          <ul>
            {[facts.modelTest, ...(facts.screenModelTests ?? [])].map((path) => (
              <li key={path}>
                <SourceLink path={path} />
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <section aria-labelledby="machine-diagram" className={css.diagram}>
        <h2 id="machine-diagram">
          <Trans>Diagram</Trans>
        </h2>
        <MachineDiagram machine={facts.machine} activeStateIds={activeStateIds} />
      </section>
      <SimulationPanel
        machine={facts.machine}
        encoded={sim}
        onEncodedChange={(encoded) =>
          void navigate({
            to: '/__machines/$machineId',
            params: { machineId },
            search: encoded === undefined ? {} : { sim: encoded },
            replace: true,
          })
        }
        onActiveStateIdsChange={setActiveStateIds}
      />
      <MachineInWords machine={facts.machine} />
    </section>
  );
}
