/**
 * Dev-only endpoints under /__mock: scenarios, the outbox of sent codes, and the
 * public collections through json-server's own router, read-only.
 * These exist only in the mock; the production build contains no mock at all.
 */
import jsonServer from 'json-server';
import type { Application, RequestHandler } from 'express';
import type { MockContext } from '../http/context';
import { scenarioRequest } from '../http/scenarios';
import { sendError } from '../http/errors';

/** json-server turns `_like` into a RegExp from user input; nothing else here reaches one. */
const safeReadOnly: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET')
    return sendError(res, req.path, 405, 'the public collections are read-only', 405);
  if (req.path === '/db') return sendError(res, req.path, 404, 'no endpoint /db', 404);
  if (Object.keys(req.query).some((key) => key.endsWith('_like'))) {
    return sendError(res, req.path, 400, '_like filters are not supported', 400);
  }
  next();
};

export function registerDevRoutes(
  app: Application,
  ctx: MockContext,
  publicDb: Record<string, object[]>,
): void {
  app.get('/__mock/scenario', (_req, res) => res.json({ code: 1, data: ctx.scenarios.list() }));
  app.post('/__mock/scenario', (req, res) => {
    const request = scenarioRequest.safeParse(req.body);
    if (!request.success)
      return sendError(
        res,
        req.path,
        400,
        `bad scenario: ${request.error.issues[0]?.message ?? ''}`,
      );
    ctx.scenarios.set(request.data);
    res.json({ code: 1, data: ctx.scenarios.list() });
  });
  app.delete('/__mock/scenario', (_req, res) => {
    ctx.scenarios.clear();
    res.json({ code: 1, data: [] });
  });

  app.get('/__mock/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json({ code: 1, data: ctx.outbox.list().filter((message) => !to || message.to === to) });
  });

  app.use('/__mock/data', safeReadOnly, jsonServer.router(publicDb));
}
