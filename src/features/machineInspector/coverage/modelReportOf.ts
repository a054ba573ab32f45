/**
 * The last model-test run's report for a machine, as the development server serves it
 * (`/__source/test-results/model/<machine>.json`, scripts/vite/sourceFiles.ts: 204 when no run
 * wrote it yet). Read once per page load, like the diagram's layout (diagram/machineLayouts.ts):
 * a run between two visits shows after a reload.
 */
import { sourceHref } from '../metadata/sourceFiles';
import { modelCoverageSchema, modelReportPath, type ModelCoverage } from './modelCoverage';

export type ReportAnswer =
  | { kind: 'report'; report: ModelCoverage }
  | { kind: 'none' }
  /** A file that is not a report of this form (written by an older harness, or cut short). */
  | { kind: 'unreadable' };

const answers = new Map<string, Promise<ReportAnswer>>();

async function readReport(machineId: string): Promise<ReportAnswer> {
  const response = await fetch(sourceHref(modelReportPath(machineId)), { cache: 'no-store' });
  if (response.status === 204 || !response.ok) return { kind: 'none' };
  const parsed = modelCoverageSchema.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? { kind: 'report', report: parsed.data } : { kind: 'unreadable' };
}

export function modelReportOf(machineId: string): Promise<ReportAnswer> {
  let answer = answers.get(machineId);
  if (!answer) {
    answer = readReport(machineId).catch((): ReportAnswer => ({ kind: 'none' }));
    answers.set(machineId, answer);
  }
  return answer;
}
