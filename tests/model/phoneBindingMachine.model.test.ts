import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { phoneBindingMachine } from '../../machines/phoneBindingMachine';
import { MAINLAND_MOBILE } from '../../src/domain/contact';
import { RESEND_COUNTDOWN_S } from '../../src/domain/timings';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });

describeModel('phoneBindingMachine', {
  machine: phoneBindingMachine,
  events: {
    CHANGE: [change('phone', '13800138000'), change('phone', '12345'), change('code', '123456')],
    'xstate.done.actor.checkPhone': [
      done('checkPhone', { registered: false }),
      done('checkPhone', { registered: true }),
    ],
    'xstate.error.actor.checkPhone': [error('checkPhone')],
    'xstate.done.actor.sendCode': [
      done('sendCode', { sent: true }),
      done('sendCode', { sent: false, msg: 'too often' }),
    ],
    'xstate.error.actor.sendCode': [error('sendCode')],
    'xstate.done.actor.checkCode': [done('checkCode', { code: 1 }), done('checkCode', { code: 0 })],
    'xstate.error.actor.checkCode': [error('checkCode')],
    'xstate.done.actor.bindPhone': [
      done('bindPhone', { code: 1 }),
      done('bindPhone', { code: 0, msg: 'refused' }),
    ],
    'xstate.error.actor.bindPhone': [error('bindPhone')],
  },
  // The countdown's seconds and the messages follow from the path; the graph needs the rest.
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
    '*': (snapshot) => {
      const { remaining } = snapshot.context;
      // The countdown runs exactly while the code button is disabled by it.
      if (snapshot.matches({ open: { codeButton: 'countingDown' } })) {
        expect(remaining).toBeGreaterThanOrEqual(1);
        expect(remaining).toBeLessThanOrEqual(RESEND_COUNTDOWN_S);
      } else {
        expect(remaining).toBe(0);
      }
    },
    'phoneBinding.open.codeButton.ready': (snapshot) =>
      expect(snapshot.hasTag('codeBusy')).toBe(false),
    'phoneBinding.open.codeButton.checkingPhone': (snapshot) =>
      expect(snapshot.hasTag('codeBusy')).toBe(true),
    'phoneBinding.open.codeButton.sendingCode': (snapshot) =>
      expect(snapshot.hasTag('codeBusy')).toBe(true),
    'phoneBinding.open.codeButton.countingDown': (snapshot) =>
      expect(snapshot.hasTag('codeBusy')).toBe(true),
    'phoneBinding.open.form.verifyingCode': (snapshot) => {
      expect(snapshot.context.phone).toMatch(MAINLAND_MOBILE);
      expect(snapshot.context.code).not.toBe('');
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'phoneBinding.open.form.binding': (snapshot) => {
      expect(snapshot.context.phone).toMatch(MAINLAND_MOBILE);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'phoneBinding.open.form.editing': (snapshot) => expect(snapshot.hasTag('busy')).toBe(false),
    'phoneBinding.bound': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
