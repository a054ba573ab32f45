import type { Request, Response } from 'express';
import { createMockApp } from '../../mock-server/createMockApp';
import type { Middleware } from './staticServer';

/**
 * The mock backend as plain node:http middleware. It answers its own prefixes
 * and calls `next` for everything else, which the static server then serves.
 * Its state stays in memory: every run starts from the seed, whatever the
 * interactions added to the demo user's cart before.
 */
export function mockMiddleware(): Middleware {
  const app = createMockApp({ dataDir: null });
  // Express upgrades the plain node objects into its Request/Response on entry;
  // its typings only accept the upgraded types when a `next` is passed.
  return (req, res, next) => app(req as Request, res as Response, next);
}
