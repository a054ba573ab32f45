import { expect } from 'vitest';
import { loginMachine } from '../../machines/loginMachine';
import type { LoginContext, LoginResult } from '../../machines/loginRules';
import { loginSamples } from '../../machines/samples/loginSamples';
import { describeModel } from './support/describeModel';
import { effect, type Step } from './support/effects';

/**
 * Spec §2.3, §4 "Login success", §5: the screen clears the stored session as it opens; an
 * incomplete form shows the failed-login dialog; code 1 with a token stores the token and the
 * user (the server's names, else the typed username), saves the login (username and password,
 * hashed by the app) when auto-login is ticked or forgets a saved one, then opens the home
 * page; any other code shows the "incorrect" dialog with the server's message.
 */
function loginEffects({ before, event }: Step) {
  if (!before) return [effect('clearStoredSession')];
  const typed = before.context as LoginContext;
  const username = typed.username.trim();
  if (event.type === 'SUBMIT' && before.matches('editing') && (!username || !typed.password))
    return [effect('showInvalidFormDialog')];
  if (event.type !== 'xstate.done.actor.login') return [];
  const answer = event.output as LoginResult;
  if (answer.code !== 1 || !answer.token)
    return [effect('showIncorrectDialog', { message: answer.msg })];
  const stored = answer.username || username;
  return [
    effect('storeToken', { token: answer.token }),
    effect('storeUser', { username: stored, nickname: answer.nickname || stored }),
    typed.autoLogin
      ? effect('saveLoginJson', { username, password: typed.password })
      : effect('forgetLoginJson'),
    effect('goToTarget', { path: '/homePage' }),
  ];
}

describeModel('loginMachine', {
  machine: loginMachine,
  input: loginSamples.inputs[0],
  events: loginSamples.events,
  effects: loginEffects,
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
