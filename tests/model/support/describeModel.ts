/**
 * One call per machine: explores it, prints its coverage, requires 100% of its
 * states and transitions, and runs every path as its own test.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { measureCoverage, modelPaths, runPath, type ModelSpec } from './modelHarness';

export function describeModel(name: string, spec: ModelSpec): void {
  describe(`${name} (model-based)`, () => {
    const coverage = measureCoverage(spec);
    const paths = modelPaths(spec);

    afterAll(() => {
      console.log(
        `[model] ${name}: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, ${paths.length} paths`,
      );
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
  });
}
