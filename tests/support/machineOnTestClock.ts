/**
 * One of the app's machines on a simulated clock for the running test: its delays are moved on,
 * not waited for. The test file routes the hook to the test clocks:
 *
 *   vi.mock('../../../src/lib/useAppMachine', () =>
 *     import('../../support/modelUi/useAppMachineOnTestClock'));
 */
import { expect, onTestFinished, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { SimulatedClock } from 'xstate';
import { testClocks } from './modelUi/testClocks';

export function machineOnTestClock(machineId: string) {
  const clock = new SimulatedClock();
  const scheduled = vi.spyOn(clock, 'setTimeout');
  testClocks.set(machineId, clock);
  onTestFinished(() => void testClocks.delete(machineId));
  return {
    /**
     * Resolves once the machine has timed a delay of `ms`: the event that starts it may reach the
     * machine later than the screen shows its cause (the machine's code still loading).
     */
    timed: (ms: number) =>
      waitFor(() => expect(scheduled).toHaveBeenCalledWith(expect.any(Function), ms)),
    /** Moves the clock on, and lets the app do what came due. */
    elapse: (ms: number) => act(() => clock.increment(ms)),
  };
}
