/**
 * Which model-based test files belong to which flow, read from the files themselves: a test file
 * belongs to the flow of every machine it imports (`machines/<flow>Machine`), so a new test is
 * found without a list to keep. A flow is a machine with a machine-level model test,
 * `tests/model/<flow>Machine.model.test.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ModelFlow {
  /** The machine's name without `Machine`: `checkout`, `paymentPolling`. */
  name: string;
  /** The files of the machine level (tests/model), then of the screen level. */
  machineTests: readonly string[];
  screenTests: readonly string[];
}

const MACHINE_TEST = /^tests\/model\/([A-Za-z0-9]+)Machine\.model\.test\.ts$/;
const MACHINE_IMPORT = /from\s+['"][./]*\/machines\/([A-Za-z0-9]+)Machine(?:\.ts)?['"]/g;

/** Files under `folder` (relative to `root`, with `/`), sorted. */
function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .sort();
}

function importedFlows(root: string, file: string): Set<string> {
  const source = readFileSync(join(root, file), 'utf8');
  return new Set([...source.matchAll(MACHINE_IMPORT)].map((match) => match[1] ?? ''));
}

/** Every flow of the project at `root`, by name. */
export function modelFlows(root: string): ModelFlow[] {
  const machineFiles = filesUnder(root, 'tests/model').filter((file) => file.endsWith('.test.ts'));
  const screenFiles = filesUnder(root, 'tests/component').filter((file) =>
    file.endsWith('.model.test.tsx'),
  );
  const importsOf = new Map(
    [...machineFiles, ...screenFiles].map((file) => [file, importedFlows(root, file)]),
  );
  const drives = (flow: string) => (file: string) => importsOf.get(file)?.has(flow) === true;
  return machineFiles
    .map((file) => MACHINE_TEST.exec(file)?.[1])
    .filter((name) => name !== undefined)
    .map((name) => ({
      name,
      machineTests: machineFiles.filter(drives(name)),
      screenTests: screenFiles.filter(drives(name)),
    }));
}

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The flow a tester means: its name in any case, with or without dashes or `Machine`
 * (`payment-polling`), or a part of it that names one flow only (`after-sales`).
 */
export function findFlow(flows: readonly ModelFlow[], asked: string): ModelFlow | undefined {
  const wanted = normalise(asked).replace(/machine$/, '');
  const exact = flows.find((flow) => normalise(flow.name) === wanted);
  if (exact) return exact;
  const partial = flows.filter((flow) => normalise(flow.name).includes(wanted));
  return wanted !== '' && partial.length === 1 ? partial[0] : undefined;
}
