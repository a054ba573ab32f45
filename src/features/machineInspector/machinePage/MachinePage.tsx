import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { findMachineFacts } from '../metadata/machineFacts';
import { groupLabels } from '../metadata/groupLabels';
import { RoutesOfMachine } from '../metadata/RoutesOfMachine';
import { SourceLink } from '../metadata/SourceLink';
import { CoveredDiagram } from '../coverage/CoveredDiagram';
import { MachineInWords } from './MachineInWords';
import { SimulationPanel } from '../simulation/SimulationPanel';
import * as pageCss from '../machineInspector.css';
import * as css from './machinePage.css';

/** One line of the machine's facts: a term and what it is for this machine. */
function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={css.term}>{term}</dt>
      <dd className={css.definition}>{children}</dd>
    </>
  );
}

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
        <Fact term={<Trans>Group</Trans>}>{i18n._(groupLabels[facts.group])}</Fact>
        <Fact term={<Trans>Routes</Trans>}>
          <RoutesOfMachine routes={facts.routes} />
        </Fact>
        <Fact term={<Trans>Screen</Trans>}>
          <SourceLink path={facts.screen} />
        </Fact>
        <Fact term={<Trans>Hook</Trans>}>
          <SourceLink path={facts.hook} />
        </Fact>
        <Fact term={<Trans>Machine</Trans>}>
          <SourceLink path={facts.source} />
        </Fact>
        <Fact term={<Trans>Diagram in Markdown</Trans>}>
          <SourceLink path={facts.docs} />
        </Fact>
        <Fact term={<Trans>Model tests</Trans>}>
          <ul>
            {[facts.modelTest, ...(facts.screenModelTests ?? [])].map((path) => (
              <li key={path}>
                <SourceLink path={path} />
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
      <section aria-labelledby="machine-diagram" className={css.diagram}>
        <h2 id="machine-diagram">
          <Trans>Diagram</Trans>
        </h2>
        <CoveredDiagram machine={facts.machine} activeStateIds={activeStateIds} />
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
