/**
 * The login session of the whole app (spec shop-and-shell §4 "Login state", "Logout",
 * "Session check", "Shop token check", §6, §8; content-and-profile §4 "Session expiry",
 * "Token check", "Messaging-app login"). It starts from the stored token and user; a user is
 * logged in while `context.token` is set (see `isLoggedIn`).
 *
 * - Every route change with a token, except to the login page, checks the user info: code 2
 *   expires the session (prompt, stored session cleared, view reloaded; confirming goes to
 *   login), a messaging-app user without a username is sent to complete the profile.
 * - While auto-login is on and a login is saved, an expired session (and a route change
 *   without a token) logs in again silently with the saved login instead of prompting.
 * - The shop token check: 0 valid (username stored), 1 and 2 expired (message, login after
 *   2 s), 3 message only.
 * - Logout calls the server, then clears everything and goes to login, even if the call fails.
 * - An HTTP 401 seen by the client reloads the page after 3 s.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';
import { LOGIN_REDIRECT_MS, UNAUTHORIZED_RELOAD_MS } from '../src/domain/timings';

/** Spec §2.1: the login route; the session is never checked on it. */
export const LOGIN_PATH = '/loginn';
/** Spec §4/§6: where a messaging-app user completes the profile. */
export const WX_USER_DETAIL_PATH = '/wXuserDetail';
/** Spec §7: getUserInfo code meaning the login expired. */
export const USER_INFO_EXPIRED_CODE = 2;
/** Spec §7: login (and so auto-login) code meaning success. */
export const AUTO_LOGIN_SUCCESS_CODE = 1;
/** Spec §4: shop token check statuscodes. */
export const SHOP_TOKEN_VALID = 0;
export const SHOP_TOKEN_EXPIRED_CODES: readonly number[] = [1, 2];

export interface SessionUser {
  username: string;
  nickname: string;
}

/** The stored `loginJson`: the username and the MD5 of the password. */
export interface SavedLogin {
  username: string;
  password: string;
}

export interface SessionInput {
  /** Stored usertoken. */
  token?: string;
  /** Stored curretUser. */
  user?: SessionUser;
  /** A wxCode is stored: the user logged in through the messaging app. */
  hasWxCode?: boolean;
  /** Stored autoLogin flag. */
  autoLogin?: boolean;
  /** Stored loginJson. */
  savedLogin?: SavedLogin;
}

/** GET /user/getUserInfo, mapped by the app. */
export interface UserInfoResult {
  code: number;
  username?: string;
  nickname?: string;
}

/** POST tokencheck, mapped by the app. */
export interface ShopTokenResult {
  statuscode: number;
  username?: string;
}

/** POST /user/login with the saved login, mapped by the app. */
export interface AutoLoginResult {
  code: number;
  token?: string;
  username?: string;
  nickname?: string;
}

export interface SessionContext {
  token: string | undefined;
  user: SessionUser | undefined;
  hasWxCode: boolean;
  autoLogin: boolean;
  savedLogin: SavedLogin | undefined;
}

export type SessionEvent =
  | { type: 'ROUTE_CHANGED'; path: string }
  /** A shop screen asks whether the shop still accepts the token. */
  | { type: 'CHECK_SHOP_TOKEN' }
  | {
      type: 'LOGIN_SUCCEEDED';
      token: string;
      user: SessionUser;
      /** Present when auto-login was ticked: the login saved for later. */
      savedLogin?: SavedLogin;
      /** Logged in through the messaging app (a wxCode was stored). */
      viaMessagingApp?: boolean;
    }
  /** The login screen cleared the stored session when it opened. */
  | { type: 'SESSION_CLEARED' }
  /** The user's names changed (profile saved, messaging-app account completed). */
  | { type: 'USER_UPDATED'; user: SessionUser }
  | { type: 'LOGOUT' }
  /**
   * The expired-login prompt: confirm goes to login, which then returns to `returnTo` (the page
   * the prompt was shown on, as the route guard's login offer does); cancel stays.
   */
  | { type: 'CONFIRM_EXPIRED'; returnTo?: string }
  | { type: 'DISMISS_EXPIRED' }
  /** The HTTP client saw a 401 (it already warned and removed the access_token cookie). */
  | { type: 'UNAUTHORIZED' }
  | { type: 'xstate.done.actor.getUserInfo'; output: UserInfoResult }
  | { type: 'xstate.error.actor.getUserInfo'; error: unknown }
  | { type: 'xstate.done.actor.tokenCheck'; output: ShopTokenResult }
  | { type: 'xstate.error.actor.tokenCheck'; error: unknown }
  | { type: 'xstate.done.actor.autoLogin'; output: AutoLoginResult }
  | { type: 'xstate.error.actor.autoLogin'; error: unknown }
  | { type: 'xstate.done.actor.logout'; output: unknown }
  | { type: 'xstate.error.actor.logout'; error: unknown };

/** Logged in means a token is held; the header shows the nickname then. */
export const isLoggedIn = (context: SessionContext): boolean => context.token !== undefined;

const canAutoLogin = (context: SessionContext) =>
  context.autoLogin && context.savedLogin !== undefined;

function userInfo(event: SessionEvent): UserInfoResult {
  assertEvent(event, 'xstate.done.actor.getUserInfo');
  return event.output;
}

function shopToken(event: SessionEvent): ShopTokenResult {
  assertEvent(event, 'xstate.done.actor.tokenCheck');
  return event.output;
}

function routePath(event: SessionEvent): string {
  assertEvent(event, 'ROUTE_CHANGED');
  return event.path;
}

const isRenewal = (result: AutoLoginResult): result is AutoLoginResult & { token: string } =>
  result.code === AUTO_LOGIN_SUCCESS_CODE &&
  typeof result.token === 'string' &&
  result.token !== '';

/** The user after a silent re-login: the server's names, else the saved username. */
function renewedUser(context: SessionContext, result: AutoLoginResult): SessionUser {
  const username = result.username || context.savedLogin?.username || '';
  return { username, nickname: result.nickname || username };
}

export const sessionMachine = setup({
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
  },
  guards: {
    shouldCheckSession: ({ context, event }) =>
      context.token !== undefined && routePath(event) !== LOGIN_PATH,
    shouldAutoLogin: ({ context, event }) =>
      context.token === undefined && canAutoLogin(context) && routePath(event) !== LOGIN_PATH,
    hasToken: ({ context }) => context.token !== undefined,
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
    assignUpdatedUser: assign(({ event }) => {
      assertEvent(event, 'USER_UPDATED');
      return { user: event.user };
    }),
    forgetSession: assign({ token: undefined, user: undefined, hasWxCode: false }),
    forgetSavedLogin: assign({ autoLogin: false, savedLogin: undefined }),

    /** Removes usertoken, curretUser, wxCode and the token cookies. */
    clearStoredSession: () => {},
    /** Stores autoLogin=false and removes loginJson. */
    clearSavedLogin: () => {},
    /** After a silent re-login: stores the new usertoken, token cookies and curretUser. */
    storeSession: (_, _params: { token: string; user: SessionUser }) => {},
    /** Shop token valid: stores the username the shop answered with. */
    storeShopUsername: (_, _params: { username: string }) => {},
    /** The expired-login confirm prompt (content-and-profile §8 "Login expired, please log in first"). */
    showExpiredPrompt: () => {},
    /** The "login expired" message of the shop token check. */
    showLoginExpiredMessage: () => {},
    /** Re-renders the current route's view. */
    reloadView: () => {},
    /** Reloads the whole page. */
    reloadPage: () => {},
    /** Opens /loginn; with `returnTo`, login comes back to that in-app address afterwards. */
    goToLogin: (_, _params: { returnTo?: string } | undefined) => {},
    goToWxUserDetail: () => {},
  },
  delays: {
    expiredRedirect: LOGIN_REDIRECT_MS,
    unauthorizedReload: UNAUTHORIZED_RELOAD_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token || undefined,
    user: input.token ? input.user : undefined,
    hasWxCode: input.token ? (input.hasWxCode ?? false) : false,
    autoLogin: (input.autoLogin ?? false) && input.savedLogin !== undefined,
    savedLogin: input.autoLogin ? input.savedLogin : undefined,
  }),
  initial: 'live',
  states: {
    /** The page is usable; a user is logged in while `context.token` is set. */
    live: {
      initial: 'idle',
      on: {
        // The HTTP client saw a 401: whatever was running, the page reloads.
        UNAUTHORIZED: 'unauthorized',
        // Whatever runs: the header shows the new names at once, not after the next route change.
        USER_UPDATED: { guard: 'hasToken', actions: 'assignUpdatedUser' },
      },
      states: {
        /** Logged in or out (by `context.token`), nothing running. */
        idle: {
          on: {
            ROUTE_CHANGED: [
              { guard: 'shouldCheckSession', target: 'checkingUser' },
              { guard: 'shouldAutoLogin', target: 'renewing' },
            ],
            CHECK_SHOP_TOKEN: { guard: 'hasToken', target: 'checkingShopToken' },
            LOGIN_SUCCEEDED: { actions: 'assignLogin' },
            SESSION_CLEARED: { actions: 'forgetSession' },
            LOGOUT: 'loggingOut',
          },
        },
        /** The session check of a route change. */
        checkingUser: {
          invoke: {
            id: 'getUserInfo',
            src: 'getUserInfo',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              { guard: 'infoExpiredCanRenew', target: 'renewing' },
              { guard: 'infoExpired', target: 'expired' },
              {
                guard: 'needsMessagingAppDetails',
                target: 'idle',
                actions: ['assignUserInfo', 'goToWxUserDetail'],
              },
              { target: 'idle', actions: 'assignUserInfo' },
            ],
            // The client has shown the failure; the session stays as it is.
            onError: { target: 'idle' },
          },
          on: {
            LOGIN_SUCCEEDED: { target: 'idle', actions: 'assignLogin' },
            LOGOUT: 'loggingOut',
          },
        },
        /** Silent login with the saved login while auto-login is on. */
        renewing: {
          tags: ['busy'],
          invoke: {
            id: 'autoLogin',
            src: 'autoLogin',
            input: ({ context }) => context.savedLogin ?? { username: '', password: '' },
            onDone: [
              {
                guard: 'renewed',
                target: 'idle',
                actions: [
                  'assignRenewal',
                  {
                    type: 'storeSession',
                    params: ({ context }) => ({
                      token: context.token ?? '',
                      user: context.user ?? { username: '', nickname: '' },
                    }),
                  },
                  // The route's data was loaded with the expired token (or logged out).
                  'reloadView',
                ],
              },
              // The saved login no longer works: forget it, then prompt as for any expiry.
              { target: 'expired', actions: ['forgetSavedLogin', 'clearSavedLogin'] },
            ],
            onError: { target: 'expired' },
          },
        },
        /** The expired-login prompt is open; the stored session is gone. */
        expired: {
          entry: ['forgetSession', 'clearStoredSession', 'showExpiredPrompt', 'reloadView'],
          on: {
            CONFIRM_EXPIRED: {
              target: 'idle',
              actions: {
                type: 'goToLogin',
                params: ({ event }) => ({ returnTo: event.returnTo }),
              },
            },
            DISMISS_EXPIRED: { target: 'idle' },
          },
        },
        /** The shop token check. */
        checkingShopToken: {
          invoke: {
            id: 'tokenCheck',
            src: 'tokenCheck',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                guard: 'shopTokenValid',
                target: 'idle',
                actions: {
                  type: 'storeShopUsername',
                  params: ({ event }) => ({ username: event.output.username ?? '' }),
                },
              },
              { guard: 'shopTokenExpired', target: 'shopTokenExpired' },
              // Statuscode 3 (and anything unknown): the message only.
              { target: 'idle', actions: 'showLoginExpiredMessage' },
            ],
            onError: { target: 'idle' },
          },
          on: {
            LOGOUT: 'loggingOut',
          },
        },
        /** Shop token 1 or 2: the message is shown, login follows after 2 s. */
        shopTokenExpired: {
          entry: ['forgetSession', 'clearStoredSession', 'showLoginExpiredMessage'],
          after: {
            expiredRedirect: { target: 'idle', actions: 'goToLogin' },
          },
        },
        /** Logout call; whatever it answers, the session ends. */
        loggingOut: {
          tags: ['busy'],
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ token: context.token }),
            onDone: {
              target: 'idle',
              actions: [
                'forgetSession',
                'forgetSavedLogin',
                'clearStoredSession',
                'clearSavedLogin',
                'goToLogin',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'forgetSession',
                'forgetSavedLogin',
                'clearStoredSession',
                'clearSavedLogin',
                'goToLogin',
              ],
            },
          },
        },
      },
    },
    /** After an HTTP 401 the page reloads after 3 s; nothing else happens meanwhile, further 401s included. */
    unauthorized: {
      after: {
        unauthorizedReload: { target: 'reloaded', actions: 'reloadPage' },
      },
    },
    reloaded: { type: 'final' },
  },
});
