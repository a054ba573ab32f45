/**
 * The mock backend as one express app (json-server 0.17 underneath), used both
 * by `npm run mock` and, mounted as middleware, by the Vite dev and preview servers.
 * It answers only its own prefixes and hands every other request on, so the
 * app's own files are still served by whoever mounted it.
 */
import jsonServer from 'json-server';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { createDb } from './db';
import { registerSiteRoutes } from './portal/siteRoutes';
import { registerAssetRoutes } from './assets';
import { fail } from './envelope';

export interface MockOptions {
  seed?: number;
}

/** The path prefixes the mock owns. */
export const MOCK_PREFIXES = ['/reach', '/f', '/__mock', '/mock-assets'] as const;

export function createMockApp(options: MockOptions = {}) {
  const db = createDb(options.seed);
  const app = jsonServer.create();
  app.disable('x-powered-by');

  // Requests outside the mock's prefixes leave this app for the next middleware.
  app.use((req, _res, next) => {
    const owned = MOCK_PREFIXES.some(
      (prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`),
    );
    next(owned ? undefined : 'router');
  });
  app.use(jsonServer.bodyParser);
  registerSiteRoutes(app, db);
  registerAssetRoutes(app);

  const unknownPath: RequestHandler = (req, res) => {
    fail(res, 404, 404, `no endpoint ${req.method} ${req.path}`);
  };
  const badRequest: ErrorRequestHandler = (
    error: { status?: number; message?: string },
    _req,
    res,
    _next,
  ) => {
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    fail(
      res,
      status,
      status,
      status === 500 ? 'mock server error' : (error.message ?? 'bad request'),
    );
  };

  app.use(unknownPath);
  app.use(badRequest);
  return app;
}
