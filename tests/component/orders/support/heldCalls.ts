/**
 * The app's HTTP client pointed at a real mock server, with chosen calls held
 * until the test answers them: as it is, or failed through one of the mock's
 * per-call scenarios (`?__scenario=`). A test thus decides, for every call a
 * machine waits on, whether it succeeds, fails or finds the login expired,
 * while the answers themselves still come from the mock.
 *
 *   const target = vi.hoisted(() => ({ url: '' }));
 *   vi.mock('../../../src/api/client', async (load) =>
 *     (await import('./support/heldCalls')).heldClientTo(target, load));
 */
import type * as Client from '../../../../src/api/client';
import type { HttpClient, RequestOptions } from '../../../../src/api/httpClient';

/** How a held call is answered: by the mock as it is, or through a failure scenario. */
export type Answer = 'pass' | 'expireSession' | 'code10000' | 'http404';

interface HeldCall {
  path: string;
  answer(how: Answer): void;
}

const held: HeldCall[] = [];
let holding: readonly string[] = [];

/** From now on, calls whose path contains one of these parts wait for `release`. */
export function holdCalls(parts: readonly string[]): void {
  holding = parts;
  held.length = 0;
}

/** The calls waiting for an answer, oldest first. */
export const heldCalls = (): readonly string[] => held.map((call) => call.path);

/** Answers the oldest held call whose path contains `part`; false if there is none yet. */
export function release(part: string, how: Answer = 'pass'): boolean {
  const index = held.findIndex((call) => call.path.includes(part));
  const call = held[index];
  if (!call) return false;
  held.splice(index, 1);
  call.answer(how);
  return true;
}

export async function heldClientTo(
  target: { url: string },
  load: () => Promise<unknown>,
): Promise<typeof Client> {
  const real = (await load()) as typeof Client;
  const send = (path: string, options: RequestOptions) =>
    real.createAppHttpClient(target.url).request(path, options);
  const http: HttpClient = {
    request: async <T>(path: string, options: RequestOptions = {}) => {
      if (!holding.some((part) => path.includes(part))) return send(path, options) as Promise<T>;
      const how = await new Promise<Answer>((answer) => held.push({ path, answer }));
      const query = how === 'pass' ? options.query : { ...options.query, __scenario: how };
      return send(path, { ...options, query }) as Promise<T>;
    },
  };
  return { ...real, http };
}
