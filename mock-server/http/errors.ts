import type { Response } from 'express';
import { SHOP_API } from '../../src/api/contract/endpoint';

/** Failure codes in the body; each family has its own envelope (see the contract). */
export const FAILURE = 0;
export const NOT_LOGGED_IN = 2;

/** Thrown by a handler to answer with an error in the endpoint's envelope. */
export class MockError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = FAILURE,
  ) {
    super(message);
  }
}

/** Both languages, as the shop's refusals: serve refuses before the handler that knows the language. */
export const notLoggedIn = () =>
  new MockError(
    200,
    '未登录或登录已失效，请重新登录 / Not logged in, please log in again',
    NOT_LOGGED_IN,
  );

export function isShopPath(path: string): boolean {
  return path === SHOP_API || path.startsWith(`${SHOP_API}/`);
}

/** An error answer in the envelope of the path's family: `statuscode` for the shop, `code` for the portal. */
export function sendError(
  res: Response,
  path: string,
  status: number,
  message: string,
  code = FAILURE,
): void {
  if (res.headersSent) return;
  const body = isShopPath(path)
    ? { statuscode: code, msg: message, data: null }
    : { code, msg: message, data: null };
  res.status(status).json(body);
}
