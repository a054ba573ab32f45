/**
 * `npm test`: every layer (typecheck, lint, catalogs, unit + component + contract
 * + model tests, browser tests), run to the end even when one fails, then one
 * closing line with the total: `N passed, M failed`.
 * A check without test cases of its own (typecheck, lint, catalogs) counts as one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { MODEL_REPORTS_FOLDER } from '../src/features/machineInspector/metadata/sourceFiles.ts';
import { printCoverage } from './testModel/coverageLines.ts';

interface Tally {
  layer: string;
  passed: number;
  failed: number;
}

const RESULTS = 'test-results';
mkdirSync(RESULTS, { recursive: true });

function run(command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command}`);
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** A check without test cases of its own, after the others. */
function check(layer: string, command: string): Tally {
  const ok = run(command);
  return { layer, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

/**
 * The checks without tests of their own, side by side: each is one process on one core (tsc, and
 * eslint here, see below), so on the 2-core CI machine one after another left a core idle for
 * their whole time (docs/decisions.md, "Test run time"). Each one's output is printed whole once
 * it ends, in the order listed, so the lines of two checks never mix.
 */
async function checks(list: readonly (readonly [layer: string, command: string])[]) {
  const running = list.map(
    ([layer, command]) =>
      new Promise<{ layer: string; command: string; ok: boolean; output: string }>((resolve) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.on('close', (code) =>
          resolve({ layer, command, ok: code === 0, output: Buffer.concat(chunks).toString() }),
        );
      }),
  );
  const tallies: Tally[] = [];
  for (const result of running) {
    const { layer, command, ok, output } = await result;
    console.log(`\n▶ ${command}`);
    process.stdout.write(output);
    tallies.push({ layer, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }
  return tallies;
}

function readJson(path: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestLayer(): Tally {
  const output = `${RESULTS}/vitest.json`;
  rmSync(output, { force: true });
  const started = new Date();
  const ok = run(`npx vitest run --reporter=default --reporter=json --outputFile.json=${output}`);
  // The model tests' part ends with its coverage, one line per machine.
  printCoverage(MODEL_REPORTS_FOLDER, started);
  const report = readJson(output) as
    { numPassedTests?: number; numFailedTests?: number } | undefined;
  if (!report || typeof report.numPassedTests !== 'number')
    return { layer: 'vitest', passed: 0, failed: 1 };
  const failed = report.numFailedTests ?? 0;
  // A suite that crashes before its tests run fails the run without failing a test.
  return {
    layer: 'vitest',
    passed: report.numPassedTests,
    failed: failed === 0 && !ok ? 1 : failed,
  };
}

function browserLayer(): Tally {
  // The build the mock serves (every browser test) and the production build of .env.example
  // (tests/e2e/productionBuild.spec.ts).
  if (!run('npm run build:mock') || !run('npm run build:example'))
    return { layer: 'browser', passed: 0, failed: 1 };
  const output = `${RESULTS}/playwright.json`;
  rmSync(output, { force: true });
  const ok = run('npx playwright test', { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  const report = readJson(output) as
    { stats?: { expected: number; unexpected: number; flaky: number } } | undefined;
  if (!report?.stats) return { layer: 'browser', passed: 0, failed: 1 };
  const { expected, unexpected, flaky } = report.stats;
  return { layer: 'browser', passed: expected, failed: unexpected + flaky || (ok ? 0 : 1) };
}

const tallies: Tally[] = [
  ...(await checks([
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['catalogs', 'npx lingui extract --clean && npx tsx scripts/checkCatalogs.ts'],
  ])),
  vitestLayer(),
  // The run's own report: no second collection of every test file.
  check('test names', `npx tsx scripts/checkTestNames.ts ${RESULTS}/vitest.json`),
  browserLayer(),
];

console.log('\nLayer results:');
for (const { layer, passed, failed } of tallies)
  console.log(`  ${layer.padEnd(10)} ${passed} passed, ${failed} failed`);
const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
