/**
 * Removes a round trip from the first load. Without it the browser learns of the
 * active locale's catalogs only after the main script has run; this injects a tiny
 * inline script that starts their download next to the main script, picked by the
 * stored locale: the shell's catalog always, the screens' one (with the modules every
 * other screen needs) unless the address is the landing page (whose screen travels in
 * the start-up chunk: see startupChunk.ts).
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export interface InitialPreloadOptions {
  /** Locale → the catalog module loaded at start-up, e.g. `{ zh: 'src/locales/zh/shell.po' }`. */
  catalogs: Record<string, string>;
  /** Locale → the catalog every other screen needs, e.g. `{ zh: 'src/locales/zh/screens.po' }`. */
  screenCatalogs: Record<string, string>;
  /** Modules every screen but the landing page needs at once, e.g. the route query schemas. */
  screenModules: readonly string[];
  /** The hash paths of the landing page, which needs only `catalogs`. */
  landingPaths: readonly string[];
  /** The locale used when none (or an unknown one) is stored. */
  defaultLocale: string;
}

function chunkOf(bundle: OutputBundle, modulePath: string): OutputChunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(modulePath))) {
      return output;
    }
  }
  throw new Error(`initialPreload: no chunk for ${modulePath}; is it still lazily imported?`);
}

/** The chunk and the chunks it imports, minus what the entry already loads. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, loaded: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file) || files.has(file)) return;
    files.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

export function initialPreload(options: InitialPreloadOptions): Plugin {
  return {
    name: 'initial-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const entry = Object.values(bundle).find(
          (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
        );
        const loaded = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
        const filesByLocale = (modules: Record<string, string>) =>
          Object.fromEntries(
            Object.entries(modules).map(([locale, path]) => [
              locale,
              filesOf(bundle, chunkOf(bundle, path), loaded),
            ]),
          );
        const screenFiles = options.screenModules.flatMap((path) =>
          filesOf(bundle, chunkOf(bundle, path), loaded),
        );
        const screenCatalogFiles = filesByLocale(options.screenCatalogs);
        const map = {
          s: filesByLocale(options.catalogs),
          o: Object.fromEntries(
            Object.entries(screenCatalogFiles).map(([locale, files]) => [
              locale,
              [...new Set([...files, ...screenFiles])],
            ]),
          ),
          p: options.landingPaths,
        };
        const script = `(function(){var m=${JSON.stringify(map)},l;try{l=localStorage.getItem('locale')}catch(e){}if(!m.s[l])l=${JSON.stringify(options.defaultLocale)};var p=location.hash.slice(1).split('?')[0]||'/',f=m.p.indexOf(p)<0?m.s[l].concat(m.o[l]):m.s[l];for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='modulepreload';k.href=f[i];document.head.appendChild(k)}})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
