/**
 * The closing lines of `npm test` and `npm run test:model` (scripts/testModel/coverageLines.ts):
 * one per machine whose coverage report this run wrote, from the reports themselves.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coverageLines } from '../../scripts/testModel/coverageLines';
import type { ModelCoverage } from '../../src/features/machineInspector/coverage/modelCoverage';

const folder = mkdtempSync(join(tmpdir(), 'model-reports-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const since = new Date('2026-11-28T10:00:00.000Z');

function report(machineId: string, generatedAt: string, uncovered = 0): ModelCoverage {
  return {
    machineId,
    generatedAt,
    coveringPaths: 4,
    edgesReplayed: 30,
    states: [
      { id: machineId, paths: 4 },
      { id: `${machineId}.idle`, paths: 4 },
    ],
    transitions: [
      {
        id: `${machineId}.idle#GO#0`,
        sourceId: `${machineId}.idle`,
        eventType: 'GO',
        targetIds: [],
        paths: 2,
      },
      ...Array.from({ length: uncovered }, (_, index) => ({
        id: `${machineId}.idle#STOP#${index}`,
        sourceId: `${machineId}.idle`,
        eventType: 'STOP',
        targetIds: [],
        paths: 0,
      })),
    ],
  };
}

const write = (name: string, content: unknown) =>
  writeFileSync(
    join(folder, name),
    typeof content === 'string' ? content : JSON.stringify(content),
  );

describe("a model run's closing lines", () => {
  it("gives one line per machine reported by this run, by name, and says which report it can't read", () => {
    write('toast.json', report('toast', '2026-11-28T10:05:00.000Z', 1));
    write('checkout.json', report('checkout', '2026-11-28T10:01:00.000Z'));
    // Written by an earlier run: not this run's coverage.
    write('session.json', report('session', '2026-11-28T09:59:59.000Z'));
    write('broken.json', '{"machineId": "broken"');
    write('checkout.md', '# checkout');
    expect(coverageLines(folder, since)).toEqual([
      'broken.json: not a coverage report this run can read',
      'checkout: states 2/2, transitions 1/1, 4 covering paths, 30 edges replayed',
      'toast: states 2/2, transitions 1/2, 4 covering paths, 30 edges replayed',
    ]);
  });

  it('gives none when no run wrote a report', () => {
    expect(coverageLines(join(folder, 'none'), since)).toEqual([]);
  });
});
