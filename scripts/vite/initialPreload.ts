/**
 * Removes two round trips from the first load. Without it the browser learns
 * of the active locale's catalog and of the first screen's chunk only after the
 * main script has run; this injects a tiny inline script that starts both
 * downloads next to the main script, picked by the stored locale and the hash.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export interface InitialPreloadOptions {
  /** Locale → the catalog module, e.g. `{ zh: 'src/locales/zh/messages.po' }`. */
  catalogs: Record<string, string>;
  /** The locale used when none (or an unknown one) is stored. */
  defaultLocale: string;
  /** Route path → the screen module its route loads lazily. */
  screens: Record<string, string>;
}

function chunkOf(bundle: OutputBundle, modulePath: string): OutputChunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId?.endsWith(modulePath)) return output;
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
        const map = {
          l: Object.fromEntries(
            Object.entries(options.catalogs).map(([locale, path]) => [
              locale,
              filesOf(bundle, chunkOf(bundle, path), loaded),
            ]),
          ),
          r: Object.fromEntries(
            Object.entries(options.screens).map(([route, path]) => [
              route,
              filesOf(bundle, chunkOf(bundle, path), loaded),
            ]),
          ),
        };
        const script = `(function(){var m=${JSON.stringify(map)},l;try{l=localStorage.getItem('locale')}catch(e){}if(!m.l[l])l=${JSON.stringify(options.defaultLocale)};var p=location.hash.slice(1).split('?')[0]||'/',f=m.l[l].concat(m.r[p]||[]);for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='modulepreload';k.href=f[i];document.head.appendChild(k)}})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
