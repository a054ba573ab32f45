/**
 * The screens' texts, one catalog per feature and language (docs/decisions.md, "First load").
 * The messages stay in one `screens.po` per language (the translators' file); the build splits it
 * by where each message is used (its origins, which `lingui extract` writes): a feature's catalog
 * holds the messages of `src/features/<feature>/` and of the shared components only screens use
 * (`src/components/…`). A screen waits for its feature's catalog (src/routes/lazyScreen.ts), and
 * the landed route's is preloaded from the HTML (routePreload.ts).
 *
 * - `virtual:screen-texts` exports `screenParts` (the features) and `screenTexts`: locale →
 *   feature → a lazy import of that catalog.
 * - `virtual:screen-texts/<locale>/<feature>` is that catalog, compiled as the `.po` imports are.
 */
import { readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { getConfig } from '@lingui/conf';
import {
  createCompilationErrorMessage,
  createCompiledCatalog,
  createMissingErrorMessage,
  getCatalogs,
} from '@lingui/cli/api';

export const SCREEN_TEXTS = 'virtual:screen-texts';
const RESOLVED = `\0${SCREEN_TEXTS}`;

export interface ScreenTextsOptions {
  /** The folder of the features, one catalog each. */
  featuresDir: string;
  /** The name of the Lingui catalog to split (`lingui.config.ts`). */
  catalogName: string;
  /** Features only the development server shows (its tools): a build holds neither their texts nor their names. */
  developmentOnly?: readonly string[];
}

/** The module id of a feature's catalog in one language. */
export const screenTextsModule = (locale: string, feature: string) =>
  `${RESOLVED}/${locale}/${feature}`;

/** The features a message's origins belong to, or `shared` for a shared component's. */
function partsOf(origins: readonly (readonly [string, ...unknown[]])[]): Set<string> {
  const parts = new Set<string>();
  for (const [file] of origins) {
    const feature = /^src\/features\/([^/]+)\//.exec(file);
    parts.add(feature?.[1] ?? 'shared');
  }
  return parts;
}

export function screenTexts(options: ScreenTextsOptions): Plugin {
  const config = getConfig();
  let building = false;
  let root = process.cwd();
  const features = () =>
    readdirSync(resolve(root, options.featuresDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !(building && options.developmentOnly?.includes(name)))
      .sort();

  async function screensCatalog() {
    const catalog = (await getCatalogs(config)).find(
      (candidate) => candidate.name === options.catalogName,
    );
    if (!catalog) throw new Error(`screenTexts: lingui.config.ts has no ${options.catalogName}`);
    return catalog;
  }

  /** One read of a language's catalog for all its parts, again when the file has changed. */
  const read = new Map<string, { mtime: number; texts: ReturnType<typeof readTexts> }>();
  async function readTexts(locale: string) {
    const catalog = await screensCatalog();
    const entries = (await catalog.read(locale)) ?? {};
    const { messages, missing } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales ?? {},
      sourceLocale: config.sourceLocale ?? '',
    });
    return { file: `${catalog.path.replace('{locale}', locale)}.po`, entries, messages, missing };
  }
  async function readLocale(locale: string) {
    const catalog = await screensCatalog();
    const mtime = statSync(`${catalog.path.replace('{locale}', locale)}.po`).mtimeMs;
    const cached = read.get(locale);
    if (cached?.mtime === mtime) return cached.texts;
    const texts = readTexts(locale);
    read.set(locale, { mtime, texts });
    return texts;
  }

  return {
    name: 'screen-texts',
    configResolved(resolved) {
      root = resolved.root;
      building = resolved.command === 'build';
    },
    resolveId(id) {
      return id === SCREEN_TEXTS || id.startsWith(`${SCREEN_TEXTS}/`) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === RESOLVED) {
        const parts = features();
        const importers = (locale: string) =>
          `{${parts.map((part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`${SCREEN_TEXTS}/${locale}/${part}`)})`).join(',')}}`;
        return [
          `export const screenParts = ${JSON.stringify(parts)};`,
          `export const screenTexts = {${config.locales.map((locale) => `${JSON.stringify(locale)}: ${importers(locale)}`).join(',')}};`,
        ].join('\n');
      }
      if (!id.startsWith(`${RESOLVED}/`)) return null;
      const [locale = '', part = ''] = id.slice(RESOLVED.length + 1).split('/');
      if (!config.locales.includes(locale) || !features().includes(part)) {
        throw new Error(`screenTexts: no catalog ${locale}/${part}`);
      }
      const { file, entries, messages, missing } = await readLocale(locale);
      this.addWatchFile(file);
      if (building && missing.length > 0) {
        throw new Error(createMissingErrorMessage(locale, missing, 'loader'));
      }
      const wanted = Object.fromEntries(
        Object.entries(messages).filter(([messageId]) => {
          const parts = partsOf(entries[messageId]?.origin ?? []);
          return parts.has(part) || parts.has('shared');
        }),
      );
      const { source, errors } = createCompiledCatalog(locale, wanted, { namespace: 'es' });
      if (errors.length > 0) {
        throw new Error(createCompilationErrorMessage(locale, errors));
      }
      return { code: source, moduleType: 'js' };
    },
  };
}
