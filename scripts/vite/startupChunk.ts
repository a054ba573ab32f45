/**
 * One `startup` chunk for the app's own code that the first screen always runs: every module
 * under `src/` or `machines/` statically imported from the given roots (the entry and the
 * landing screen). Left to itself, the bundler splits the modules that the entry shares with
 * lazy screens into a dozen tiny chunks, and on a slow network each costs a round trip.
 */
import { resolve } from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const appCode = /[\\/](src|machines)[\\/]/;

export function startupChunk(roots: readonly string[]) {
  const rootIds = roots.map((root) => resolve(root));
  let startup: Set<string> | undefined;

  // The graph is complete when chunking starts, so one walk from the roots serves every call.
  const staticallyReachable = (graph: ModuleGraph): Set<string> => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      graph.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    rootIds.forEach(visit);
    return seen;
  };

  return {
    name: (id: string, graph: ModuleGraph) => {
      startup ??= staticallyReachable(graph);
      return appCode.test(id) && startup.has(id) ? 'startup' : null;
    },
  };
}
