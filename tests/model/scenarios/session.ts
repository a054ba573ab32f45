/**
 * The session's named scenarios (spec shop-and-shell §4 "Session check", "Shop token check",
 * "Logout"; content-and-profile §4 "Session expiry", "Token check", "Messaging-app login").
 * Edit freely: each step is checked against the machine, and a step it does not accept fails
 * naming the step.
 */
import { sessionMachine } from '../../../machines/sessionMachine';
import { SAVED_LOGIN, sessionSamples } from '../../../machines/samples/sessionSamples';
import { answer, does, fails, sampleInput, wait, type Flow } from '../support/scenarios';

const loggedIn = {
  text: 'alice logged in',
  input: sampleInput(sessionSamples.inputs, 1),
};
const loggedInWithAutoLogin = {
  text: 'alice logged in, with auto-login on and her login saved',
  input: { ...sampleInput(sessionSamples.inputs, 1), autoLogin: true, savedLogin: SAVED_LOGIN },
};
const openStore = does('open the store', { type: 'ROUTE_CHANGED', path: '/storePage' });

export const sessionFlow: Flow = {
  name: 'session',
  machine: sessionMachine,
  scenarios: [
    {
      name: 'a route change checks the session, which is still valid',
      given: loggedIn,
      when: [openStore, answer('getUserInfo', { code: 1, username: 'alice', nickname: 'Ali' })],
      then: {
        state: 'session.live.idle',
        effects: [],
        context: { token: 't-1', user: { username: 'alice', nickname: 'Ali' } },
        asked: { getUserInfo: { token: 't-1' } },
      },
    },
    {
      name: 'the login page is not checked',
      given: loggedIn,
      when: [does('open the login page', { type: 'ROUTE_CHANGED', path: '/loginn' })],
      then: { state: 'session.live.idle', effects: [] },
    },
    {
      name: 'code 2 expires the session: prompt, stored session cleared, view reloaded',
      given: loggedIn,
      when: [openStore, answer('getUserInfo', { code: 2 })],
      then: {
        state: 'session.live.sessionExpired',
        effects: ['clearStoredSession', 'reloadView'],
        context: { token: undefined, user: undefined },
      },
    },
    {
      name: 'confirming the expired prompt goes to login',
      given: { ...loggedIn, steps: [openStore, answer('getUserInfo', { code: 2 })] },
      when: [does('confirm the prompt', { type: 'CONFIRM_EXPIRED', returnTo: '/storePage' })],
      then: { state: 'session.live.idle', effects: ['goToLogin'] },
    },
    {
      name: 'with auto-login an expired session logs in again silently',
      given: loggedInWithAutoLogin,
      when: [
        openStore,
        answer('getUserInfo', { code: 2 }),
        answer('autoLogin', { code: 1, token: 't-2', username: 'alice', nickname: 'Alice' }),
      ],
      then: {
        state: 'session.live.idle',
        effects: ['storeSession', 'reloadView'],
        context: { token: 't-2' },
        asked: { autoLogin: SAVED_LOGIN },
      },
    },
    {
      name: 'a saved login that no longer works is forgotten and the prompt opens',
      given: loggedInWithAutoLogin,
      when: [openStore, answer('getUserInfo', { code: 2 }), answer('autoLogin', { code: 0 })],
      then: {
        state: 'session.live.sessionExpired',
        effects: ['clearSavedLogin', 'clearStoredSession', 'reloadView'],
        context: { autoLogin: false, savedLogin: undefined },
      },
    },
    {
      name: 'a messaging-app user without a username completes the profile',
      given: {
        text: 'a messaging-app user logged in',
        input: { ...loggedIn.input, hasWxCode: true },
      },
      when: [openStore, answer('getUserInfo', { code: 1, nickname: 'wx' })],
      then: { state: 'session.live.idle', effects: ['goToWxUserDetail'] },
    },
    {
      name: 'shop token expired: the message, then login after 2 s',
      given: loggedIn,
      when: [
        does('open a shop screen', { type: 'CHECK_SHOP_TOKEN' }),
        answer('tokenCheck', { statuscode: 1 }),
        wait('expiredRedirect'),
      ],
      then: {
        state: 'session.live.idle',
        effects: ['clearStoredSession', 'showLoginExpiredMessage', 'goToLogin'],
        context: { token: undefined },
      },
    },
    {
      name: 'shop token statuscode 3 shows the message only',
      given: loggedIn,
      when: [
        does('open a shop screen', { type: 'CHECK_SHOP_TOKEN' }),
        answer('tokenCheck', { statuscode: 3 }),
      ],
      then: {
        state: 'session.live.idle',
        effects: ['showLoginExpiredMessage'],
        context: { token: 't-1' },
      },
    },
    {
      name: 'logout clears everything and goes to login even when the call fails',
      given: loggedIn,
      when: [does('log out', { type: 'LOGOUT' }), fails('logout', new Error('500'))],
      then: {
        state: 'session.live.idle',
        effects: ['clearStoredSession', 'clearSavedLogin', 'goToLogin'],
        context: { token: undefined, user: undefined },
        asked: { logout: { token: 't-1' } },
      },
    },
    {
      name: 'an HTTP 401 ends the session and reloads the page after 3 s',
      given: loggedIn,
      when: [does('the server answers 401', { type: 'UNAUTHORIZED' }), wait('unauthorizedReload')],
      then: {
        state: 'session.reloaded',
        effects: ['clearStoredSession', 'reloadPage'],
        context: { token: undefined },
      },
    },
  ],
};
