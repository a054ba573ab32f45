/**
 * Which chunk group each module of the build goes to, and in which order rolldown must take the
 * groups. Read from the build's module graph, so both follow the code instead of being kept by
 * hand (docs/decisions.md, "First load").
 *
 * A module goes to the first group it belongs to (folderGroups.ts). A module of no group that
 * modules of several groups import goes with a group it needs itself (its imports lead there), or
 * else with the group all those groups need: left alone, rolldown would put it into whichever of
 * them it takes first (a group takes its modules' dependencies along), and the others would load
 * that group's chunk for it. The groups come in the order of their imports, since a group takes
 * along the modules of any group after it that it imports; groups that import each other become one.
 */
import { belongsTo, patternsOf, type FolderGroup, type ModuleGraph } from './folderGroups.ts';

const LIBRARY = /[\\/]node_modules[\\/]/;

/** The user of a module that no group loads statically (usersOf). */
const LOADED_APART = -1;

export interface Assignment {
  /** The groups in the order rolldown takes them. */
  groups: FolderGroup[];
  /** Module id → index in `groups`. */
  groupOf: Map<string, number>;
}

/** The groups each group imports from, through modules of no group. */
function importedGroups(
  count: number,
  groupOf: ReadonlyMap<string, number>,
  graph: ModuleGraph,
): Set<number>[] {
  return Array.from({ length: count }, (_, index) => {
    const found = new Set<number>();
    const seen = new Set<string>();
    const visit = (id: string) =>
      graph(id)?.importedIds.forEach((next) => {
        if (seen.has(next)) return;
        seen.add(next);
        const owner = groupOf.get(next);
        if (owner === undefined) visit(next);
        else if (owner !== index) found.add(owner);
      });
    [...groupOf].filter(([, owner]) => owner === index).forEach(([id]) => visit(id));
    return found;
  });
}

function transitive(direct: readonly Set<number>[]): Set<number>[] {
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
 * The groups whose modules load `id`: import it, or load lazily a module of no group that does.
 * `LOADED_APART` among them when the entry's chunk loads such a module.
 */
function usersOf(
  id: string,
  groupOf: ReadonlyMap<string, number>,
  considered: ReadonlySet<string>,
  graph: ModuleGraph,
) {
  const users = new Set<number>();
  const seen = new Set<string>([id]);
  const visit = (current: string) => {
    const info = graph(current);
    [...(info?.importers ?? []), ...(current === id ? [] : (info?.dynamicImporters ?? []))].forEach(
      (importer) => {
        if (seen.has(importer)) return;
        seen.add(importer);
        const owner = groupOf.get(importer);
        if (!considered.has(importer)) users.add(LOADED_APART);
        else if (owner === undefined) visit(importer);
        else users.add(owner);
      },
    );
  };
  visit(id);
  return users;
}

/** The groups `id`'s imports lead to, through modules of no group. */
function needsOf(id: string, groupOf: ReadonlyMap<string, number>, graph: ModuleGraph) {
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

/**
 * Assigns `moduleIds` (the build's modules but those the entry loads statically, which the entry's
 * chunk holds whatever the groups say) to `groups`.
 */
/** The group a module of no group goes to, if several groups use it. */
function sharedTarget(
  id: string,
  groups: readonly FolderGroup[],
  all: FolderGroup[],
  sharedBy: Map<string, number>,
  groupOf: ReadonlyMap<string, number>,
  considered: ReadonlySet<string>,
  needed: readonly Set<number>[],
  graph: ModuleGraph,
): number | undefined {
  const users = [...usersOf(id, groupOf, considered, graph)];
  if (users.length < 2) return undefined;
  const needs = [...needsOf(id, groupOf, graph)];
  // A group that loads all the groups this module needs, so taking it adds no other load.
  const loadsNeeds = (index: number) =>
    needs.every((need) => need === index || needed[index]?.has(need));
  // What the entry's chunk loads apart comes later, and may load one more group's chunk.
  const loading = users.filter((user) => user !== LOADED_APART);
  const common = groups
    .map((_, index) => index)
    .filter((index) => loading.every((user) => user === index || needed[user]?.has(index)));
  const deepest = (candidates: number[]) =>
    candidates.find((index) => candidates.every((other) => !needed[other]?.has(index)));
  // A library's part shared by several groups would make one of them heavy for the others.
  if (LIBRARY.test(id)) return sharedGroup(users, all, sharedBy);
  return (
    deepest(common.filter(loadsNeeds)) ??
    deepest(needs.filter(loadsNeeds)) ??
    sharedGroup(users, all, sharedBy)
  );
}

export function assignGroups(
  groups: readonly FolderGroup[],
  root: string,
  moduleIds: readonly string[],
  graph: ModuleGraph,
): Assignment {
  const members = groups.map((group) => {
    const patterns = patternsOf(group, root);
    return belongsTo(group, (id) => patterns.some(({ test }) => test(id)), graph, root);
  });
  const considered = new Set(moduleIds);
  const groupOf = new Map<string, number>();
  for (const id of moduleIds) {
    const index = members.findIndex((member) => member(id));
    if (index >= 0) groupOf.set(id, index);
  }
  const needed = transitive(importedGroups(groups.length, groupOf, graph));
  const all = [...groups];
  const sharedBy = new Map<string, number>();
  // Until nothing changes: once a module has its group, the modules it imports have one user less.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of moduleIds.filter((candidate) => !groupOf.has(candidate))) {
      const target = sharedTarget(id, groups, all, sharedBy, groupOf, considered, needed, graph);
      if (target === undefined) continue;
      groupOf.set(id, target);
      changed = true;
    }
  }
  return inImportOrder(all, groupOf, graph);
}

/**
 * A group of its own for the modules of no group that the same groups share and that no group
 * can take (as rolldown does for the modules that the same entries share).
 */
function sharedGroup(users: readonly number[], all: FolderGroup[], sharedBy: Map<string, number>) {
  const name = `shared by ${users
    .map((user) => (user === LOADED_APART ? 'a module loaded apart' : (all[user]?.name ?? '')))
    .sort()
    .join(', ')}`;
  const existing = sharedBy.get(name);
  if (existing !== undefined) return existing;
  sharedBy.set(name, all.length);
  all.push({ name });
  return all.length - 1;
}

/** Merges groups that import each other and orders the rest so each follows what it imports. */
function inImportOrder(
  groups: readonly FolderGroup[],
  groupOf: ReadonlyMap<string, number>,
  graph: ModuleGraph,
): Assignment {
  const direct = importedGroups(groups.length, groupOf, graph);
  const closure = transitive(direct);
  const cycleOf = (index: number) =>
    groups.flatMap((_, other) =>
      other === index || (closure[index]?.has(other) && closure[other]?.has(index)) ? [other] : [],
    );
  const placed = new Set<number>();
  const ordered: number[][] = [];
  const place = (index: number) => {
    if (placed.has(index)) return;
    const cycle = cycleOf(index);
    cycle.forEach((member) => placed.add(member));
    cycle
      .flatMap((member) => [...(direct[member] ?? [])])
      .filter((next) => !cycle.includes(next))
      .forEach(place);
    ordered.push(cycle);
  };
  groups.forEach((_, index) => place(index));
  const rank = new Map(
    ordered.flatMap((cycle, position) => cycle.map((index) => [index, position])),
  );
  return {
    groups: ordered.map((cycle) => merged(cycle.flatMap((index) => groups[index] ?? []))),
    groupOf: new Map([...groupOf].map(([id, index]) => [id, rank.get(index) ?? -1])),
  };
}

/** One group of several: their packages and folders, under their names joined. */
function merged(groups: readonly FolderGroup[]): FolderGroup {
  const [first] = groups;
  if (groups.length === 1 && first) return first;
  return {
    ...first,
    name: groups.map((group) => group.name).join(' + '),
    packages: groups.flatMap((group) => group.packages ?? []),
    folders: groups.flatMap((group) => group.folders ?? []),
  };
}
