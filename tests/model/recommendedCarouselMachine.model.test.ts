import { expect } from 'vitest';
import { getNextTransitions, type AnyMachineSnapshot } from 'xstate';
import { recommendedCarouselMachine } from '../../machines/recommendedCarouselMachine';
import {
  COUNT,
  recommendedCarouselSamples,
} from '../../machines/samples/recommendedCarouselSamples';
import { describeModel } from './support/describeModel';

/** The delays the state is waiting for. */
const timers = (snapshot: AnyMachineSnapshot) =>
  getNextTransitions(snapshot)
    .map((transition) => transition.eventType)
    .filter((type) => type.startsWith('xstate.after.'));

describeModel('recommendedCarouselMachine', {
  machine: recommendedCarouselMachine,
  input: recommendedCarouselSamples.inputs[0],
  invariants: {
    '*': (snapshot: AnyMachineSnapshot) => {
      expect(snapshot.context.count).toBe(COUNT);
      expect(Number.isInteger(snapshot.context.index)).toBe(true);
      expect(snapshot.context.index).toBeGreaterThanOrEqual(0);
      expect(snapshot.context.index).toBeLessThan(COUNT);
    },
    // The 4 s pace only until the visitor first uses an arrow.
    'recommendedCarousel.autoplay.regular': (snapshot) => {
      expect(snapshot.context.usedArrows).toBe(false);
      expect(timers(snapshot)).toEqual([expect.stringContaining('.autoplayInterval.')]);
    },
    // Holding and the 5 s pace only ever follow an arrow.
    'recommendedCarousel.autoplay.holding': (snapshot) => {
      expect(snapshot.context.usedArrows).toBe(true);
      expect(timers(snapshot)).toEqual([expect.stringContaining('.restartDelay.')]);
    },
    'recommendedCarousel.autoplay.restarted': (snapshot) => {
      expect(snapshot.context.usedArrows).toBe(true);
      expect(timers(snapshot)).toEqual([expect.stringContaining('.restartedInterval.')]);
    },
    // Hovered or focused: nothing is timed, so the slide cannot move on its own.
    'recommendedCarousel.paused': (snapshot) => expect(timers(snapshot)).toEqual([]),
  },
});
