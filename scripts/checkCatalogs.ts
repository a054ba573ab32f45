/**
 * Fails when any catalog of a non-source locale has an untranslated message.
 * Run after `lingui extract`, so messages new in the code are counted too.
 */
import { readFileSync } from 'node:fs';
import linguiConfig from '../lingui.config';

function untranslated(poText: string): string[] {
  const missing: string[] = [];
  const entry = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const [, id, translation] of poText.matchAll(entry)) {
    if (id && !translation) missing.push(id);
  }
  return missing;
}

/** Every catalog file of a locale, from the config's `<rootDir>/…/{locale}/name` paths. */
const catalogFiles = (locale: string) =>
  (linguiConfig.catalogs ?? []).map(
    (catalog) => `${catalog.path.replace('<rootDir>/', '').replace('{locale}', locale)}.po`,
  );

let failed = false;
for (const locale of linguiConfig.locales) {
  if (locale === linguiConfig.sourceLocale) continue;
  for (const file of catalogFiles(locale)) {
    const missing = untranslated(readFileSync(file, 'utf8'));
    if (missing.length > 0) {
      failed = true;
      console.error(`${file}: ${missing.length} untranslated message(s):`);
      for (const id of missing) console.error(`  - ${id}`);
    } else {
      console.log(`${file}: every message translated`);
    }
  }
}
process.exit(failed ? 1 : 0);
