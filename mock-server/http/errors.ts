import type { Response } from 'express';
import { SHOP_API, type Endpoint } from '../../src/api/contract/endpoint';

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

const CODE_FIELDS = ['code', 'statuscode'] as const;
type CodeField = (typeof CODE_FIELDS)[number];

/**
 * The code fields of an endpoint's answers: those its success result carries (the receipts
 * answer both `code` and `statuscode`), so a client reads a refusal where it reads a success.
 * Without an endpoint (or with a text answer), the path's family: `statuscode` for the shop,
 * `code` for the portal.
 */
export function codeFieldsOf(path: string, endpoint?: Endpoint): readonly CodeField[] {
  const result: object = endpoint?.result ?? {};
  const shape = 'shape' in result ? (result.shape as object) : {};
  const fields = CODE_FIELDS.filter((field) => field in shape);
  if (fields.length > 0) return fields;
  return [isShopPath(path) ? 'statuscode' : 'code'];
}

/** An error answer in the endpoint's envelope (see `codeFieldsOf`), `data` null. */
export function sendError(
  res: Response,
  target: string | Endpoint,
  status: number,
  message: string,
  code = FAILURE,
): void {
  if (res.headersSent) return;
  const codes =
    typeof target === 'string' ? codeFieldsOf(target) : codeFieldsOf(target.path, target);
  res
    .status(status)
    .json({ ...Object.fromEntries(codes.map((field) => [field, code])), msg: message, data: null });
}
