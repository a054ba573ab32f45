/**
 * Stands in for `src/lib/useAppMachine` in the screen tests (put in place by
 * scripts/vitest/testStandIns.ts): the same hook and actor options, with the machines listed in
 * `testClocks` on their simulated clocks.
 */
import { vi } from 'vitest';
import type * as AppMachine from '../../../src/lib/useAppMachine';
import { testClocks } from './testClocks';

const actual = await vi.importActual<typeof AppMachine>('../../../src/lib/useAppMachine.ts?app');

/** The session is the machine started with `appActorOptions` alone (runSession): its clock. */
export const appActorOptions: typeof actual.appActorOptions = (options) => {
  const clock = testClocks.get('session');
  return actual.appActorOptions(clock ? { ...options, clock } : options);
};

export const useAppMachine: typeof actual.useAppMachine = (machine, options) => {
  const clock = testClocks.get(machine.id);
  return actual.useAppMachine(machine, clock ? { ...options, clock } : options);
};
