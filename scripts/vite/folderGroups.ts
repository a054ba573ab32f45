/**
 * Chunk groups declared by where modules live, npm packages and folders, instead of by file:
 * a file that moves stays in the group of its new folder, and a group that no longer matches
 * anything fails the build (chunkGroupCheck.ts). See docs/decisions.md, "First load".
 */
import type { ModuleInfo } from 'rolldown';

export interface FolderGroup {
  name: string;
  /** npm packages, wherever installed (`node_modules/<package>/`). */
  packages?: readonly string[];
  /**
   * Paths from the project root, or inside a package (`node_modules/<package>/...`): `dir/` is
   * everything below `dir`, `dir/*` only the files directly in it.
   */
  folders?: readonly string[];
  /** For the groups of a feature's folder and sub-folders, that feature's folder (`belongsTo`). */
  feature?: string;
  /**
   * Also takes the app's small modules that groups share when no group they all load can take
   * them and at least half of them load this one (groupAssignment.ts).
   */
  takesShared?: true;
  /** Set on the groups made one per sub-folder of this folder (chunkGroups.ts). */
  family?: string;
}

/**
 * What the chunking and the check read of the module graph; `size`, the length of the module's
 * code as the build transformed it, where known (an unknown size is never small).
 */
export type ModuleGraph = (
  id: string,
) =>
  (Pick<ModuleInfo, 'importers' | 'dynamicImporters' | 'importedIds'> & { size?: number }) | null;

const slashes = (id: string) => id.replaceAll('\\', '/');

/** The patterns of a group, each with the test it stands for. */
export function patternsOf(
  group: FolderGroup,
  root: string,
): { pattern: string; test: (id: string) => boolean }[] {
  const base = `${slashes(root).replace(/\/$/, '')}/`;
  const packages = (group.packages ?? []).map((name) => {
    const pattern = `node_modules/${name}/`;
    return { pattern, test: (id: string) => slashes(id).includes(`/${pattern}`) };
  });
  const folders = (group.folders ?? []).map((pattern) => {
    const prefix = pattern.startsWith('node_modules/') ? `/${pattern}` : `${base}${pattern}`;
    const directOnly = pattern.endsWith('/*');
    const folder = directOnly ? prefix.slice(0, -1) : prefix;
    const test = (id: string) => {
      const path = slashes(id);
      const at = prefix.startsWith('/node_modules/')
        ? path.lastIndexOf(folder)
        : path.startsWith(folder)
          ? 0
          : -1;
      return at >= 0 && (!directOnly || !path.slice(at + folder.length).includes('/'));
    };
    return { pattern, test };
  });
  return [...packages, ...folders];
}

/**
 * Whether a module its group's patterns match belongs in the group's chunk. In a feature's group,
 * a module the routes load lazily (a screen, a loader) belongs; elsewhere, one that a module of
 * another group imports. So does whatever a module that belongs imports statically from the
 * group. The rest stays out: what the group's own modules load lazily loads apart, later (a
 * section loaded on approach, a dialog loaded on opening), and a feature's module that another
 * layer imports statically goes where that layer needs it. A module that statically imports, from
 * its own folder, something the group does not match stays out too: rolldown puts a group's
 * dependencies in its chunk, so it would take that along (the solution page's tabs into every
 * block page).
 */
export function belongsTo(
  group: Pick<FolderGroup, 'feature'>,
  matches: (id: string) => boolean,
  graph: ModuleGraph,
  root: string,
): (id: string) => boolean {
  const feature = group.feature && `${slashes(root).replace(/\/$/, '')}/${group.feature}`;
  const inFeature = (id: string) => feature !== undefined && slashes(id).startsWith(feature);
  const member = (id: string, seen: ReadonlySet<string>): boolean => {
    const info = matches(id) && !seen.has(id) ? graph(id) : null;
    if (!info) return false;
    const folder = slashes(id).replace(/[^/]*$/, '');
    const takesAlong = info.importedIds.some(
      (imported) => slashes(imported).startsWith(folder) && !matches(imported),
    );
    const outside = (importer: string) => !matches(importer);
    const entry = feature
      ? info.dynamicImporters.some((importer) => !inFeature(importer))
      : info.importers.some(outside);
    const sharedWithLayer =
      feature !== undefined && info.importers.some((importer) => !inFeature(importer));
    // Its group's own code loads it lazily: it loads apart, whoever else imports it.
    const loadedApart = info.dynamicImporters.some(matches);
    return (
      !takesAlong &&
      !sharedWithLayer &&
      !loadedApart &&
      (entry || info.importers.some((importer) => member(importer, new Set([...seen, id]))))
    );
  };
  return (id) => member(id, new Set());
}
