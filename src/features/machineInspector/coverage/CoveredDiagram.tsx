import { Suspense, use, useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import type { AnyStateMachine } from 'xstate';
import { MachineDiagram } from '../diagram/MachineDiagram';
import { readMachineGraph } from '../diagram/machineGraph';
import { CoverageStatus } from './CoverageStatus';
import { matchCoverage } from './matchCoverage';
import { modelReportOf } from './modelReportOf';

interface CoveredDiagramProps {
  machine: AnyStateMachine;
  activeStateIds: readonly string[];
}

function WithReport({ machine, activeStateIds }: CoveredDiagramProps) {
  const answer = use(modelReportOf(machine.id));
  const match = useMemo(
    () =>
      answer.kind === 'report'
        ? matchCoverage(readMachineGraph(machine), answer.report)
        : undefined,
    [answer, machine],
  );
  return (
    <>
      <CoverageStatus machineId={machine.id} answer={answer} match={match} />
      <MachineDiagram machine={machine} activeStateIds={activeStateIds} coverage={match?.marks} />
    </>
  );
}

/** The machine's diagram with the last model-test run's coverage laid on its transitions. */
export function CoveredDiagram(props: CoveredDiagramProps) {
  return (
    <Suspense
      fallback={
        <p role="status">
          <Trans>Reading the model-test report…</Trans>
        </p>
      }
    >
      <WithReport {...props} />
    </Suspense>
  );
}
