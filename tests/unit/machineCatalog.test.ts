/**
 * Every machine of the product is listed, drawn and model-tested: each
 * `*Machine.ts` file under machines/ exports its machine, which has an entry in
 * machines/catalog.ts (read by the diagrams and the development inspector), a
 * generated diagram `docs/machines/<id>.md`, and a model test (a
 * `*.model.test.ts` under tests/model/ calling `describeModel` with it). A
 * machine file added without them fails here; whether each diagram is current
 * is tests/unit/diagrams.test.ts's concern.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine, StateMachine, type AnyStateMachine } from 'xstate';
import { machineCatalog } from '../../machines/catalog';
import { DIAGRAMS_DIR } from '../../scripts/diagrams/diagramDocs';

interface MachineFile {
  /** Relative to the project, e.g. `machines/loginMachine.ts`. */
  path: string;
  /** The machines the file exports, by export name. */
  machines: Record<string, AnyStateMachine>;
}

interface Project {
  files: readonly MachineFile[];
  catalog: readonly AnyStateMachine[];
  diagrams: readonly string[];
  /** The text of every model test, by path. */
  modelTests: Record<string, string>;
}

const baseName = (path: string) => path.split('/').at(-1)?.replace(/\.ts$/, '') ?? path;

/** What is missing, one sentence per problem; empty when every machine is complete. */
function catalogProblems(project: Project): string[] {
  const problems: string[] = [];
  for (const file of project.files) {
    const name = baseName(file.path);
    const machine = file.machines[name];
    if (!machine) {
      problems.push(`${file.path} does not export a machine named ${name}`);
      continue;
    }
    if (!project.catalog.includes(machine))
      problems.push(`${name} has no entry in machines/catalog.ts`);
    if (!project.diagrams.includes(`${machine.id}.md`))
      problems.push(`${name} has no diagram ${DIAGRAMS_DIR}/${machine.id}.md (npm run diagrams)`);
    const uses = new RegExp(`describeModel\\([\\s\\S]*\\bmachine:\\s*${name}\\b`);
    if (!Object.values(project.modelTests).some((text) => uses.test(text)))
      problems.push(`${name} has no model test (tests/model/*.model.test.ts with describeModel)`);
  }
  const inFiles = new Set(project.files.flatMap((file) => Object.values(file.machines)));
  for (const machine of project.catalog)
    if (!inFiles.has(machine))
      problems.push(
        `the catalog's ${machine.id} is not exported by a machines/**/*Machine.ts file`,
      );
  return problems;
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(dir, name));
}

async function readProject(): Promise<Project> {
  const root = process.cwd();
  const files = await Promise.all(
    filesUnder(join(root, 'machines'), 'Machine.ts').map(async (absolute) => {
      const exports = (await import(absolute)) as Record<string, unknown>;
      const machines = Object.fromEntries(
        Object.entries(exports).filter(([, value]) => value instanceof StateMachine),
      ) as Record<string, AnyStateMachine>;
      return { path: relative(root, absolute), machines };
    }),
  );
  const modelTests = Object.fromEntries(
    filesUnder(join(root, 'tests/model'), '.model.test.ts').map((path) => [
      relative(root, path),
      readFileSync(path, 'utf8'),
    ]),
  );
  return {
    files,
    catalog: machineCatalog.map((entry) => entry.machine),
    diagrams: readdirSync(join(root, DIAGRAMS_DIR)),
    modelTests,
  };
}

describe('the machine catalog', () => {
  it('lists, draws and model-tests every machine file', async () => {
    const project = await readProject();
    expect(project.files.length).toBeGreaterThanOrEqual(machineCatalog.length);
    expect(catalogProblems(project)).toEqual([]);
  });

  it('names what a machine file added without its entry, diagram and model test lacks', async () => {
    const project = await readProject();
    const newcomerMachine = createMachine({
      id: 'newcomer',
      initial: 'idle',
      states: { idle: {} },
    });
    const newcomer = { path: 'machines/newcomerMachine.ts', machines: { newcomerMachine } };
    expect(catalogProblems({ ...project, files: [...project.files, newcomer] })).toEqual([
      'newcomerMachine has no entry in machines/catalog.ts',
      'newcomerMachine has no diagram docs/machines/newcomer.md (npm run diagrams)',
      'newcomerMachine has no model test (tests/model/*.model.test.ts with describeModel)',
    ]);
  });

  it('refuses a machine file whose machine is named differently, and an orphan catalog entry', async () => {
    const project = await readProject();
    const [first, ...rest] = project.files;
    if (!first) throw new Error('no machine files');
    const renamed = { path: first.path.replace(/(\w+)\.ts$/, 'otherMachine.ts'), machines: {} };
    const problems = catalogProblems({ ...project, files: [renamed, ...rest] });
    expect(problems).toContain(`${renamed.path} does not export a machine named otherMachine`);
    const orphan = Object.values(first.machines)[0];
    expect(problems).toContain(
      `the catalog's ${orphan?.id} is not exported by a machines/**/*Machine.ts file`,
    );
  });
});
