/**
 * English (pinyin) names of the region data's Chinese names, for the region choosers on English
 * pages; the value chosen, stored and sent stays the Chinese name (docs/decisions/orders-screens.md).
 * Written by `npm run regions:en`; a chunk of its own, never loaded on Chinese pages.
 */
export type RegionNames = Readonly<Record<string, string>>;

let pending: Promise<RegionNames> | undefined;

export function loadEnglishRegionNames(): Promise<RegionNames> {
  pending ??= import('./regionNamesEn.json').then((module) => module.default as RegionNames);
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
