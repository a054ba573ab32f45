import type { SimulatedClock } from 'xstate';

/**
 * The simulated clocks of the machines a model test runs on test time, by machine id (a
 * 60 s countdown then takes no real time); every other machine keeps the real clock.
 */
export const testClocks = new Map<string, SimulatedClock>();
