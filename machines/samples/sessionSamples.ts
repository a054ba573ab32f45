import type { SessionInput } from '../sessionTypes';
import type { MachineSamples } from './machineSamples';

/** A login saved for auto-login (the password is already the MD5 hash). */
export const SAVED_LOGIN = { username: 'alice', password: '5ebe2294ecd0e0f08eab7690d2a6ee69' };

/** Logged out with nothing saved (logging in reaches the rest); then a stored session. */
const inputs: readonly SessionInput[] = [
  {},
  { token: 't-1', user: { username: 'alice', nickname: 'Alice' } },
];

export const sessionSamples = {
  inputs,
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
        savedLogin: SAVED_LOGIN,
      },
      {
        type: 'LOGIN_SUCCEEDED',
        token: 't-wx',
        user: { username: '', nickname: 'wx' },
        viaMessagingApp: true,
      },
    ],
    SHOP_TOKEN_HANDED: [{ type: 'SHOP_TOKEN_HANDED', token: 't-shop' }],
    CONFIRM_EXPIRED: [{ type: 'CONFIRM_EXPIRED', returnTo: '/buyTab' }],
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
      // Without names the saved username stands in; without a token it is no renewal.
      { type: 'xstate.done.actor.autoLogin', output: { code: 1, token: 't-3' } },
      { type: 'xstate.done.actor.autoLogin', output: { code: 1, token: '' } },
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
} satisfies MachineSamples;
