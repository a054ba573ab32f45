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
  /** Wall-clock seconds the layer took (for a layer run beside others, its own span). */
  seconds: number;
}

const since = (start: number) => Math.round((Date.now() - start) / 1000);

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

/** A check without test cases of its own, run alone. */
function check(layer: string, command: string): Tally {
  const start = Date.now();
  const ok = run(command);
  return { layer, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: since(start) };
}

/**
 * The typecheck and lint, started side by side with each other and with Vitest: each is one
 * process on one core, and Vitest's workers leave part of the 2-core CI machine idle while they
 * wait on the screens' mock and timers (docs/decisions.md, "Test run time"). Their
 * output is held and printed whole, in the order listed, once `printChecks` is called, so their
 * lines never mix with each other's or Vitest's.
 */
function startChecks(list: readonly (readonly [layer: string, command: string])[]) {
  const start = Date.now();
  return list.map(
    ([layer, command]) =>
      new Promise<{ tally: Tally; command: string; output: string }>((resolve) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.on('close', (code) => {
          const ok = code === 0;
          resolve({
            tally: { layer, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: since(start) },
            command,
            output: Buffer.concat(chunks).toString(),
          });
        });
      }),
  );
}

async function printChecks(running: ReturnType<typeof startChecks>): Promise<Tally[]> {
  const tallies: Tally[] = [];
  for (const result of running) {
    const { tally, command, output } = await result;
    console.log(`\n▶ ${command}`);
    process.stdout.write(output);
    tallies.push(tally);
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

/** `run`, without blocking: the checks beside it keep reading their output and timing their end. */
function runBeside(command: string): Promise<boolean> {
  console.log(`\n▶ ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });
}

async function vitestLayer(): Promise<Tally> {
  const output = `${RESULTS}/vitest.json`;
  rmSync(output, { force: true });
  const started = new Date();
  const layer = (passed: number, failed: number): Tally => ({
    layer: 'vitest',
    passed,
    failed,
    seconds: since(started.getTime()),
  });
  const ok = await runBeside(
    `npx vitest run --reporter=default --reporter=json --outputFile.json=${output}`,
  );
  // The model tests' part ends with its coverage, one line per machine.
  printCoverage(MODEL_REPORTS_FOLDER, started);
  const report = readJson(output) as
    { numPassedTests?: number; numFailedTests?: number } | undefined;
  if (!report || typeof report.numPassedTests !== 'number') return layer(0, 1);
  const failed = report.numFailedTests ?? 0;
  // A suite that crashes before its tests run fails the run without failing a test.
  return layer(report.numPassedTests, failed === 0 && !ok ? 1 : failed);
}

function browserLayer(): Tally {
  const start = Date.now();
  const layer = (passed: number, failed: number): Tally => ({
    layer: 'browser',
    passed,
    failed,
    seconds: since(start),
  });
  // The build the mock serves (every browser test) and the production build of .env.example
  // (tests/e2e/productionBuild.spec.ts).
  if (!run('npm run build:mock') || !run('npm run build:example')) return layer(0, 1);
  const output = `${RESULTS}/playwright.json`;
  rmSync(output, { force: true });
  const ok = run('npx playwright test', { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  const report = readJson(output) as
    { stats?: { expected: number; unexpected: number; flaky: number } } | undefined;
  if (!report?.stats) return layer(0, 1);
  const { expected, unexpected, flaky } = report.stats;
  return layer(expected, unexpected + flaky || (ok ? 0 : 1));
}

const started = Date.now();
// First and alone: the extraction rewrites the catalogs that the tests compile.
const catalogs = check(
  'catalogs',
  'npx lingui extract --clean && npx tsx scripts/checkCatalogs.ts',
);
const checks = startChecks([
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
]);
const vitest = await vitestLayer();
const tallies: Tally[] = [
  catalogs,
  ...(await printChecks(checks)),
  vitest,
  // The run's own report: no second collection of every test file.
  check('test names', `npx tsx scripts/checkTestNames.ts ${RESULTS}/vitest.json`),
];
// The README's figure for every layer but the browser tests.
const beforeBrowser = since(started);
tallies.push(browserLayer());

console.log('\nLayer results:');
for (const { layer, passed, failed, seconds } of tallies)
  console.log(`  ${layer.padEnd(10)} ${passed} passed, ${failed} failed (${seconds} s)`);
console.log(`  every layer but the browser tests: ${beforeBrowser} s; in all: ${since(started)} s`);
const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
