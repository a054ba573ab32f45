/**
 * The app's route declarations as data, for the build, the bench and the tests: the router's own
 * tree (src/routes/routeTree.ts), evaluated in Node through a Vite server with the app's plugins,
 * so that whatever a route declares (path, title, login, development only, early calls, key
 * route) is read from the route itself and nothing keeps a list of its own.
 *
 * What a route loads on demand is read by running it: its screen's and its loader's lazy imports
 * are called with a module runner whose `import()` records the module it was asked for instead of
 * loading it (docs/decisions.md "Route declarations").
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import type { DeclaredEarlyCall } from '../../src/api/contract/earlyCall.ts';
import type { KeyRouteMark, RouteStaticData } from '../../src/routes/routeStaticData.ts';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createServer, createServerModuleRunner, type ViteDevServer } from 'vite';
import {
  ESModulesEvaluator,
  type ModuleRunner,
  type ModuleRunnerContext,
} from 'vite/module-runner';
import { appConfigPlugin } from '../vite/appConfigPlugin.ts';
import { linguiMacro } from '../vite/linguiMacro.ts';
import { screenTexts } from '../vite/screenTexts.ts';

/** One route of the router's tree, as declared. */
export interface RouteDeclaration {
  path: string;
  title: MessageDescriptor | undefined;
  /** Spec §2.2: not shown without a login token. */
  login: boolean;
  /** A development tool's route, which no build has. */
  development: boolean;
  /** The public calls its first view makes, which the HTML's start-up script makes early. */
  early: readonly DeclaredEarlyCall[];
  /** A route the bench measures (scripts/bench/routes.ts), by its name there. */
  keyRoute: KeyRouteMark | undefined;
  /** Another address of the route at this path, which it redirects to. */
  aliasOf: string | undefined;
  /** The feature whose texts the screen waits for (src/routes/lazyScreen.ts), if it does. */
  screenTexts: string | undefined;
  /** The modules its screen and its loader import on demand: absolute paths, no extension. */
  modules: string[];
}

interface RouteNode {
  options?: {
    path?: string;
    staticData?: RouteStaticData;
    component?: { preload?: () => Promise<unknown>; screenTexts?: string };
    loader?: (args: unknown) => unknown;
  };
  children?: Record<string, RouteNode> | RouteNode[];
}

const ROUTES_DIR = 'src/routes';
const EXTENSION = /\.[cm]?[jt]sx?$/;

/** Runs modules as Vite's server runner does, but records the lazy imports of `recorder`'s time. */
class RecordingEvaluator extends ESModulesEvaluator {
  recorder: ((importer: string, specifier: string) => void) | undefined;

  override runInlinedModule(
    context: ModuleRunnerContext,
    code: string,
    module?: { file: string | null },
  ): Promise<unknown> {
    const load = context.__vite_ssr_dynamic_import__;
    context.__vite_ssr_dynamic_import__ = (specifier, options) => {
      if (!this.recorder) return load(specifier, options);
      this.recorder(module?.file ?? '', String(specifier));
      // Not loaded: what the caller does with it next fails, and the reader ignores that.
      return Promise.resolve({});
    };
    return super.runInlinedModule(context, code);
  }
}

/** The file a specifier names, as an absolute path without extension. */
function moduleFile(root: string, importer: string, specifier: string): string {
  const bare = specifier.split('?')[0] ?? specifier;
  const file = bare.startsWith('.')
    ? resolve(dirname(importer), bare)
    : bare.startsWith('/') && !existsSync(bare)
      ? join(root, bare)
      : bare;
  return file.replace(EXTENSION, '');
}

/**
 * Calls `load` with the runner recording: the modules that the route files asked for (the
 * screens' and the loaders' own imports; a screen's texts load from i18n, which the route names
 * by feature).
 */
async function importsOf(
  root: string,
  evaluator: RecordingEvaluator,
  load: () => unknown,
): Promise<string[]> {
  const routesDir = resolve(root, ROUTES_DIR);
  const modules = new Set<string>();
  evaluator.recorder = (importer, specifier) => {
    if (dirname(importer) === routesDir) modules.add(moduleFile(root, importer, specifier));
  };
  try {
    await Promise.resolve(load()).catch(() => undefined);
  } catch {
    // A loader that fails before its first `await` has still asked for its modules.
  } finally {
    evaluator.recorder = undefined;
  }
  return [...modules];
}

/** A Vite server with the plugins the route modules need, and a runner on it. */
export async function withRouteServer<T>(
  root: string,
  use: (runner: ModuleRunner, readRoutes: () => Promise<RouteDeclaration[]>) => Promise<T>,
): Promise<T> {
  // A development server sets NODE_ENV for the whole process when nothing has yet: a build that
  // started after it (the bench reads its key routes first) would then bundle React's
  // development build. The process keeps the value it had.
  const nodeEnv = process.env.NODE_ENV;
  const server: ViteDevServer = await createServer({
    configFile: false,
    root,
    plugins: [
      linguiMacro(),
      lingui(),
      vanillaExtractPlugin(),
      appConfigPlugin(),
      // The route modules load the screens' catalogs by feature (docs/decisions.md "First load").
      screenTexts({ featuresDir: 'src/features', catalogName: 'screens' }),
    ],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const evaluator = new RecordingEvaluator();
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false, evaluator });
  const readRoutes = async () => {
    const { routeTree } = (await runner.import(`/${ROUTES_DIR}/routeTree.ts`)) as {
      routeTree: RouteNode;
    };
    const walk = (node: RouteNode): RouteNode[] => [
      node,
      ...Object.values(node.children ?? {}).flatMap(walk),
    ];
    const declarations: RouteDeclaration[] = [];
    for (const { options } of walk(routeTree)) {
      // The root has no path.
      if (!options?.path) continue;
      const { title, login, development, early = [], keyRoute, aliasOf } = options.staticData ?? {};
      const { component, loader } = options;
      const modules = [
        ...(await importsOf(root, evaluator, () => component?.preload?.())),
        ...(await importsOf(root, evaluator, () =>
          loader?.({ deps: {}, params: {}, context: {}, location: {} }),
        )),
      ];
      declarations.push({
        path: options.path,
        title,
        login: login === true,
        development: development === true,
        early,
        keyRoute,
        aliasOf,
        screenTexts: component?.screenTexts,
        modules: [...new Set(modules)],
      });
    }
    return declarations;
  };
  try {
    return await use(runner, readRoutes);
  } finally {
    await runner.close();
    await server.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

const declarationsByRoot = new Map<string, Promise<RouteDeclaration[]>>();

/**
 * The route declarations of the app at `root`, read once per process: a build, a bench run and
 * the test files sharing a worker each start one server for them.
 */
export function readRouteDeclarations(root: string): Promise<RouteDeclaration[]> {
  let declarations = declarationsByRoot.get(root);
  if (!declarations) {
    declarations = withRouteServer(root, (_runner, readRoutes) => readRoutes());
    declarationsByRoot.set(root, declarations);
  }
  return declarations;
}
