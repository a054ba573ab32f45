import { expect } from 'vitest';
import { wxRegistrationMachine } from '../../machines/wxRegistrationMachine';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('failed') });

describeModel('wxRegistrationMachine', {
  machine: wxRegistrationMachine,
  input: { hasWxCode: true },
  events: {
    CHANGE: [
      change('username', 'neo'),
      change('password', 'secret'),
      change('confirmPassword', 'secret'),
      change('confirmPassword', 'other'),
      change('username', ''),
    ],
    'xstate.done.actor.checkWxCode': [
      done('checkWxCode', { hasWxCode: true }),
      done('checkWxCode', { hasWxCode: false }),
    ],
    'xstate.error.actor.checkWxCode': [error('checkWxCode')],
    'xstate.done.actor.bind': [
      done('bind', { code: 1 }),
      done('bind', { code: 0, msg: 'The user name has been registered' }),
      done('bind', { code: 0, msg: 'Bind failed' }),
    ],
    'xstate.error.actor.bind': [error('bind')],
  },
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
