/**
 * The machine-readable form of a model-test run's coverage, `test-results/model/<machine>.json`,
 * beside the Markdown a tester reads: written by the model tests (tests/model/support/
 * coverageReport.ts), read by the inspector's machine page to colour its diagram and by `npm test`
 * for its closing lines per machine (scripts/testAll.ts). One schema for all three.
 */
import { z } from 'zod';
import { MODEL_REPORTS_FOLDER } from '../metadata/sourceFiles';

export const modelReportPath = (machineId: string) => `${MODEL_REPORTS_FOLDER}/${machineId}.json`;

const count = z.number().int().nonnegative();

export const modelCoverageSchema = z.object({
  machineId: z.string(),
  /** When the run wrote it (ISO 8601). */
  generatedAt: z.iso.datetime(),
  /** The commit checked out at the time, when git could tell. */
  commit: z.string().optional(),
  coveringPaths: count,
  edgesReplayed: count,
  states: z.array(z.object({ id: z.string(), paths: count })),
  transitions: z.array(
    z.object({
      /** The diagram's id of the transition (machineGraph.ts `transitionId`). */
      id: z.string(),
      sourceId: z.string(),
      eventType: z.string(),
      targetIds: z.array(z.string()),
      /** As the diagram writes it: the guard's text, `else`, or none. */
      guard: z.string().optional(),
      paths: count,
    }),
  ),
});

export type ModelCoverage = z.infer<typeof modelCoverageSchema>;

const coveredOf = (list: readonly { paths: number }[]) =>
  `${list.filter((one) => one.paths > 0).length}/${list.length}`;

/** `checkout: states 12/12, transitions 40/40, 9 covering paths, 180 edges replayed`. */
export const coverageSummary = (report: ModelCoverage) =>
  `${report.machineId}: states ${coveredOf(report.states)}, transitions ${coveredOf(report.transitions)}, ` +
  `${report.coveringPaths} covering paths, ${report.edgesReplayed} edges replayed`;
