/**
 * The machine inspector's record of each machine (src/features/machineInspector/metadata/) cannot
 * drift from the code: every machine of the catalog has one, every file it names exists, every
 * route it names is one of the router's, and every screen-level model test that walks a machine
 * is named for it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../machines/catalog';
import { machineFacts } from '../../src/features/machineInspector/metadata/machineFacts';
import { machinePlaces } from '../../src/features/machineInspector/metadata/machinePlaces';
import { machineSummaries } from '../../src/features/machineInspector/metadata/machineSummaries';
import { routeTree } from '../../src/routes/routeTree';

interface RouteNode {
  options?: { path?: string };
  children?: RouteNode[];
}

const routePaths = (node: RouteNode): string[] => [
  ...(node.options?.path ? [node.options.path] : []),
  ...(node.children ?? []).flatMap(routePaths),
];

/** Each screen-level model test, with the machines it imports from machines/ as values. */
function screenModelTests(): Map<string, string[]> {
  const tests = new Map<string, string[]>();
  for (const name of readdirSync('tests/component', { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.model.test.tsx')) continue;
    const path = join('tests/component', name);
    const text = readFileSync(path, 'utf8');
    const imported = [
      ...text.matchAll(/^import \{ (\w+)Machine \} from '[./]*machines\/\1Machine';$/gm),
    ];
    tests.set(
      path,
      imported.map(([, id]) => id ?? ''),
    );
  }
  return tests;
}

/**
 * A file and the modules of its own folder it loads on demand (`import('./x')`): a hook may load
 * its machine with the code that needs it (the image viewer's, docs/decisions.md "First load").
 */
function withLoadedModules(path: string): string[] {
  const loaded = [...readFileSync(path, 'utf8').matchAll(/import\('\.\/([\w.]+)'\)/g)]
    .map((match) => join(dirname(path), `${match[1]}.ts`))
    .filter((file) => existsSync(file));
  return [path, ...loaded];
}

describe('the machine metadata', () => {
  it('has a place and a summary for every machine of the catalog, and for no other', () => {
    const ids = machineCatalog.map(({ machine }) => machine.id).sort();
    expect(Object.keys(machinePlaces).sort()).toEqual(ids);
    expect(Object.keys(machineSummaries).sort()).toEqual(ids);
    expect(machineFacts.map((facts) => facts.id).sort()).toEqual(ids);
  });

  it('gives each summary an id of its own machine and an English text', () => {
    for (const facts of machineFacts) {
      expect(facts.summary.id).toBe(`machineSummary.${facts.id}`);
      expect(facts.summary.message.length).toBeGreaterThan(40);
    }
  });

  it('names only files that exist', () => {
    const missing = machineFacts.flatMap((facts) =>
      [
        facts.source,
        facts.docs,
        facts.modelTest,
        facts.screen,
        facts.hook,
        ...(facts.screenModelTests ?? []),
      ].filter((path) => !existsSync(path)),
    );
    expect(missing).toEqual([]);
  });

  it('names a hook or screen that imports the machine or its types', () => {
    const unrelated = machineFacts.filter((facts) => {
      const ownFile = new RegExp(`machines/${facts.id}(Machine|Types|Rules|Setup|Form)'`);
      return ![facts.hook, facts.screen]
        .flatMap(withLoadedModules)
        .some((path) => ownFile.test(readFileSync(path, 'utf8')));
    });
    expect(unrelated.map((facts) => facts.id)).toEqual([]);
  });

  it('names only routes of the router', () => {
    const routes = new Set(routePaths(routeTree as unknown as RouteNode));
    const unknown = machineFacts.flatMap((facts) =>
      facts.routes === 'everyPage' ? [] : facts.routes.filter((route) => !routes.has(route)),
    );
    expect(routes.has('/cartView')).toBe(true);
    expect(unknown).toEqual([]);
  });

  it('names every screen-level model test of a machine, and only those that walk it', () => {
    const tests = screenModelTests();
    expect(tests.size).toBeGreaterThan(0);
    const named = Object.fromEntries(
      machineFacts.map((facts) => [facts.id, [...(facts.screenModelTests ?? [])].sort()]),
    );
    const walked: Record<string, string[]> = Object.fromEntries(
      machineFacts.map((facts) => [facts.id, [] as string[]]),
    );
    for (const [path, ids] of tests) for (const id of ids) walked[id]?.push(path);
    for (const id of Object.keys(walked)) walked[id]?.sort();
    expect(named).toEqual(walked);
  });
});
