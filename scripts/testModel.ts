/**
 * `npm run test:model`: the model-based tests of both levels, the machines' paths and the same
 * paths through the real screens. `npm run test:model -- checkout` runs one flow's (several names
 * run several), listing each path; options after the names go to Vitest
 * (`npm run test:model -- checkout -t wallet`). An unknown name lists the flows.
 */
import { spawnSync } from 'node:child_process';
import { MODEL_REPORTS_FOLDER } from '../src/features/machineInspector/metadata/sourceFiles.ts';
import { printCoverage } from './testModel/coverageLines.ts';
import { MODEL_PROJECTS } from './vitest/modelTests.ts';
import { findFlow, modelFlows, type ModelFlow } from './testModel/modelFlows.ts';

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const asked = firstOption === -1 ? args : args.slice(0, firstOption);
const vitestOptions = firstOption === -1 ? [] : args.slice(firstOption);

const flows = modelFlows(process.cwd());
const chosen: ModelFlow[] = [];
for (const name of asked) {
  const flow = findFlow(flows, name);
  if (!flow) {
    console.error(
      `No flow is named "${name}". The flows:\n  ${flows.map((f) => f.name).join('\n  ')}`,
    );
    process.exit(2);
  }
  chosen.push(flow);
}

for (const flow of chosen) {
  console.log(`${flow.name}:`);
  for (const file of flow.machineTests) console.log(`  machine level  ${file}`);
  for (const file of flow.screenTests) console.log(`  screen level   ${file}`);
}

const files = [...new Set(chosen.flatMap((flow) => [...flow.machineTests, ...flow.screenTests]))];
// One flow's paths fit on a screen as a tree; every flow's are thousands: a line per file then.
const reporter = chosen.length > 0 ? 'tree' : 'default';
const started = new Date();
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    MODEL_PROJECTS,
    `--reporter=${reporter}`,
    ...vitestOptions,
    ...files,
  ],
  { stdio: 'inherit' },
);
printCoverage(MODEL_REPORTS_FOLDER, started);
process.exit(result.status ?? 1);
