import { expect } from 'vitest';
import { getNextTransitions, type AnyMachineSnapshot } from 'xstate';
import { bannerCarouselMachine } from '../../machines/bannerCarouselMachine';
import { COUNT, bannerCarouselSamples } from '../../machines/samples/bannerCarouselSamples';
import { describeModel } from './support/describeModel';

/** The delays the state is waiting for. */
const timers = (snapshot: AnyMachineSnapshot) =>
  getNextTransitions(snapshot)
    .map((transition) => transition.eventType)
    .filter((type) => type.startsWith('xstate.after.'));

describeModel('bannerCarouselMachine', {
  machine: bannerCarouselMachine,
  input: bannerCarouselSamples.inputs[0],
  events: bannerCarouselSamples.events,
  invariants: {
    '*': (snapshot) => {
      expect(snapshot.context.count).toBe(COUNT);
      expect(Number.isInteger(snapshot.context.index)).toBe(true);
      expect(snapshot.context.index).toBeGreaterThanOrEqual(0);
      expect(snapshot.context.index).toBeLessThan(COUNT);
    },
    'bannerCarousel.running': (snapshot) =>
      expect(timers(snapshot)).toEqual([expect.stringContaining('.slideInterval.')]),
    // Hovered or focused: nothing is timed, so the banner cannot move on its own.
    'bannerCarousel.paused': (snapshot) => expect(timers(snapshot)).toEqual([]),
  },
});
