import { expect } from 'vitest';
import { changePasswordMachine } from '../../machines/changePasswordMachine';
import { changePasswordSamples } from '../../machines/samples/changePasswordSamples';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

describeModel('changePasswordMachine', {
  machine: changePasswordMachine,
  events: changePasswordSamples.events,
  // A refused change (a wrong old password) puts the focus back on the old password; an
  // accepted one shows the notice, and 2 s later the login page opens.
  effects: (step) => {
    const { event } = step;
    if (event.type === 'xstate.done.actor.changePassword' && event.output.code !== 1)
      return [effect('focusOldPassword')];
    if (entered(step, 'changePassword.changed')) return [effect('notifyPasswordChanged')];
    if (entered(step, 'changePassword.leaving')) return [effect('goToLogin')];
    return [];
  },
  invariants: {
    '*': (snapshot) => {
      // A new password is only ever sent when it was confirmed.
      if (snapshot.hasTag('busy')) {
        expect(snapshot.context.newPassword).not.toBe('');
        expect(snapshot.context.confirmPassword).toBe(snapshot.context.newPassword);
        expect(snapshot.context.oldPassword).not.toBe('');
      }
    },
    'changePassword.editing': (snapshot) => {
      const { errors, oldPassword } = snapshot.context;
      // A wrong old password leaves the field empty for a new attempt.
      if (errors.oldPassword === 'wrongOldPassword') expect(oldPassword).toBe('');
    },
    'changePassword.submitting': (snapshot) => {
      expect(snapshot.context.errors).toEqual({});
      expect(snapshot.context.failure).toBeNull();
    },
    'changePassword.changed': (snapshot) => expect(snapshot.status).toBe('active'),
    'changePassword.leaving': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
