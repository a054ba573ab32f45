/**
 * The session machine's named effects, guards and delays (its states are in sessionMachine.ts).
 * Every actor is the app's (src/session/appSessionEffects.ts); the stubs here fail.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { LOGIN_REDIRECT_MS, UNAUTHORIZED_RELOAD_MS } from '../src/domain/timings';
import { describeGuards } from './describeGuards';
import { notProvided, notProvidedAction, notProvidedCallback } from './notProvided';
import {
  canAutoLogin,
  isRenewal,
  LOGIN_PATH,
  renewedUser,
  routePath,
  SHOP_TOKEN_EXPIRED_CODES,
  SHOP_TOKEN_VALID,
  shopToken,
  USER_INFO_EXPIRED_CODE,
  userInfo,
} from './sessionRules';
import type {
  AutoLoginResult,
  SavedLogin,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionUser,
  ShopTokenResult,
  UserInfoResult,
} from './sessionTypes';

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** GET /user/getUserInfo with the current token. */
    getUserInfo: fromPromise<UserInfoResult, { token: string }>(notProvided('getUserInfo')),
    /** POST tokencheck with the token as eshoppingtoken. */
    tokenCheck: fromPromise<ShopTokenResult, { token: string }>(notProvided('tokenCheck')),
    /** POST /user/login with the saved login (the password is already the MD5 hash). */
    autoLogin: fromPromise<AutoLoginResult, SavedLogin>(notProvided('autoLogin')),
    /** POST /user/logout. */
    logout: fromPromise<unknown, { token: string | undefined }>(notProvided('logout')),
    /**
     * The expired-login confirm prompt (content-and-profile §8 "Login expired, please log in
     * first"): answers CONFIRM_EXPIRED or DISMISS_EXPIRED; stopped, it closes the prompt.
     */
    expiredPrompt: fromCallback<SessionEvent>(notProvidedCallback('expiredPrompt')),
  },
  guards: {
    shouldCheckSession: ({ context, event }) =>
      context.token !== undefined && routePath(event) !== LOGIN_PATH,
    shouldAutoLogin: ({ context, event }) =>
      context.token === undefined && canAutoLogin(context) && routePath(event) !== LOGIN_PATH,
    hasToken: ({ context }) => context.token !== undefined,
    userCheckWaiting: ({ context }) =>
      context.waitingCheck === 'user' && context.token !== undefined,
    shopCheckWaiting: ({ context }) =>
      context.waitingCheck === 'shop' && context.token !== undefined,
    infoExpiredCanRenew: ({ context, event }) =>
      userInfo(event).code === USER_INFO_EXPIRED_CODE && canAutoLogin(context),
    infoExpired: ({ event }) => userInfo(event).code === USER_INFO_EXPIRED_CODE,
    needsMessagingAppDetails: ({ context, event }) =>
      context.hasWxCode && !userInfo(event).username,
    renewed: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.autoLogin');
      return isRenewal(event.output);
    },
    shopTokenValid: ({ event }) => shopToken(event).statuscode === SHOP_TOKEN_VALID,
    handedTokenValid: ({ context, event }) =>
      context.handedToken !== undefined && shopToken(event).statuscode === SHOP_TOKEN_VALID,
    shopTokenExpired: ({ event }) => SHOP_TOKEN_EXPIRED_CODES.includes(shopToken(event).statuscode),
  },
  actions: {
    assignLogin: assign(({ event }) => {
      assertEvent(event, 'LOGIN_SUCCEEDED');
      return {
        token: event.token,
        user: event.user,
        hasWxCode: event.viaMessagingApp ?? false,
        autoLogin: event.savedLogin !== undefined,
        savedLogin: event.savedLogin,
        // A new session: what the page asked of the old one no longer applies.
        waitingCheck: undefined,
      };
    }),
    assignUserInfo: assign(({ context, event }) => {
      const info = userInfo(event);
      if (!info.username && !info.nickname) return {};
      const username = info.username || context.user?.username || '';
      return { user: { username, nickname: info.nickname || context.user?.nickname || username } };
    }),
    assignRenewal: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.autoLogin');
      return { token: event.output.token, user: renewedUser(context, event.output) };
    }),
    keepHandedToken: assign(({ event }) => {
      assertEvent(event, 'SHOP_TOKEN_HANDED');
      return { handedToken: event.token };
    }),
    forgetHandedToken: assign({ handedToken: undefined }),
    /** The handed token is the session now; a known user keeps the nickname. */
    assignHandedSession: assign(({ context, event }) => {
      const username = shopToken(event).username ?? '';
      const nickname = context.user?.username === username ? context.user.nickname : '';
      return {
        token: context.handedToken,
        user: { username, nickname: nickname || username },
        hasWxCode: false,
        handedToken: undefined,
      };
    }),
    assignUpdatedUser: assign(({ event }) => {
      assertEvent(event, 'USER_UPDATED');
      return { user: event.user };
    }),
    forgetSession: assign({
      token: undefined,
      user: undefined,
      hasWxCode: false,
      waitingCheck: undefined,
    }),
    awaitUserCheck: assign({ waitingCheck: 'user' as const }),
    awaitShopCheck: assign({ waitingCheck: 'shop' as const }),
    clearWaitingCheck: assign({ waitingCheck: undefined }),
    forgetSavedLogin: assign({ autoLogin: false, savedLogin: undefined }),

    /** Removes every value of the session scope (src/lib/storedValues.ts): the login, the tokens, the shopping. */
    clearStoredSession: notProvidedAction('clearStoredSession'),
    /** Stores autoLogin=false and removes loginJson. */
    clearSavedLogin: notProvidedAction('clearSavedLogin'),
    /** After a silent re-login: stores the new usertoken, token cookies and curretUser. */
    storeSession: notProvidedAction<{ token: string; user: SessionUser }>('storeSession'),
    /** Shop token valid: stores the username the shop answered with. */
    storeShopUsername: notProvidedAction<{ username: string }>('storeShopUsername'),
    /** The "login expired" message of the shop token check. */
    showLoginExpiredMessage: notProvidedAction('showLoginExpiredMessage'),
    /** The success notice of a handed-over shop token. */
    showShopLoginSucceeded: notProvidedAction('showShopLoginSucceeded'),
    /** Back to the page before the one that handed the token over. */
    goBack: notProvidedAction('goBack'),
    /** Re-renders the current route's view. */
    reloadView: notProvidedAction('reloadView'),
    /** Reloads the whole page. */
    reloadPage: notProvidedAction('reloadPage'),
    /** Opens /loginn; with `returnTo`, login comes back to that in-app address afterwards. */
    goToLogin: notProvidedAction<{ returnTo?: string } | undefined>('goToLogin'),
    goToWxUserDetail: notProvidedAction('goToWxUserDetail'),
  },
  delays: {
    expiredRedirect: LOGIN_REDIRECT_MS,
    unauthorizedReload: UNAUTHORIZED_RELOAD_MS,
  },
});

/** What each guard means, for the diagrams and the inspector (the root's `meta`). */
export const sessionGuardDescriptions = describeGuards({
  shouldCheckSession:
    'A token is held and the new route is not the login page: the user info is checked (spec §4 "Session check").',
  shouldAutoLogin:
    'No token, auto-login is on with a saved login, and the new route is not the login page: log in again silently.',
  hasToken: 'A user is logged in (a token is held).',
  userCheckWaiting:
    'A session check was asked for while the shop token check ran, and the user is still logged in.',
  shopCheckWaiting:
    'A shop token check was asked for while the session check ran, and the user is still logged in.',
  infoExpiredCanRenew:
    'The user info answered code 2 (expired) and auto-login can log in again with the saved login.',
  infoExpired: 'The user info answered code 2: the login expired.',
  needsMessagingAppDetails:
    'A messaging-app user whose info has no username: sent to complete the profile (/wXuserDetail).',
  renewed: 'The silent login answered code 1 with a token: the session goes on with it.',
  handedTokenValid:
    'A token handed over in a shop address was checked, with statuscode 0: it becomes the session.',
  shopTokenValid: 'The shop token check answered statuscode 0: valid (the username is stored).',
  shopTokenExpired:
    'The shop token check answered statuscode 1 or 2: expired, the message shows and login follows after 2 s.',
});
