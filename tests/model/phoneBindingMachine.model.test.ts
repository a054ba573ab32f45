import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { phoneBindingMachine } from '../../machines/phoneBindingMachine';
import { MAINLAND_MOBILE } from '../../src/domain/contact';
import { phoneBindingSamples } from '../../machines/samples/phoneBindingSamples';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

describeModel('phoneBindingMachine', {
  machine: phoneBindingMachine,
  events: phoneBindingSamples.events,
  // The messages follow from the path; the graph needs the rest.
  serializeState: (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      phone: snapshot.context.phone,
      code: snapshot.context.code,
    }),
  // Once bound, the app is told the new phone (the only valid one the model types).
  effects: (step) =>
    entered(step, 'phoneBinding.bound')
      ? [effect('notifyPhoneBound', { phone: '13800138000' })]
      : [],
  invariants: {
    // The code button lives exactly as long as the dialog's form.
    '*': (snapshot) =>
      expect(snapshot.children.codeButton === undefined).toBe(snapshot.status === 'done'),
    'phoneBinding.open.verifyingCode': (snapshot) => {
      expect(snapshot.context.phone).toMatch(MAINLAND_MOBILE);
      expect(snapshot.context.code).not.toBe('');
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'phoneBinding.open.binding': (snapshot) => {
      expect(snapshot.context.phone).toMatch(MAINLAND_MOBILE);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'phoneBinding.open.editing': (snapshot) => expect(snapshot.hasTag('busy')).toBe(false),
    'phoneBinding.bound': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
