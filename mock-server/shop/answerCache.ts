/**
 * Catalogue answers change only when stock, sales or shelf state do, so each is
 * checked against the contract and serialised once per catalogue version, then
 * sent as is: the product list is ~50 kB, and re-validating, re-serialising and
 * re-hashing it on every request would halve the mock's throughput on its busiest call.
 */
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { Endpoint, ResultOf } from '../../src/api/contract/endpoint';
import { MockError } from '../http/errors';
import { HANDLED } from '../http/serve';

export type SendCached = <E extends Endpoint>(
  endpoint: E,
  key: string,
  res: Response,
  build: () => ResultOf<E>,
) => typeof HANDLED;

export function createAnswerCache(version: () => number): SendCached {
  const answers = new Map<string, { version: number; body: Buffer; etag: string }>();
  return (endpoint, key, res, build) => {
    const current = version();
    let answer = answers.get(`${endpoint.path}|${key}`);
    if (answer?.version !== current) {
      const checked = endpoint.result.safeParse(build());
      if (!checked.success) {
        throw new MockError(500, `mock answer breaks the contract of ${endpoint.name}`);
      }
      const body = Buffer.from(JSON.stringify(checked.data));
      const digest = createHash('sha1').update(body).digest('base64').slice(0, 27);
      answer = { version: current, body, etag: `W/"${body.length.toString(16)}-${digest}"` };
      answers.set(`${endpoint.path}|${key}`, answer);
    }
    // Express hashes every body for its ETag unless one is set: set the one made with the answer.
    res.type('json').set('etag', answer.etag).send(answer.body);
    return HANDLED;
  };
}
