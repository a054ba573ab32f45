import { expect } from 'vitest';
import { sessionMachine } from '../../machines/sessionMachine';
import { isLoggedIn } from '../../machines/sessionRules';
import { describeModel } from './support/describeModel';

const SAVED = { username: 'alice', password: '5ebe2294ecd0e0f08eab7690d2a6ee69' };

/** Starts logged out with nothing saved; logging in (with or without auto-login) reaches the rest. */
describeModel('sessionMachine', {
  machine: sessionMachine,
  input: {},
  events: {
    ROUTE_CHANGED: [
      { type: 'ROUTE_CHANGED', path: '/loginn' },
      { type: 'ROUTE_CHANGED', path: '/storePage' },
    ],
    LOGIN_SUCCEEDED: [
      {
        type: 'LOGIN_SUCCEEDED',
        token: 't-1',
        user: { username: 'alice', nickname: 'Alice' },
        savedLogin: SAVED,
      },
      {
        type: 'LOGIN_SUCCEEDED',
        token: 't-wx',
        user: { username: '', nickname: 'wx' },
        viaMessagingApp: true,
      },
    ],
    SHOP_TOKEN_HANDED: [{ type: 'SHOP_TOKEN_HANDED', token: 't-shop' }],
    USER_UPDATED: [{ type: 'USER_UPDATED', user: { username: 'alice', nickname: 'Alice L.' } }],
    'xstate.done.actor.getUserInfo': [
      { type: 'xstate.done.actor.getUserInfo', output: { code: 2 } },
      { type: 'xstate.done.actor.getUserInfo', output: { code: 1, nickname: 'wx' } },
      {
        type: 'xstate.done.actor.getUserInfo',
        output: { code: 1, username: 'alice', nickname: 'Alice' },
      },
    ],
    'xstate.error.actor.getUserInfo': [
      { type: 'xstate.error.actor.getUserInfo', error: new Error('network') },
    ],
    'xstate.done.actor.autoLogin': [
      { type: 'xstate.done.actor.autoLogin', output: { code: 0 } },
      {
        type: 'xstate.done.actor.autoLogin',
        output: { code: 1, token: 't-2', username: 'alice', nickname: 'Alice' },
      },
    ],
    'xstate.error.actor.autoLogin': [
      { type: 'xstate.error.actor.autoLogin', error: new Error('network') },
    ],
    'xstate.done.actor.tokenCheck': [
      { type: 'xstate.done.actor.tokenCheck', output: { statuscode: 0, username: 'alice' } },
      { type: 'xstate.done.actor.tokenCheck', output: { statuscode: 1 } },
      { type: 'xstate.done.actor.tokenCheck', output: { statuscode: 2 } },
      { type: 'xstate.done.actor.tokenCheck', output: { statuscode: 3 } },
    ],
    'xstate.error.actor.tokenCheck': [
      { type: 'xstate.error.actor.tokenCheck', error: new Error('network') },
    ],
    'xstate.done.actor.logout': [{ type: 'xstate.done.actor.logout', output: undefined }],
    'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: new Error('500') }],
  },
  invariants: {
    '*': (snapshot) => {
      const { autoLogin, savedLogin, user, hasWxCode } = snapshot.context;
      // Auto-login is on exactly when a login is saved.
      expect(autoLogin).toBe(savedLogin !== undefined);
      // A user and a messaging-app code only belong to a session.
      if (!isLoggedIn(snapshot.context)) {
        expect(user).toBeUndefined();
        expect(hasWxCode).toBe(false);
      }
    },
    'session.live.checkingUser': (snapshot) => expect(isLoggedIn(snapshot.context)).toBe(true),
    // The session's own token, or one a shop address handed over.
    'session.live.checkingShopToken': (snapshot) =>
      expect(isLoggedIn(snapshot.context) || snapshot.context.handedToken !== undefined).toBe(true),
    // A handed token is kept only while the shop checks it.
    'session.live.idle': (snapshot) => expect(snapshot.context.handedToken).toBeUndefined(),
    'session.live.shopTokenExpired': (snapshot) => {
      expect(isLoggedIn(snapshot.context)).toBe(false);
      expect(snapshot.context.handedToken).toBeUndefined();
    },
    'session.live.renewing': (snapshot) => {
      expect(snapshot.context.savedLogin).toEqual(SAVED);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'session.live.sessionExpired': (snapshot) => expect(isLoggedIn(snapshot.context)).toBe(false),
    'session.live.loggingOut': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    'session.reloaded': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
