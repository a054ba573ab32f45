/**
 * Preloads the landed route's files from the HTML. With hash routing the HTML is the same for
 * every address, so the build writes a map from each route's path to its files (the chunks its
 * screen and loader import, and the catalogs of the stored locale), and a small inline script
 * picks the entry of `location.hash` as the page starts: the browser fetches them all next to the
 * main script instead of discovering them one import at a time.
 *
 * The routes are the router's own, as they declare themselves (scripts/routes/routeDeclarations.ts:
 * the modules each one's screen and loader import, and which feature's texts its screen waits
 * for); their files are found in the build's module graph.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { minifySync } from 'rolldown/utils';
import { resolveEarlyCall, type EarlyCall } from '../../src/api/contract/earlyCalls.ts';
import { EARLY_ANSWERS_GLOBAL } from '../../src/api/earlyAnswers.ts';
import { hashRoute, readRouteQuery } from '../../src/lib/routeQuery.ts';
import { readRouteDeclarations, type RouteDeclaration } from '../routes/routeDeclarations.ts';
import { screenTextsModule } from './screenTexts.ts';

export interface RoutePreloadOptions {
  /** Locale → the catalog module loaded at start-up. */
  shellCatalogs: Record<string, string>;
  /** The locale used when none (or an unknown one) is stored. */
  defaultLocale: string;
  /** The header's and footer's public calls, which every page makes first. */
  shellEarlyCalls: readonly EarlyCall[];
  /** Where the API lives (`''`: the page's own origin). */
  apiBase: () => string;
}

/**
 * The routes a build preloads: every route but the development tools'. A screen waits for its own
 * feature's texts: a wrong name would show it half translated, so the build refuses it.
 */
export function preloadedRoutes(routes: readonly RouteDeclaration[]): RouteDeclaration[] {
  return routes
    .filter((route) => !route.development)
    .map((route) => {
      const screen = route.modules[0];
      if (route.screenTexts && !screen?.includes(`/features/${route.screenTexts}/`)) {
        throw new Error(
          `routePreload: ${route.path} waits for the texts of ${route.screenTexts}, its screen is ${screen ?? '?'}`,
        );
      }
      return route;
    });
}

function chunkOf(bundle: OutputBundle, module: string): OutputChunk | undefined {
  const withoutExtension = module.replace(/\.[cm]?[jt]sx?$/, '');
  for (const output of Object.values(bundle)) {
    if (
      output.type === 'chunk' &&
      output.moduleIds.some(
        (id) => id === module || id.replace(/\.[cm]?[jt]sx?$/, '') === withoutExtension,
      )
    ) {
      return output;
    }
  }
  return undefined;
}

function requiredChunk(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = chunkOf(bundle, module);
  if (!chunk) throw new Error(`routePreload: no chunk holds ${module}`);
  return chunk;
}

/** The chunk and the chunks it imports, minus what the entry already loads. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, loaded: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file) || files.has(file)) return;
    files.add(file);
    const output = bundle[file];
    if (output?.type !== 'chunk') return;
    output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

/** Start-up: the entry and everything it imports statically. */
function loadedAtStart(bundle: OutputBundle): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const output = bundle[file];
    if (output?.type !== 'chunk') return;
    output.imports.forEach(visit);
  };
  Object.values(bundle)
    .filter((output): output is OutputChunk => output.type === 'chunk' && output.isEntry)
    .forEach((entry) => visit(entry.fileName));
  return loaded;
}

/** An early call as the script reads it: method, path, then each query value (see below). */
function encodeCall(call: EarlyCall): unknown[] {
  const encoded = [
    call.method,
    call.path,
    Object.entries(call.query).map(([name, value]) => [
      name,
      // Text as is; 0 the language; [name] an address parameter the call needs; [name, value]
      // one with its value when absent (null: the call leaves it out).
      typeof value === 'string'
        ? value
        : 'language' in value
          ? 0
          : value.otherwise === undefined
            ? [value.address]
            : [value.address, value.otherwise],
    ]),
  ];
  return call.picture ? [...encoded, call.picture] : encoded;
}

/**
 * A function of the app as an expression the script calls: its own source, minified, so the
 * script reads the address with the very code the app reads it with (src/lib/routeQuery.ts).
 */
function embedded(fn: (...args: never[]) => unknown): string {
  const { code, errors } = minifySync('embedded.js', `(${fn.toString()});`, {
    compress: false,
    mangle: true,
  });
  if (errors.length > 0) throw new Error(`routePreload: cannot embed ${fn.name}`);
  return code.trim().replace(/;$/, '');
}

/** The paths that show another route's screen (`/` redirects to the home page). */
export const aliasesOf = (routes: readonly RouteDeclaration[]): Record<string, string> =>
  Object.fromEntries(
    routes.flatMap((route) => (route.aliasOf ? [[route.path, route.aliasOf]] : [])),
  );

/** Each route's declared early calls, with their endpoints' addresses. */
export function earlyCallsOf(
  routes: readonly RouteDeclaration[],
): Record<string, readonly EarlyCall[]> {
  return Object.fromEntries(
    routes
      .filter((route) => route.early.length > 0)
      .map((route) => [route.path, route.early.map(resolveEarlyCall)]),
  );
}

export interface EarlyCalls {
  shell: readonly EarlyCall[];
  routes: Readonly<Record<string, readonly EarlyCall[]>>;
}

/**
 * The part of the script that reads the landed route from the address as the router does: `p` its
 * path, `s` its query string.
 */
export const landedRouteScript = () =>
  `var g=${embedded(hashRoute)}(location.hash,location.search),p=g.path,s=g.search;`;

/**
 * The part of the script that makes the first screen's public calls, with `l` the locale, `p`
 * the route's path and `s` its query string (`landedRouteScript`): the header's calls first
 * (every page shows them), then the screen's. The header's go at low priority: on HTTP/1.1's six
 * connections, the screen's calls, its picture and its code, which make the largest paint, take
 * the free connections before the logo and the language list (docs/decisions.md, "First load"). Each answer is left under the key
 * src/api/earlyAnswers.ts's `requestKey` gives the same request
 * (tests/unit/routing/earlyCallsScript.test.ts checks that they agree). A failed call is the
 * client's to report when it takes it; until then it is marked handled. A call whose answer names
 * the first view's picture has it preloaded as soon as the answer is in.
 */
export function earlyCallsScript(
  early: EarlyCalls,
  apiBase: string,
  aliases: Record<string, string>,
): string {
  const routes = Object.fromEntries(
    Object.entries(early.routes).map(([path, calls]) => [path, calls.map(encodeCall)]),
  );
  for (const [alias, path] of Object.entries(aliases)) {
    if (routes[path]) routes[alias] = routes[path];
  }
  const calls = { b: apiBase, e: early.shell.map(encodeCall), c: routes };
  return [
    `var e=${JSON.stringify(calls)},a={},q,c=e.e.concat(e.c[p]||[]),j,u,n,v,w,o,y,t;`,
    `window[${JSON.stringify(EARLY_ANSWERS_GLOBAL)}]=a;`,
    // Read from a copy (the client reads the answer itself), before the client can take it.
    `function pic(y,k){y.then(function(r){return r.clone().json()}).then(function(b){for(var z=0;z<k.length&&b;z++)b=b[k[z]];`,
    `if(typeof b=='string'&&b){var g=document.createElement('link');g.rel='preload';g.as='image';g.href=b;g.fetchPriority='high';document.head.appendChild(g)}})['catch'](function(){})}`,
    `q=${embedded(readRouteQuery)}(s);`,
    `for(i=0;i<c.length;i++){u=new URL(e.b+c[i][1],location.href);o=1;`,
    `for(j=0;j<c[i][2].length;j++){n=c[i][2][j][0];v=c[i][2][j][1];`,
    `w=v===0?l:typeof v=='string'?v:Object.prototype.hasOwnProperty.call(q,v[0])?q[v[0]]:v.length>1?v[1]:void 0;`,
    `if(w===void 0){o=0;break}if(w!==null)u.searchParams.append(n,w)}`,
    `if(o){t=[];u.searchParams.forEach(function(v,n){t.push(encodeURIComponent(n)+'='+encodeURIComponent(v))});`,
    `y=fetch(u.href,{method:c[i][0],priority:i<e.e.length?'low':'auto',headers:{'content-type':'application/json','accept-language':l}});y['catch'](function(){});`,
    `a[c[i][0]+' '+u.origin+u.pathname+'?'+t.sort().join('&')]=y;if(c[i][3])pic(y,c[i][3])}}`,
  ].join('');
}

export function routePreload(options: RoutePreloadOptions): Plugin {
  let root = process.cwd();
  let declared: RouteDeclaration[] = [];
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      declared = preloadedRoutes(await readRouteDeclarations(root));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const loaded = loadedAtStart(bundle);
        const files: string[] = [];
        const indexes = (list: readonly string[]) =>
          [...new Set(list)].map((file) => {
            if (!files.includes(file)) files.push(file);
            return files.indexOf(file);
          });
        const filesOfModule = (module: string) =>
          filesOf(bundle, requiredChunk(bundle, resolve(module)), loaded);
        const byLocale = (catalogs: Record<string, string>) =>
          Object.fromEntries(
            Object.entries(catalogs).map(([locale, module]) => [
              locale,
              indexes(filesOfModule(module)),
            ]),
          );
        // Locale → feature → the files of that feature's texts, for the features of the routes.
        const screenTexts: Record<string, Record<string, number[]>> = Object.fromEntries(
          Object.keys(options.shellCatalogs).map((locale) => [locale, {}]),
        );
        // Per route: the feature whose texts it wants (or 0), then its own files.
        const routes: Record<string, [string | 0, ...number[]]> = {};
        for (const route of declared) {
          const routeFiles = route.modules.flatMap((module) =>
            filesOf(bundle, requiredChunk(bundle, module), loaded),
          );
          const feature = route.screenTexts;
          if (feature) {
            for (const [locale, features] of Object.entries(screenTexts)) {
              features[feature] ??= indexes(
                filesOf(bundle, requiredChunk(bundle, screenTextsModule(locale, feature)), loaded),
              );
            }
          }
          routes[route.path] = [feature ?? 0, ...indexes(routeFiles)];
        }
        const aliases = aliasesOf(declared);
        for (const [alias, path] of Object.entries(aliases)) {
          const target = routes[path];
          if (!target) throw new Error(`routePreload: no route ${path} for the alias ${alias}`);
          routes[alias] = target;
        }
        const map = {
          f: files,
          r: routes,
          s: byLocale(options.shellCatalogs),
          o: screenTexts,
        };
        // Deterministic for a given build (a Content-Security-Policy may hash it), and plain ES5
        // but for the app's reader of the address (docs/decisions.md, "One reading of the
        // address"). The first screen's calls first: small, and their answers name the pictures of the first
        // view, which then load while the scripts still arrive (queued after the scripts, they
        // came 0.3-0.5 s later on the content pages). Then the files, in the order the page needs
        // them: the shell's texts (the first paint waits for them), the screen's texts and code.
        const script = [
          `(function(){var m=${JSON.stringify(map)},l,i,k,f;`,
          `try{l=localStorage.getItem('locale')}catch(e){}if(!m.s[l])l=${JSON.stringify(options.defaultLocale)};`,
          landedRouteScript(),
          `var r=m.r[p]||[0];`,
          `f=m.s[l].concat(r[0]?m.o[l][r[0]]:[],r.slice(1));`,
          earlyCallsScript(
            { shell: options.shellEarlyCalls, routes: earlyCallsOf(declared) },
            options.apiBase(),
            aliases,
          ),
          `for(i=0;i<f.length;i++){k=document.createElement('link');k.rel='modulepreload';k.href=m.f[f[i]];document.head.appendChild(k)}`,
          `})()`,
        ].join('');
        // First in the head: a script after a stylesheet link waits for that stylesheet to
        // arrive, which held the route's files back by a round trip (docs/decisions.md).
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
