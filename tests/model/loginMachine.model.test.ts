import { expect } from 'vitest';
import { loginMachine } from '../../machines/loginMachine';
import { describeModel } from './support/describeModel';

describeModel('loginMachine', {
  machine: loginMachine,
  input: { autoLogin: false },
  events: {
    CHANGE_USERNAME: [
      { type: 'CHANGE_USERNAME', value: '' },
      { type: 'CHANGE_USERNAME', value: 'alice' },
    ],
    CHANGE_PASSWORD: [
      { type: 'CHANGE_PASSWORD', value: '' },
      { type: 'CHANGE_PASSWORD', value: 'secret' },
    ],
    'xstate.done.actor.login': [
      { type: 'xstate.done.actor.login', output: { code: 0, msg: 'wrong password' } },
      { type: 'xstate.done.actor.login', output: { code: 1, token: 't-1', nickname: 'Al' } },
    ],
    'xstate.error.actor.login': [{ type: 'xstate.error.actor.login', error: new Error('timeout') }],
  },
  invariants: {
    '*': (snapshot) => {
      const { errors, username, password, passwordFocused } = snapshot.context;
      // A shown message always describes the current value.
      if (errors.username) expect(username.trim()).toBe('');
      if (errors.password) {
        expect(password).toBe('');
        expect(passwordFocused).toBe(false);
      }
    },
    'login.editing': (snapshot) => {
      expect(snapshot.context.mode).toBe('password');
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    'login.qrCode': (snapshot) => {
      expect(snapshot.context.mode).toBe('qrCode');
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
    },
    'login.loggingIn': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.username.trim()).not.toBe('');
      expect(snapshot.context.password).not.toBe('');
      // Double submit is ignored.
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
    },
    'login.succeeded': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.username.trim()).not.toBe('');
    },
  },
});
