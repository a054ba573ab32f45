/**
 * What makes the build fail when the chunk groups (chunkGroups.ts) no longer describe the code: a
 * package or folder a group names that holds no module of the build (renamed, moved, removed), or
 * a group whose modules another group took along as its dependencies (rolldown puts a group's
 * dependencies in its chunk, and the earlier group wins). Either used to pass in silence.
 */
import { patternsOf, type FolderGroup } from './folderGroups.ts';
import type { Assignment } from './groupOrder.ts';

/**
 * The packages and folders `groups` name that hold none of `moduleIds`, as messages. A group made
 * for each sub-folder of a folder may hold nothing (a development-only feature); that folder
 * must hold something.
 */
export function unmatchedPatterns(
  groups: readonly FolderGroup[],
  root: string,
  moduleIds: readonly string[],
): string[] {
  const families = [...new Set(groups.flatMap((group) => group.family ?? []))];
  const declared: FolderGroup[] = [
    ...groups.filter((group) => !group.family),
    ...families.map((family) => ({ name: `each folder of ${family}`, folders: [family] })),
  ];
  return declared.flatMap((group) =>
    patternsOf(group, root)
      .filter(({ test }) => !moduleIds.some(test))
      .map(({ pattern }) => `chunk group "${group.name}": no module of the build is in ${pattern}`),
  );
}

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
}

/**
 * The groups whose modules are not all in one chunk of their own, as messages: another group took
 * some along as its dependencies (it came first, or imports a module of no group that needs this
 * one). The entry's chunk is left out: it holds what the entry imports statically, by design.
 */
export function strayModules(assignment: Assignment, chunks: readonly BuiltChunk[]): string[] {
  const { groups, groupOf } = assignment;
  const chunksOf = new Map<number, Set<string>>();
  const problems: string[] = [];
  for (const chunk of chunks.filter((candidate) => !candidate.isEntry)) {
    const owners = new Map<number, string>();
    chunk.moduleIds.forEach((id) => {
      const index = groupOf.get(id);
      if (index !== undefined && index >= 0) owners.set(index, id);
    });
    owners.forEach((_, index) =>
      chunksOf.set(index, (chunksOf.get(index) ?? new Set()).add(chunk.fileName)),
    );
    if (owners.size > 1) {
      const names = [...owners].map(([index, id]) => `"${groups[index]?.name ?? ''}" (${id})`);
      problems.push(`one chunk holds the modules of several groups: ${names.join(', ')}`);
    }
  }
  chunksOf.forEach((files, index) => {
    if (files.size > 1)
      problems.push(
        `chunk group "${groups[index]?.name ?? ''}" is split over ${files.size} chunks`,
      );
  });
  return problems;
}
