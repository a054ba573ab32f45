import { expect } from 'vitest';
import { passwordRecoveryMachine } from '../../machines/passwordRecoveryMachine';
import { recoveryErrors } from '../../machines/passwordRecoveryForm';
import { passwordRecoverySamples } from '../../machines/samples/passwordRecoverySamples';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

/**
 * Both tabs start filled; the model empties and refills the new password of the shown tab
 * and switches tabs, so a valid and an invalid submit exist on each. Field rules are in
 * the unit test; the invariants check every shown message.
 */
describeModel('passwordRecoveryMachine', {
  machine: passwordRecoveryMachine,
  input: passwordRecoverySamples.inputs[0],
  // Only what the guards read: the shown tab and whether each tab passes its rules.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      tab: snapshot.context.tab,
      phoneValid: Object.keys(recoveryErrors(snapshot.context, 'phone')).length === 0,
      emailValid: Object.keys(recoveryErrors(snapshot.context, 'email')).length === 0,
    }),
  events: passwordRecoverySamples.events,
  // A code the server answers 0 for shows the error dialog; a refused save warns with the
  // server's message; a saved password shows the notice, and 2 s later login opens.
  effects: (step) => {
    const { event } = step;
    if (event.type === 'xstate.done.actor.checkCode' && event.output.code === 0)
      return [effect('showCodeErrorDialog')];
    const saved =
      event.type === 'xstate.done.actor.modifyByPhone' ||
      event.type === 'xstate.done.actor.modifyByEmail';
    if (saved && event.output.code !== 1)
      return [effect('warnModifyFailed', { message: event.output.msg })];
    if (entered(step, 'passwordRecovery.succeeded')) return [effect('showPasswordChangedNotice')];
    if (entered(step, 'passwordRecovery.done')) return [effect('goToLogin')];
    return [];
  },
  invariants: {
    '*': (snapshot) => {
      // A shown message is always the current rule's verdict, on both tabs.
      for (const tab of ['phone', 'email'] as const) {
        const current = recoveryErrors(snapshot.context, tab);
        for (const [field, error] of Object.entries(snapshot.context.errors[tab]))
          expect(current[field as keyof typeof current]).toBe(error);
      }
    },
    'passwordRecovery.editing': (snapshot) => expect(snapshot.hasTag('busy')).toBe(false),
    'passwordRecovery.checkingAccount': (snapshot) =>
      expect(recoveryErrors(snapshot.context)).toEqual({}),
    'passwordRecovery.verifyingCode': (snapshot) =>
      expect(recoveryErrors(snapshot.context)).toEqual({}),
    'passwordRecovery.savingByPhone': (snapshot) => {
      expect(snapshot.context.tab).toBe('phone');
      expect(recoveryErrors(snapshot.context)).toEqual({});
    },
    'passwordRecovery.savingByEmail': (snapshot) => {
      expect(snapshot.context.tab).toBe('email');
      expect(recoveryErrors(snapshot.context)).toEqual({});
    },
    'passwordRecovery.succeeded': (snapshot) => {
      expect(snapshot.status).toBe('active');
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
    },
    'passwordRecovery.done': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
