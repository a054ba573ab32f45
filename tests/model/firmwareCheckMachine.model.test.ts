import { expect } from 'vitest';
import { firmwareCheckMachine } from '../../machines/firmwareCheckMachine';
import { firmwareCheckSamples } from '../../machines/samples/firmwareCheckSamples';
import { describeModel } from './support/describeModel';

describeModel('firmwareCheckMachine', {
  machine: firmwareCheckMachine,
  events: firmwareCheckSamples.events,
  invariants: {
    // A check is only sent for a model and a version that read as such.
    'firmwareCheck.checking': (snapshot) => {
      expect(snapshot.context.model).toBe('RC-D410');
      expect(snapshot.context.version).toBe('V2.0.1');
      expect(snapshot.context.errors).toEqual({});
      expect(snapshot.context.result).toBeNull();
    },
    // An answer is shown only for the fields it answered.
    'firmwareCheck.answered': (snapshot) => {
      expect(snapshot.context.result?.latest.version).toBe('2.1.0');
      expect(snapshot.context.refusal).toBeNull();
    },
    'firmwareCheck.editing': (snapshot) => expect(snapshot.context.result).toBeNull(),
  },
});
