/**
 * Registers a documented endpoint on the mock: checks the input against the
 * contract (a clear envelope error instead of a crash), resolves the caller,
 * refuses a 'user' endpoint without a valid login, and checks the answer against
 * the contract before sending it.
 */
import type { Application, Request, Response } from 'express';
import * as z from 'zod/mini';
import { methodsOf, type Endpoint, type ResultOf } from '../../src/api/contract/endpoint';
import type { UserRecord } from '../state/records';
import type { MockContext } from './context';
import { MockError, notLoggedIn, sendError } from './errors';

// zod/mini ships without messages; the mock explains bad input in plain English.
z.config(z.locales.en());

export interface Call<E extends Endpoint> {
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  req: Request;
  res: Response;
  /** The caller's user; throws "not logged in" (in the endpoint's envelope) when there is none. */
  user(): UserRecord;
  /** The caller's user, if logged in. */
  maybeUser(): UserRecord | undefined;
}

/** Returned by a handler that has written the response itself (HTML pages, files). */
export const HANDLED = Symbol('handled');

export type Handler<E extends Endpoint> = (
  call: Call<E>,
) => ResultOf<E> | typeof HANDLED | Promise<ResultOf<E> | typeof HANDLED>;

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'input';
  return `${where}: ${issue.message}`;
}

export function serve<E extends Endpoint>(
  app: Application,
  ctx: MockContext,
  endpoint: E,
  handler: Handler<E>,
): void {
  const methods = methodsOf(endpoint);
  ctx.served.set(endpoint.path, endpoint);

  const handle = async (req: Request, res: Response) => {
    try {
      const query = endpoint.query.safeParse(req.query);
      if (!query.success)
        throw new MockError(400, `bad query parameter ${describeIssue(query.error)}`);
      const takesBody = endpoint.bodyKind === 'json' || endpoint.bodyKind === 'form';
      // Another type's body is left unparsed, and the call would then blame a "missing" field.
      if (takesBody && req.is(['json', 'urlencoded']) === false) {
        throw new MockError(
          415,
          `send the body as application/json, not ${req.get('content-type') ?? 'without a content type'}`,
        );
      }
      const rawBody: unknown = takesBody ? req.body : undefined;
      const body = endpoint.body.safeParse(rawBody);
      if (!body.success) throw new MockError(400, `bad body ${describeIssue(body.error)}`);

      const caller = ctx.sessions.callerOf(req);
      const maybeUser = () => (caller.kind === 'user' ? caller.user : undefined);
      const user = () => {
        const found = maybeUser();
        if (!found) throw notLoggedIn();
        return found;
      };
      if (endpoint.auth === 'user') user();

      const result = await handler({
        query: query.data as z.output<E['query']>,
        body: body.data as z.output<E['body']>,
        req,
        res,
        user,
        maybeUser,
      });
      if (result === HANDLED) return;
      const checked = endpoint.result.safeParse(result);
      if (!checked.success) {
        throw new MockError(
          500,
          `mock answer breaks the contract of ${endpoint.name}: ${describeIssue(checked.error)}`,
        );
      }
      res.json(checked.data);
    } catch (error) {
      if (error instanceof MockError) {
        sendError(res, endpoint, error.status, error.message, error.code);
      } else {
        ctx.options.log(
          `${endpoint.name} crashed: ${error instanceof Error ? error.stack : String(error)}`,
        );
        sendError(res, endpoint, 500, 'mock server error');
      }
    }
  };

  for (const method of methods) {
    app[method === 'GET' ? 'get' : 'post'](endpoint.path, (req, res) => void handle(req, res));
  }
  app.all(endpoint.path, (req, res) =>
    sendError(res, endpoint, 405, `${req.method} is not allowed here; use ${methods.join(' or ')}`),
  );
}
