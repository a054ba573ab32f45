import { expect } from 'vitest';
import { addressSaveMachine } from '../../machines/addressSaveMachine';
import { describeModel } from './support/describeModel';
import { addressFields as fields } from '../support/machineSamples';
import { effect } from './support/effects';

describeModel('addressSaveMachine', {
  machine: addressSaveMachine,
  input: { addressId: 'a1' },
  events: {
    SAVE: [{ type: 'SAVE', fields }],
    'xstate.done.actor.saveAddress': [
      { type: 'xstate.done.actor.saveAddress', output: { ...fields, id: 'a1' } },
    ],
    'xstate.error.actor.saveAddress': [
      { type: 'xstate.error.actor.saveAddress', error: new Error('statuscode 0') },
    ],
  },
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
