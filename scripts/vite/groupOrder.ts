/**
 * The order rolldown must take chunk groups in: a group takes its modules' dependencies into its
 * chunk unless an earlier group holds them, so each group comes after the groups it imports from;
 * groups that import each other become one (apart, the first would take the other's modules).
 */
import type { FolderGroup } from './folderGroups.ts';
import { importedGroups, transitive, type GroupOf } from './groupGraph.ts';
import type { ModuleGraph } from './folderGroups.ts';

export interface Assignment {
  /** The groups in the order rolldown takes them. */
  groups: FolderGroup[];
  /** Module id → index in `groups`. */
  groupOf: Map<string, number>;
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

export function inImportOrder(
  groups: readonly FolderGroup[],
  groupOf: GroupOf,
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
