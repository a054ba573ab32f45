/**
 * A coverage report laid on the machine as it is now: each transition of the diagram covered
 * (with its number of paths), not covered, or not in the report. A transition matches the
 * report's only when its id, event, targets and guard are the same: a report written before the
 * machine changed must not lend its counts to a transition it never saw (docs/decisions.md,
 * "Model-based tests: names, covering paths, reports").
 */
import type { GraphTransition, MachineGraph } from '../diagram/machineGraph';
import type { ModelCoverage } from './modelCoverage';

export type CoverageMark =
  { kind: 'covered'; paths: number } | { kind: 'uncovered' } | { kind: 'notInReport' };

export interface CoverageMatch {
  /** Every transition of the diagram, by its id. */
  marks: ReadonlyMap<string, CoverageMark>;
  /** The report and the machine disagree on a transition: one has it, the other not. */
  stale: boolean;
  covered: number;
  total: number;
}

type ReportedTransition = ModelCoverage['transitions'][number];

const sameTransition = (drawn: GraphTransition, reported: ReportedTransition) =>
  drawn.sourceId === reported.sourceId &&
  drawn.eventType === reported.eventType &&
  drawn.guard === reported.guard &&
  drawn.targetIds.join('\n') === reported.targetIds.join('\n');

function markOf(drawn: GraphTransition, reported: ReportedTransition | undefined): CoverageMark {
  if (!reported || !sameTransition(drawn, reported)) return { kind: 'notInReport' };
  return reported.paths > 0 ? { kind: 'covered', paths: reported.paths } : { kind: 'uncovered' };
}

export function matchCoverage(graph: MachineGraph, report: ModelCoverage): CoverageMatch {
  const reported = new Map(
    report.machineId === graph.machineId
      ? report.transitions.map((transition) => [transition.id, transition])
      : [],
  );
  const marks = new Map(
    graph.transitions.map((drawn) => [drawn.id, markOf(drawn, reported.get(drawn.id))]),
  );
  const drawnIds = new Set(marks.keys());
  const values = [...marks.values()];
  return {
    marks,
    stale:
      values.some((mark) => mark.kind === 'notInReport') ||
      report.transitions.some((transition) => !drawnIds.has(transition.id)),
    covered: values.filter((mark) => mark.kind === 'covered').length,
    total: values.length,
  };
}

/** An arrow of several transitions reads as its least covered one. */
export function arrowMark(marks: readonly CoverageMark[]): CoverageMark['kind'] {
  if (marks.some((mark) => mark.kind === 'notInReport')) return 'notInReport';
  return marks.some((mark) => mark.kind === 'uncovered') ? 'uncovered' : 'covered';
}
