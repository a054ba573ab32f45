/**
 * Fails when two tests share a full name (scripts/testNames/duplicateTestNames.ts), naming them.
 * `tsx scripts/checkTestNames.ts <report.json>` reads a Vitest JSON report (`npm test` passes
 * its run's, scripts/testAll.ts); without one it lists the tests itself (`vitest list --json`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import {
  describeDuplicates,
  duplicateTestNames,
  testsOfReport,
} from './testNames/duplicateTestNames.ts';

function listTests(): string {
  const output = 'test-results/vitest-list.json';
  mkdirSync('test-results', { recursive: true });
  const listed = spawnSync('npx', ['vitest', 'list', `--json=${output}`], { stdio: 'inherit' });
  if (listed.status !== 0) {
    console.error('vitest list failed: the test names could not be read.');
    process.exit(1);
  }
  return output;
}

const reportPath = process.argv[2] ?? listTests();
if (!existsSync(reportPath)) {
  console.error(`No Vitest report at ${reportPath}: the test names could not be read.`);
  process.exit(1);
}
const tests = testsOfReport(JSON.parse(readFileSync(reportPath, 'utf8')));
if (!tests || tests.length === 0) {
  console.error(`${reportPath} lists no tests: the test names could not be read.`);
  process.exit(1);
}
const duplicates = duplicateTestNames(tests);
if (duplicates.size > 0) {
  console.error(describeDuplicates(duplicates, process.cwd() + sep));
  process.exit(1);
}
console.log(`${tests.length} tests, no two with the same name.`);
