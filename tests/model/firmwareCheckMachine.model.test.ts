import { expect } from 'vitest';
import { firmwareCheckMachine } from '../../machines/firmwareCheckMachine';
import { describeModel } from './support/describeModel';
import { latestFirmware as latest } from '../support/machineSamples';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const done = (output: unknown) => ({ type: 'xstate.done.actor.check', output });

describeModel('firmwareCheckMachine', {
  machine: firmwareCheckMachine,
  events: {
    CHANGE: [
      change('model', 'RC-D410'),
      change('model', 'RC D410!'),
      change('version', 'V2.0.1'),
      change('version', '2.0'),
    ],
    'xstate.done.actor.check': [
      done({ code: 1, data: { model: 'RC-D410', version: '2.0.1', upToDate: false, latest } }),
      done({ code: 0, msg: 'No firmware for this model', data: null }),
    ],
    'xstate.error.actor.check': [{ type: 'xstate.error.actor.check', error: new Error('offline') }],
  },
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
