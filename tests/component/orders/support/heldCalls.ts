/**
 * Chosen calls of the app's HTTP client held until the test answers them: as it is, or failed
 * through one of the mock's per-call scenarios (`?__scenario=`). A test thus decides, for every
 * call a machine waits on, whether it succeeds, fails or finds the login expired, while the
 * answers themselves still come from the mock (`withMockApi`). Holding is the client's gate
 * (tests/support/apiTarget.ts).
 */
import type { RequestOptions } from '../../../../src/api/httpClient';
import { apiTarget } from '../../../support/apiTarget';

/** How a held call is answered: by the mock as it is, or through a failure scenario. */
export type Answer = 'pass' | 'expireSession' | 'code10000' | 'http404';

interface HeldCall {
  path: string;
  answer(how: Answer): void;
}

const held: HeldCall[] = [];

/** From now on, calls whose path contains one of these parts wait for `release`. */
export function holdCalls(parts: readonly string[]): void {
  held.length = 0;
  apiTarget.gate = (path: string, options: RequestOptions) => {
    if (!parts.some((part) => path.includes(part))) return undefined;
    return new Promise<Answer>((answer) => held.push({ path, answer })).then((how) =>
      how === 'pass' ? options : { ...options, query: { ...options.query, __scenario: how } },
    );
  };
}

/** From now on, every call goes at once again (those still held stay held). */
export function stopHolding(): void {
  apiTarget.gate = undefined;
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
