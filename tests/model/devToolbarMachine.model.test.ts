import { expect } from 'vitest';
import { devToolbarMachine } from '../../machines/devToolbarMachine';
import { devToolbarSamples } from '../../machines/samples/devToolbarSamples';
import { describeModel } from './support/describeModel';

describeModel('devToolbarMachine', {
  machine: devToolbarMachine,
  events: devToolbarSamples.events,
  invariants: {
    // The count shown is always the mock's latest answer: a failure keeps it, marked unreachable.
    '*': (snapshot) => expect([null, 0, 3]).toContain(snapshot.context.count),
    // Nothing is asked before the first answer arrives, so no count is made up while waiting.
    'devToolbar.scenarios.waiting': (snapshot) =>
      expect(snapshot.context.count !== null || snapshot.context.unreachable).toBe(true),
    'devToolbar.scenarios.clearing': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
  },
});
