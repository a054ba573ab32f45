/**
 * One call per machine: explores it, prints its coverage, requires 100% of its
 * states and transitions, and runs as its own test each path of a covering set
 * (coveringPaths.ts: every transition of the machine, in few paths with names a
 * tester reads). One more test replays every edge of the model's graph (every
 * state the exploration tells apart, with every event it takes), so each
 * invariant and effect is still checked in every state it was checked in when
 * each edge was a test of its own; its failure names the path and the step.
 * Each run writes the machine's coverage report (coverageReport.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { coveringPaths } from './coveringPaths';
import { modelReport, writeModelReport } from './coverageReport';
import { measureCoverage, modelPaths, runPath, type ModelSpec } from './modelHarness';

const EDGES_TIMEOUT_MS = 60_000;

export function describeModel(name: string, spec: ModelSpec): void {
  describe(`${name} (model-based)`, () => {
    const coverage = measureCoverage(spec);
    const edges = modelPaths(spec);
    const paths = coveringPaths(spec, {}, edges);

    // The run's record for a tester: test-results/model/<machine>.md, and one line here.
    afterAll(() => {
      const report = modelReport(spec, paths, edges.length);
      writeModelReport(spec.machine.id, report);
      console.log(report.summary);
    });

    it('reaches every state of the machine', () => {
      expect(coverage.states.missing).toEqual([]);
    });

    it('takes every transition of the machine', () => {
      expect(coverage.transitions.missing).toEqual([]);
    });

    // A tester picks a path by its name (`-t`): two paths with one name could not be told apart.
    it('gives every path its own name', () => {
      const names = paths.map((path) => path.description);
      expect(names.filter((one, index) => names.indexOf(one) !== index)).toEqual([]);
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', (_description, path) => {
      runPath(spec, path);
    });

    // Thousands of replayed steps for the larger machines (the session's 2,097 edges took
    // over 5 s under load on the 2 shared cores): the default timeout would make it flaky.
    it(
      `${spec.machine.id}: every edge of the model (${edges.length}) keeps the invariants and effects`,
      () => {
        edges.forEach((path) => runPath(spec, path));
      },
      EDGES_TIMEOUT_MS,
    );
  });
}
