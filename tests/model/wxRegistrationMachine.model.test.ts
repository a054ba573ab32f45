import { expect } from 'vitest';
import { wxRegistrationMachine } from '../../machines/wxRegistrationMachine';
import { wxRegistrationSamples } from '../../machines/samples/wxRegistrationSamples';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

describeModel('wxRegistrationMachine', {
  machine: wxRegistrationMachine,
  input: wxRegistrationSamples.inputs[0],
  events: wxRegistrationSamples.events,
  // A bound account's username (the only one the model types) goes into the stored user;
  // then, as when the page is opened without a code, the user goes home.
  effects: (step) => [
    ...(step.event.type === 'xstate.done.actor.bind' && step.event.output.code === 1
      ? [effect('updateStoredUser', { username: 'neo' })]
      : []),
    ...(entered(step, 'wxRegistration.registered') || entered(step, 'wxRegistration.turnedAway')
      ? [effect('goHome')]
      : []),
  ],
  invariants: {
    'wxRegistration.checkingAccess': (snapshot) => {
      // Nothing can be typed before the code is known.
      expect(snapshot.context.username).toBe('');
    },
    'wxRegistration.binding': (snapshot) => {
      const { username, password, confirmPassword, errors } = snapshot.context;
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(username.trim()).not.toBe('');
      expect(password).not.toBe('');
      expect(confirmPassword).toBe(password);
      expect(errors).toEqual({});
    },
    'wxRegistration.editing': (snapshot) => {
      // A taken username is reported on the username field, not as a general failure.
      if (snapshot.context.errors.username === 'usernameTaken')
        expect(snapshot.context.failure).toBeNull();
    },
    'wxRegistration.turnedAway': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.username).toBe('');
    },
    'wxRegistration.registered': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
