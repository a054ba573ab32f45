/**
 * The module graph seen by chunk groups: which groups a group's modules import, and which groups
 * use or need a module of no group (groupAssignment.ts).
 */
import type { ModuleGraph } from './folderGroups.ts';

/** The user of a module that the entry's chunk loads apart, not a group (`usersOf`). */
export const LOADED_APART = -1;

/** Module id → index of its group. */
export type GroupOf = ReadonlyMap<string, number>;

/** The groups each of `count` groups imports from, through modules of no group. */
export function importedGroups(count: number, groupOf: GroupOf, graph: ModuleGraph): Set<number>[] {
  const found = Array.from({ length: count }, () => new Set<number>());
  groupOf.forEach((index, id) =>
    needsOf(id, groupOf, graph).forEach((need) => {
      if (need !== index) found[index]?.add(need);
    }),
  );
  return found;
}

/** For each group, every group it reaches through `direct`. */
export function transitive(direct: readonly Set<number>[]): Set<number>[] {
  return direct.map((_, index) => {
    const found = new Set<number>();
    const visit = (from: number) =>
      direct[from]?.forEach((next) => {
        if (found.has(next)) return;
        found.add(next);
        visit(next);
      });
    visit(index);
    return found;
  });
}

/**
 * The groups whose modules load `id`: import it, or load lazily a module of no group that does;
 * `LOADED_APART` among them when the entry's chunk loads such a module (not in `considered`).
 */
export function usersOf(
  id: string,
  groupOf: GroupOf,
  considered: ReadonlySet<string>,
  graph: ModuleGraph,
): Set<number> {
  const users = new Set<number>();
  const seen = new Set<string>([id]);
  const visit = (current: string) => {
    const info = graph(current);
    const lazy = current === id ? [] : (info?.dynamicImporters ?? []);
    [...(info?.importers ?? []), ...lazy].forEach((importer) => {
      if (seen.has(importer)) return;
      seen.add(importer);
      const owner = groupOf.get(importer);
      if (!considered.has(importer)) users.add(LOADED_APART);
      else if (owner === undefined) visit(importer);
      else users.add(owner);
    });
  };
  visit(id);
  return users;
}

/** The groups `id`'s imports lead to, through modules of no group. */
export function needsOf(id: string, groupOf: GroupOf, graph: ModuleGraph): Set<number> {
  const needs = new Set<number>();
  const seen = new Set<string>([id]);
  const visit = (current: string) =>
    graph(current)?.importedIds.forEach((imported) => {
      if (seen.has(imported)) return;
      seen.add(imported);
      const owner = groupOf.get(imported);
      if (owner === undefined) visit(imported);
      else needs.add(owner);
    });
  visit(id);
  return needs;
}
