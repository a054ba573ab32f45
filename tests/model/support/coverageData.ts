/**
 * A run's coverage of one machine as data (the shape of src/features/machineInspector/coverage/
 * modelCoverage.ts): each state and transition with the number of covering paths through it.
 * The Markdown report is written from it, and it is saved beside it as JSON for the inspector's
 * diagram and `npm test`'s closing lines.
 */
import { execFileSync } from 'node:child_process';
import { createActor, getNextSnapshot, type AnyMachineSnapshot, type AnyStateNode } from 'xstate';
import type { ModelCoverage } from '../../../src/features/machineInspector/coverage/modelCoverage';
import {
  readMachineGraph,
  transitionIdOf,
} from '../../../src/features/machineInspector/diagram/machineGraph';
import { transitionKey, type CoveringPath } from './coveringPaths';
import { allStateNodes, allTransitions, type ModelSpec } from './modelHarness';

/** The state node ids a path goes through, its start included. */
function statesOf(spec: ModelSpec, path: CoveringPath): Set<string> {
  let snapshot = createActor(spec.machine, {
    input: spec.input,
  }).getSnapshot() as AnyMachineSnapshot;
  const ids = new Set<string>(snapshot._nodes.map((node: AnyStateNode) => node.id));
  for (const event of path.events) {
    snapshot = getNextSnapshot(spec.machine, snapshot, event) as AnyMachineSnapshot;
    snapshot._nodes.forEach((node: AnyStateNode) => ids.add(node.id));
  }
  return ids;
}

let commit: string | undefined | null = null;

/** The commit checked out, once per test process; none outside a git checkout. */
function currentCommit(): string | undefined {
  if (commit === null) {
    try {
      commit = execFileSync('git', ['rev-parse', 'HEAD'], {
        encoding: 'utf8',
        stdio: 'pipe',
      }).trim();
    } catch {
      commit = undefined;
    }
  }
  return commit;
}

export function modelCoverage(
  spec: ModelSpec,
  paths: readonly CoveringPath[],
  edges: number,
): ModelCoverage {
  const visits = paths.map((path) => statesOf(spec, path));
  const pathsThrough = new Map(
    allTransitions(spec.machine).map((transition) => {
      const key = transitionKey(transition);
      return [
        transitionIdOf(transition),
        paths.filter((path) => path.transitions.has(key)).length,
      ] as const;
    }),
  );
  return {
    machineId: spec.machine.id,
    generatedAt: new Date().toISOString(),
    commit: currentCommit(),
    coveringPaths: paths.length,
    edgesReplayed: edges,
    states: allStateNodes(spec.machine.root).map((node) => ({
      id: node.id,
      paths: visits.filter((ids) => ids.has(node.id)).length,
    })),
    // Described as the diagram reads them, so the inspector can tell a report its machine outgrew.
    transitions: readMachineGraph(spec.machine).transitions.map((transition) => ({
      id: transition.id,
      sourceId: transition.sourceId,
      eventType: transition.eventType,
      targetIds: [...transition.targetIds],
      ...(transition.guard === undefined ? {} : { guard: transition.guard }),
      paths: pathsThrough.get(transition.id) ?? 0,
    })),
  };
}
