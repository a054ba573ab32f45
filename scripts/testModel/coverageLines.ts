/**
 * The closing lines of a run with model tests (`npm test`, `npm run test:model`): one per
 * machine whose report the run wrote (test-results/model/<machine>.json), read back from the
 * reports rather than picked out of Vitest's output, where they are buried among the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  coverageSummary,
  modelCoverageSchema,
} from '../../src/features/machineInspector/coverage/modelCoverage.ts';

/** The reports under `folder` written at `since` or later, one line each, by machine. */
export function coverageLines(folder: string, since: Date): string[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().flatMap((name) => {
    let parsed;
    try {
      parsed = modelCoverageSchema.safeParse(JSON.parse(readFileSync(join(folder, name), 'utf8')));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) return [`${name}: not a coverage report this run can read`];
    const report = parsed.data;
    return new Date(report.generatedAt) >= since ? [coverageSummary(report)] : [];
  });
}

/** `Model coverage (test-results/model/):` and the lines, or nothing when no report was written. */
export function printCoverage(folder: string, since: Date): void {
  const lines = coverageLines(folder, since);
  if (lines.length === 0) return;
  console.log(`\nModel coverage (${folder}/, a report per machine):`);
  for (const line of lines) console.log(`  ${line}`);
}
