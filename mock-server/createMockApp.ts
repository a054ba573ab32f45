/**
 * The mock backend as one express app (json-server 0.17 underneath), used both
 * by `npm run mock` and, mounted as middleware, by the Vite dev and preview servers.
 * It answers only its own prefixes and hands every other request on, so the
 * app's own files are still served by whoever mounted it.
 */
import compression from 'compression';
import jsonServer from 'json-server';
import type { Application } from 'express';
import { resolveOptions, type MockOptions } from './options';
import { createStore } from './state/store';
import { createSessions } from './http/auth';
import { createScenarios } from './http/scenarios';
import { createOutbox } from './http/outbox';
import type { MockContext } from './http/context';
import { bodyErrors, bodyParsers, cors, unknownPath } from './http/guards';
import { registerDevRoutes } from './dev/devRoutes';
import { registerWorkbench } from './workbench/workbenchRoutes';
import { registerPortalRoutes } from './portal';
import { registerCompanyRoutes } from './company';
import { registerAccountRoutes } from './account';
import { registerShopRoutes } from './shop';
import { registerAssetRoutes } from './assets';

/** The path prefixes the mock owns. */
export const MOCK_PREFIXES = ['/reach', '/f', '/__mock', '/mock-assets'] as const;
const API_PREFIXES = ['/reach/', '/f/'];

const owns = (path: string) =>
  MOCK_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export interface MockApp extends Application {
  mock: MockContext;
}

export function createMockApp(overrides: Partial<MockOptions> = {}): MockApp {
  const options = resolveOptions(overrides);
  const now = () => Date.now();
  const store = createStore(options.dataDir, options.seed);
  const sessions = createSessions(store, options.tokenTtlMs, now);
  const publicDb: Record<string, object[]> = {};
  const ctx: MockContext = {
    options,
    store,
    sessions,
    scenarios: createScenarios(
      sessions,
      (path) => API_PREFIXES.some((prefix) => path.startsWith(prefix)),
      options.log,
      now,
    ),
    outbox: createOutbox(store, now, options.log),
    now,
    served: new Map(),
    publish: (name, records) => {
      publicDb[name] = [...records];
    },
  };

  const app = jsonServer.create() as MockApp;
  app.mock = ctx;
  app.disable('x-powered-by');
  // json-server pretty-prints; compact answers are faster and what a real backend sends.
  app.set('json spaces', 0);
  // Requests outside the mock's prefixes leave this app for the next middleware.
  app.use((req, _res, next) => next(owns(req.path) ? undefined : 'router'));
  // Compressed, as json-server's own defaults and a backend behind a compressing proxy answer:
  // written out, the shop's product list alone is 85 KiB, on a slow network half a second.
  app.use(compression());
  app.use(cors(options.allowedOrigins));
  app.use(bodyParsers);
  app.use(ctx.scenarios.middleware);

  registerPortalRoutes(app, ctx);
  registerCompanyRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerShopRoutes(app, ctx);
  registerAssetRoutes(app);
  // The seed's state, as a new app with the same options starts (a restart without saved state).
  const seedState = () =>
    createMockApp({ ...options, dataDir: null, log: () => {} }).mock.store.snapshot();
  registerWorkbench(app, ctx, publicDb, seedState);
  registerDevRoutes(app, ctx, publicDb);

  app.use(unknownPath);
  app.use(bodyErrors((path) => ctx.served.get(path)));
  store.flush();
  return app;
}
