import { SimulatedClock } from 'xstate';

/** The clock the screen's countdown runs on in a model test: time moves when the test says. */
export const countdownClock = { current: new SimulatedClock() };
