/**
 * Applies the chunk groups (chunkGroups.ts) to the build: each module goes to the group
 * groupAssignment.ts gives it, the groups in the order it gives; and fails the build when the
 * groups no longer describe the code (chunkGroupCheck.ts). See docs/decisions.md, "First load".
 */
import type { Plugin } from 'vite';
import type { CodeSplittingGroup } from 'rolldown';
import type { FolderGroup, ModuleGraph } from './folderGroups.ts';
import { assignGroups, type Assignment } from './groupAssignment.ts';
import { strayModules, unmatchedPatterns } from './chunkGroupCheck.ts';

/** What the entry imports statically: its chunk holds that, whatever the groups say. */
function loadedAtStart(
  moduleIds: readonly string[],
  isEntry: (id: string) => boolean,
  graph: ModuleGraph,
) {
  const loaded = new Set<string>();
  const visit = (id: string) => {
    if (loaded.has(id)) return;
    loaded.add(id);
    graph(id)?.importedIds.forEach(visit);
  };
  moduleIds.filter(isEntry).forEach(visit);
  return loaded;
}

/**
 * The groups as one rolldown group whose names sort in the assignment's order: rolldown takes
 * groups of equal priority and index in the order of their names, and asks for the names once the
 * module graph is complete and the assignment made.
 */
function rolldownGroup(assignment: () => Assignment): CodeSplittingGroup {
  return {
    name: (id) => {
      const { groups, groupOf } = assignment();
      const index = groupOf.get(id);
      const group = index === undefined ? undefined : groups[index];
      return group ? `${String(index).padStart(3, '0')} ${group.name}` : null;
    },
    debugName: 'folders and packages',
  };
}

export function chunkGroups(groups: readonly FolderGroup[], root: string): Plugin {
  let assignment: Assignment = { groups: [...groups], groupOf: new Map() };
  return {
    name: 'chunk-groups',
    apply: 'build',
    outputOptions(options) {
      const codeSplitting = {
        groups: [
          // What the entry imports statically: React, the router, the shell, the session handle.
          { name: 'initial', tags: ['$initial'] },
          rolldownGroup(() => assignment),
        ],
      };
      return { ...options, codeSplitting };
    },
    buildEnd() {
      const moduleIds = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const atStart = loadedAtStart(moduleIds, (id) => info(id)?.isEntry === true, info);
      // What the groups import from the entry's chunk is loaded already: it orders nothing.
      const graph: ModuleGraph = (id) => {
        const found = info(id);
        return (
          found && {
            importers: found.importers,
            dynamicImporters: found.dynamicImporters,
            importedIds: found.importedIds.filter((imported) => !atStart.has(imported)),
          }
        );
      };
      const inGroups = moduleIds.filter((id) => !atStart.has(id));
      assignment = assignGroups(groups, root, inGroups, graph);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const problems = [
        ...unmatchedPatterns(
          groups,
          root,
          chunks.flatMap((chunk) => chunk.moduleIds),
        ),
        ...strayModules(assignment, chunks),
      ];
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}
