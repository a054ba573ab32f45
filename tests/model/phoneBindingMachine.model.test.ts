import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { phoneBindingMachine } from '../../machines/phoneBindingMachine';
import { MAINLAND_MOBILE } from '../../src/domain/contact';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });
/** What the code button (the countdown machine, tested on its own) reports when refused. */
const refused = (error: string, message?: string) => ({ type: 'CODE_REFUSED', error, message });

describeModel('phoneBindingMachine', {
  machine: phoneBindingMachine,
  events: {
    CHANGE: [change('phone', '13800138000'), change('phone', '12345'), change('code', '123456')],
    CODE_REFUSED: [
      refused('alreadyBound'),
      refused('sendFailed', 'too often'),
      refused('sendFailed'),
      refused('requestFailed'),
    ],
    'xstate.done.actor.checkCode': [done('checkCode', { code: 1 }), done('checkCode', { code: 0 })],
    'xstate.error.actor.checkCode': [error('checkCode')],
    'xstate.done.actor.bindPhone': [
      done('bindPhone', { code: 1 }),
      done('bindPhone', { code: 0, msg: 'refused' }),
    ],
    'xstate.error.actor.bindPhone': [error('bindPhone')],
  },
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
