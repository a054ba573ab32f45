/**
 * Applies the chunk groups (chunkGroups.ts) to the build: each module goes to the group
 * groupAssignment.ts gives it, the groups in the order it gives; and fails the build when the
 * groups no longer describe the code (chunkGroupCheck.ts). See docs/decisions.md, "First load".
 */
import type { Plugin } from 'vite';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import type { FolderGroup, ModuleGraph } from './folderGroups.ts';
import { assignGroups } from './groupAssignment.ts';
import type { Assignment } from './groupOrder.ts';
import { strayModules, unmatchedPatterns } from './chunkGroupCheck.ts';

/**
 * The graph of the modules the bundle includes (the build's graph also holds modules that only
 * types or development code import), without what the entry imports statically: the entry's
 * chunk holds that, whatever the groups say.
 */
function bundledGraph(
  included: ReadonlySet<string>,
  context: ChunkingContext,
): { graph: ModuleGraph; grouped: string[] } {
  const atStart = new Set<string>();
  const visit = (id: string) => {
    if (atStart.has(id) || !included.has(id)) return;
    atStart.add(id);
    context.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  [...included].filter((id) => context.getModuleInfo(id)?.isEntry).forEach(visit);
  // A module the bundle leaves out (a re-exporting index, for one) passes its edges on.
  const through = (ids: readonly string[], next: (id: string) => readonly string[]) => {
    const found = new Set<string>();
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      if (included.has(id)) found.add(id);
      else next(id).forEach(visit);
    };
    ids.forEach(visit);
    return [...found];
  };
  const importersOf = (id: string) => context.getModuleInfo(id)?.importers ?? [];
  const importedOf = (id: string) => context.getModuleInfo(id)?.importedIds ?? [];
  const graph: ModuleGraph = (id) => {
    const info = context.getModuleInfo(id);
    return (
      info && {
        importers: through(info.importers, importersOf),
        dynamicImporters: through(info.dynamicImporters, importersOf),
        importedIds: through(info.importedIds, importedOf).filter(
          (imported) => !atStart.has(imported),
        ),
        // A stylesheet leaves the chunk for the page's CSS file.
        size: /\.css$/.test(id) ? 0 : info.code?.length,
      }
    );
  };
  return { graph, grouped: [...included].filter((id) => !atStart.has(id)) };
}

/** What the entry imports statically: React, the router, the shell, the session handle. */
const initial: CodeSplittingGroup = { name: 'initial', tags: ['$initial'] };

export function chunkGroups(groups: readonly FolderGroup[], root: string): Plugin {
  let included = new Set<string>();
  let assignment: Assignment | undefined;
  // Rolldown asks `test` about every module the bundle includes before it asks for the first name,
  // and asks for the names in the order of the groups of equal priority and index by their name.
  const group: CodeSplittingGroup = {
    test: (id) => {
      included.add(id);
      return true;
    },
    name: (id, context) => {
      if (!assignment) {
        const { graph, grouped } = bundledGraph(included, context);
        assignment = assignGroups(groups, root, grouped, graph);
      }
      const index = assignment.groupOf.get(id);
      const named = index === undefined ? undefined : assignment.groups[index];
      return named ? `${String(index).padStart(3, '0')} ${named.name}` : null;
    },
    debugName: 'folders and packages',
  };
  return {
    name: 'chunk-groups',
    apply: 'build',
    buildStart() {
      included = new Set();
      assignment = undefined;
    },
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: [initial, group] } };
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
        ...(assignment ? strayModules(assignment, chunks) : []),
      ];
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}
