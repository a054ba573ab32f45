/**
 * Stands in for `src/lib/useAppMachine` in a model test: the same hook, with the countdown
 * machine on the test's simulated clock (a 60 s countdown then takes no real time). Every
 * other machine keeps the real clock.
 */
import { vi } from 'vitest';
import type * as AppMachine from '../../../../src/lib/useAppMachine';
import { countdownClock } from './countdownClock';

const actual = await vi.importActual<typeof AppMachine>('../../../../src/lib/useAppMachine');

export const useAppMachine: typeof actual.useAppMachine = (machine, options) =>
  actual.useAppMachine(
    machine,
    machine.id === 'countdown' ? { ...options, clock: countdownClock.current } : options,
  );
