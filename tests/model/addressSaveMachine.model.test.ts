import { expect } from 'vitest';
import { addressSaveMachine } from '../../machines/addressSaveMachine';
import {
  addressFields as fields,
  addressSaveSamples,
} from '../../machines/samples/addressSaveSamples';
import { describeModel } from './support/describeModel';
import { effect } from './support/effects';

describeModel('addressSaveMachine', {
  machine: addressSaveMachine,
  input: addressSaveSamples.inputs[0],
  events: addressSaveSamples.events,
  // The only effect the app provides: the "saved" notice, once the save succeeded.
  effects: ({ event }) =>
    event.type === 'xstate.done.actor.saveAddress' ? [effect('notifySaved')] : [],
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, failed: snapshot.context.failed }),
  invariants: {
    'addressSave.editing': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(snapshot.context.saved).toBeNull();
    },
    'addressSave.saving': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.failed).toBe(false);
    },
    'addressSave.saved': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ ...fields, id: 'a1' });
    },
  },
});
