/**
 * Which chunk group each module of the bundle goes to, read from the module graph so that it
 * follows the code instead of a list kept by hand (docs/decisions.md, "First load").
 *
 * A module goes to the first declared group it belongs to (folderGroups.ts). A module of no group
 * that one group uses goes with it (rolldown puts a group's dependencies in its chunk). One that
 * several groups use would go into whichever of them rolldown takes first, and the others would
 * load that group's chunk for it: `sharedTarget` gives it a group instead.
 */
import { belongsTo, patternsOf, type FolderGroup, type ModuleGraph } from './folderGroups.ts';
import { LOADED_APART, importedGroups, needsOf, transitive, usersOf } from './groupGraph.ts';
import { inImportOrder, type Assignment } from './groupOrder.ts';

const LIBRARY = /[\\/]node_modules[\\/]/;

/**
 * Below this much code (as transformed, before minifying: about 1.5 KiB compressed), a chunk costs
 * a page on a slow network more as a request of its own than as bytes in another chunk: at 562 ms
 * per request and six connections, every six requests of a first load add a round of waiting.
 */
export const SMALL_CHUNK = 6_000;

interface Context {
  /** The declared groups, then those made on the way (`extraGroup`). */
  all: FolderGroup[];
  declared: number;
  groupOf: Map<string, number>;
  /** Group index → the code of its modules (`sizeOf`). */
  sizes: Map<number, number>;
  considered: ReadonlySet<string>;
  /** For each declared group, the groups it loads (transitively). */
  loads: Set<number>[];
  graph: ModuleGraph;
}

/** The code of `group`'s modules, or Infinity if a module's size is unknown. */
const sizeOf = (group: number, context: Context): number => context.sizes.get(group) ?? 0;

/** Puts `id` in group `index`, keeping the groups' sizes. */
function assign(context: Context, id: string, index: number): void {
  const size = context.graph(id)?.size ?? Infinity;
  const before = context.groupOf.get(id);
  if (before !== undefined) context.sizes.set(before, sizeOf(before, context) - size);
  context.groupOf.set(id, index);
  context.sizes.set(index, sizeOf(index, context) + size);
}

function extraGroup(context: Context, group: FolderGroup): number {
  const existing = context.all.findIndex((other) => other.name === group.name);
  if (existing >= 0) return existing;
  context.all.push(group);
  return context.all.length - 1;
}

/**
 * The group of a module of no group that the entry's chunk loads lazily (a route's query
 * schemas): the one group its imports lead to, if only one, since loading it loads that group
 * anyway; else none (a chunk of its own).
 */
function loadedApartTarget(id: string, context: Context): number | undefined {
  const apart = context
    .graph(id)
    ?.dynamicImporters.some((importer) => !context.considered.has(importer));
  const needs = [...needsOf(id, context.groupOf, context.graph)];
  const [need] = needs;
  return apart && needs.length === 1 ? need : undefined;
}

/**
 * Of `candidates`, one that no other candidate loads, and of those the one the fewest groups
 * load: the closest to the module's users.
 */
function closest(candidates: readonly number[], loads: readonly Set<number>[]): number | undefined {
  const audience = (index: number) => loads.filter((loaded) => loaded.has(index)).length;
  return candidates
    .filter((index) => candidates.every((other) => !loads[other]?.has(index)))
    .sort((a, b) => audience(a) - audience(b))[0];
}

/**
 * The group of a module of no group that several groups use. A library's module goes with the
 * other library modules the same groups share, as rolldown would group them (one chunk for a
 * menu's machine, positioning and dismissal). An app module goes with its one user that the entry's chunk
 * does not load apart, if it has one (to zod's group, if that one is a feature's whose screens load it); if its users are screens of one feature, to the group of its
 * folder when it is the feature's (a sub-folder of shared parts), else to a group of the modules
 * the same screens share; else to the closest group that all its users load and
 * that loads what it needs, or else to the closest group it needs that loads the rest; else to
 * the group that takes the app's shared modules if at least half its users load that group
 * already; else to a group of its own.
 */
function sharedTarget(id: string, context: Context): number | undefined {
  const { all, loads } = context;
  const users = [...usersOf(id, context.groupOf, context.considered, context.graph)];
  if (users.length === 0) return loadedApartTarget(id, context);
  if (users.length < 2) return undefined;
  if (LIBRARY.test(id)) {
    // Seen through the library modules already grouped so, or the first would split the rest.
    const throughLibraries = new Map(
      [...context.groupOf].filter(
        ([other, index]) => index < context.declared || !LIBRARY.test(other),
      ),
    );
    const sharing = usersOf(id, throughLibraries, context.considered, context.graph);
    return extraGroup(context, { name: `libraries shared by ${[...sharing].join(' ')}` });
  }
  // What the entry's chunk loads apart comes later, and may load one more group's chunk.
  const loading = users.filter((user) => user !== LOADED_APART).sort((a, b) => a - b);
  const [only] = loading;
  const sharing = all.findIndex((group) => group.takesShared);
  if (loading.length === 1 && only !== undefined) {
    // Shared with what the entry's chunk loads apart (the session's code, the shell's menus): in a
    // feature's chunk, that code would load the feature; zod's group it loads for its own calls.
    const feature = all[only]?.feature;
    const viaSharing =
      feature !== undefined &&
      all.some((group, index) => group.feature === feature && loads[index]?.has(sharing));
    return viaSharing && needsOf(id, context.groupOf, context.graph).size === 0 ? sharing : only;
  }
  const features = new Set(loading.map((user) => all[user]?.feature));
  const [feature] = features;
  if (features.size === 1 && feature) {
    // The feature's own modules by their folder (its sub-folder of shared parts), others by the
    // screens that share them.
    const folder = id.replaceAll('\\', '/').replace(/[^/]*$/, '');
    const name = folder.includes(`/${feature}`)
      ? folder.slice(folder.indexOf(`/${feature}`) + 1)
      : `${feature} shared by ${loading.join(' ')}`;
    return extraGroup(context, { name, feature });
  }
  const needs = [...needsOf(id, context.groupOf, context.graph)];
  const loadsNeeds = (index: number) =>
    needs.every((need) => need === index || loads[index]?.has(need));
  const loadedBy = (index: number, user: number) => user === index || loads[user]?.has(index);
  const declared = all.slice(0, context.declared).map((_, index) => index);
  const common = declared.filter((index) => loading.every((user) => loadedBy(index, user)));
  const halfLoadSharing =
    sharing >= 0 &&
    loadsNeeds(sharing) &&
    loading.filter((user) => loadedBy(sharing, user)).length * 2 >= loading.length;
  const small = (context.graph(id)?.size ?? Infinity) < SMALL_CHUNK;
  // A small module goes with its user that weighs least with what it loads (and that loads what the
  // module needs): a page that loads another user pays those bytes instead of one more request.
  const weight = (user: number) =>
    [user, ...(loads[user] ?? [])].reduce((sum, group) => sum + sizeOf(group, context), 0);
  const [smallest] = loading.filter(loadsNeeds).sort((a, b) => weight(a) - weight(b));
  return (
    closest(common.filter(loadsNeeds), loads) ??
    closest(needs.filter(loadsNeeds), loads) ??
    (halfLoadSharing ? sharing : undefined) ??
    (small ? smallest : undefined) ??
    extraGroup(context, { name: `shared by ${users.join(' ')}` })
  );
}

/**
 * A feature's small groups that nothing enters lazily (the sub-folders of parts its screens share,
 * the groups made for modules they share) join when a screen loads both and no screen that loads
 * either would load another group for it: a screen that used four such parts waited for four
 * requests of a few hundred bytes each, and a screen that loads one of them now loads the others'
 * few bytes too. Screens, loaders and lazy parts stay apart.
 */
function joinSmallParts(context: Context): void {
  const { all, groupOf } = context;
  const loads = transitive(importedGroups(all.length, groupOf, context.graph));
  const entered = new Set<number>();
  groupOf.forEach((index, id) => {
    if ((context.graph(id)?.dynamicImporters.length ?? 0) > 0) entered.add(index);
  });
  const audience = (parts: readonly number[]) =>
    [...entered].filter((screen) =>
      parts.some((part) => screen === part || loads[screen]?.has(part)),
    );
  const needs = (parts: readonly number[]) =>
    parts.flatMap((part) => [...(loads[part] ?? [])]).filter((need) => !parts.includes(need));
  const canJoin = (parts: readonly number[], part: number) => {
    const together = [...parts, part];
    const theirs = audience(parts);
    return (
      audience([part]).some((screen) => theirs.includes(screen)) &&
      audience(together).every((screen) =>
        needs(together).every((need) => need === screen || loads[screen]?.has(need)),
      )
    );
  };
  const partsOf = new Map<string, number[]>();
  all.forEach(({ feature }, index) => {
    if (feature && !entered.has(index) && sizeOf(index, context) < SMALL_CHUNK)
      partsOf.set(feature, [...(partsOf.get(feature) ?? []), index]);
  });
  partsOf.forEach((parts, feature) => {
    const joins: number[][] = [];
    for (const part of parts.sort((a, b) => sizeOf(a, context) - sizeOf(b, context))) {
      const join = joins.find((joined) => canJoin(joined, part));
      if (join) join.push(part);
      else joins.push([part]);
    }
    for (const join of joins.filter((joined) => joined.length > 1)) {
      const name = join.map((part) => all[part]?.name).join(' + ');
      const joined = extraGroup(context, { name, feature });
      groupOf.forEach((index, id) => {
        if (join.includes(index)) assign(context, id, joined);
      });
    }
  });
}

/**
 * Assigns `moduleIds` (the bundle's modules but those the entry loads statically: the entry's
 * chunk holds them, whatever the groups say) to `groups`, and orders the groups (groupOrder.ts).
 */
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
  const context: Context = {
    all: [...groups],
    declared: groups.length,
    groupOf: new Map(),
    sizes: new Map(),
    considered: new Set(moduleIds),
    loads: [],
    graph,
  };
  const { groupOf } = context;
  for (const id of moduleIds) {
    const index = members.findIndex((member) => member(id));
    if (index >= 0) assign(context, id, index);
  }
  context.loads = transitive(importedGroups(groups.length, groupOf, graph));
  // Until nothing changes: once a module has its group, the modules it imports have one user
  // less. The app's modules first: a library that one of them wraps goes with it.
  const unassigned = () => moduleIds.filter((id) => !groupOf.has(id));
  for (const candidates of [() => unassigned().filter((id) => !LIBRARY.test(id)), unassigned]) {
    for (let changed = true; changed;) {
      changed = false;
      for (const id of candidates()) {
        const target = sharedTarget(id, context);
        if (target === undefined) continue;
        assign(context, id, target);
        changed = true;
      }
    }
  }
  joinSmallParts(context);
  return inImportOrder(context.all, groupOf, graph);
}
