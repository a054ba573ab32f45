/**
 * What json-server's defaults get wrong for us: CORS only for the app's own
 * origin, a 1 MB body limit, and clear envelope errors for malformed bodies and
 * unknown paths instead of HTML pages or crashes.
 */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { sendError } from './errors';

export const BODY_LIMIT = '1mb';

export function cors(allowedOrigins: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && allowedOrigins.includes(origin)) {
      res.set({
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'content-type, authorization, token, x-mock-scenario',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        vary: 'Origin',
      });
    }
    if (req.method === 'OPTIONS') {
      res.sendStatus(origin && allowedOrigins.includes(origin) ? 204 : 403);
      return;
    }
    next();
  };
}

/** JSON and url-encoded bodies; multipart is read by the upload handler itself. */
export const bodyParsers: RequestHandler[] = [
  express.json({ limit: BODY_LIMIT }),
  express.urlencoded({ limit: BODY_LIMIT, extended: false }),
];

export const unknownPath: RequestHandler = (req, res) =>
  sendError(res, req.path, 404, `no endpoint ${req.method} ${req.path}`, 404);

/**
 * A body the parsers refuse is answered like any refusal of the endpoint it was sent to: its
 * envelope and code fields, failure code 0, the reason in `msg` (HTTP 400, 413 or 415).
 */
export const bodyErrors =
  (endpointAt: (path: string) => Endpoint | undefined): ErrorRequestHandler =>
  (error: Error & { type?: string; status?: number }, req, res, _next) => {
    const target = endpointAt(req.path) ?? req.path;
    if (error.type === 'entity.too.large') {
      sendError(res, target, 413, `request body larger than ${BODY_LIMIT}`);
    } else if (error.type === 'entity.parse.failed') {
      sendError(res, target, 400, 'malformed JSON body');
    } else if (error.status && error.status < 500) {
      // The router's and body parser's own words name the problem: an undecodable path
      // parameter, or a body in an unsupported charset or encoding, not inflating, cut short.
      const message =
        error instanceof URIError
          ? error.message
          : `request body: ${error.message ?? 'unreadable'}`;
      sendError(res, target, error.status, message);
    } else {
      sendError(res, target, 500, 'mock server error');
    }
  };
