import { expect } from 'vitest';
import { sessionMachine } from '../../machines/sessionMachine';
import { isLoggedIn } from '../../machines/sessionRules';
import type {
  AutoLoginResult,
  SessionContext,
  ShopTokenResult,
  UserInfoResult,
} from '../../machines/sessionTypes';
import { SAVED_LOGIN, sessionSamples } from '../../machines/samples/sessionSamples';
import { describeModel } from './support/describeModel';
import { describeScenarios } from './support/describeScenarios';
import { sessionFlow } from './scenarios/session';
import { effect, entered, isIn, type Effect, type Step } from './support/effects';

/** An expired login (getUserInfo code 2): stored session cleared, view reloaded (the prompt is the state's actor). */
const EXPIRY = [effect('clearStoredSession'), effect('reloadView')];
/** An expired shop token (statuscode 1 or 2): stored session cleared, message. */
const SHOP_EXPIRY = [effect('clearStoredSession'), effect('showLoginExpiredMessage')];
/** Logout, whatever the server answered: everything forgotten, then login. */
const LOGGED_OUT = [effect('clearStoredSession'), effect('clearSavedLogin'), effect('goToLogin')];

/**
 * The session's effects by the spec (shop-and-shell §4 "Login state", "Logout", "Session
 * check", "Shop token check", §8; content-and-profile §4): what a step does, then what the
 * state it enters does.
 */
function stepEffects({ before, event }: Step): Effect[] {
  if (!before) return [];
  const context = before.context as SessionContext;
  switch (event.type) {
    case 'xstate.done.actor.getUserInfo': {
      const { code, username } = event.output as UserInfoResult;
      // A messaging-app user without a username completes the profile first.
      return code !== 2 && context.hasWxCode && !username ? [effect('goToWxUserDetail')] : [];
    }
    case 'xstate.done.actor.autoLogin': {
      const { code, token, username, nickname } = event.output as AutoLoginResult;
      // A saved login that no longer works is forgotten; then the expiry prompt as usual.
      if (code !== 1 || !token) return [effect('clearSavedLogin')];
      const name = username || context.savedLogin?.username || '';
      return [
        effect('storeSession', { token, user: { username: name, nickname: nickname || name } }),
        effect('reloadView'),
      ];
    }
    case 'CONFIRM_EXPIRED':
      // Login comes back to the page the prompt was on.
      return isIn(before, 'session.live.sessionExpired')
        ? [effect('goToLogin', { returnTo: (event as { returnTo?: string }).returnTo })]
        : [];
    case 'xstate.done.actor.tokenCheck': {
      const { statuscode, username } = event.output as ShopTokenResult;
      const handed = context.handedToken;
      if (statuscode === 0 && handed !== undefined) {
        // A handed token becomes the session: stored, the success notice, back to the page
        // before (content-and-profile §4; docs/decisions/machines-account.md).
        const name = username ?? '';
        const known = context.user?.username === name ? context.user.nickname : '';
        return [
          effect('storeSession', {
            token: handed,
            user: { username: name, nickname: known || name },
          }),
          effect('showShopLoginSucceeded'),
          effect('goBack'),
        ];
      }
      if (statuscode === 0) return [effect('storeShopUsername', { username: username ?? '' })];
      // 1 and 2 expire the session (the state's own effects); 3 and others: the message only.
      return statuscode === 1 || statuscode === 2 ? [] : [effect('showLoginExpiredMessage')];
    }
    case 'xstate.done.actor.logout':
    case 'xstate.error.actor.logout':
      return LOGGED_OUT;
    default:
      // The delays: login 2 s after an expired shop token, the page reload 3 s after a 401.
      if (!event.type.startsWith('xstate.after.')) return [];
      if (isIn(before, 'session.live.shopTokenExpired')) return [effect('goToLogin')];
      return isIn(before, 'session.unauthorized') ? [effect('reloadPage')] : [];
  }
}

const sessionEffects = (step: Step): Effect[] => [
  ...stepEffects(step),
  ...(entered(step, 'session.live.sessionExpired') ? EXPIRY : []),
  ...(entered(step, 'session.live.shopTokenExpired') ? SHOP_EXPIRY : []),
  // A 401: the session ends at once, the page reloads later.
  ...(entered(step, 'session.unauthorized') ? [effect('clearStoredSession')] : []),
];

/** Starts logged out with nothing saved; logging in (with or without auto-login) reaches the rest. */
describeModel('sessionMachine', {
  machine: sessionMachine,
  input: sessionSamples.inputs[0],
  events: sessionSamples.events,
  effects: sessionEffects,
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
      expect(snapshot.context.savedLogin).toEqual(SAVED_LOGIN);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'session.live.sessionExpired': (snapshot) => expect(isLoggedIn(snapshot.context)).toBe(false),
    'session.live.loggingOut': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    'session.reloaded': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});

describeScenarios(sessionFlow);
