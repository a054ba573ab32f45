import type { Response } from 'express';
import type { Endpoint, ResultOf } from '../src/api/contract/endpoint';

/** The portal's success code. */
export const CODE_OK = 1;

/**
 * Sends an endpoint's answer after checking it against the shared contract, so
 * the mock can never answer in a shape the client would refuse.
 */
export function answer<E extends Endpoint>(res: Response, endpoint: E, body: ResultOf<E>): void {
  const checked = endpoint.result.safeParse(body);
  if (!checked.success) {
    res.status(500).json({ code: 500, msg: `mock answer breaks the contract of ${endpoint.path}` });
    return;
  }
  res.json(checked.data);
}

/** An error in the documented envelope. */
export function fail(res: Response, status: number, code: number, msg: string): void {
  res.status(status).json({ code, msg, data: null });
}
