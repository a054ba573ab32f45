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
 *   2 s), 3 message only. A token handed over in a shop address is checked the same way, and
 *   valid it becomes the session: stored with the username, a success notice, and back to the
 *   page before (content-and-profile §4 "Token check"; docs/decisions/machines-account.md).
 * - The two checks run one after the other: the one asked for while the other runs waits for it.
 * - Logout calls the server, then clears everything and goes to login, even if the call fails.
 * - An HTTP 401 seen by the client ends the session and reloads the page after 3 s.
 */
import { sessionGuardDescriptions, sessionSetup } from './sessionSetup';

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  meta: sessionGuardDescriptions,
  context: ({ input }) => ({
    token: input.token || undefined,
    user: input.token ? input.user : undefined,
    hasWxCode: input.token ? (input.hasWxCode ?? false) : false,
    autoLogin: (input.autoLogin ?? false) && input.savedLogin !== undefined,
    savedLogin: input.autoLogin ? input.savedLogin : undefined,
    handedToken: undefined,
    waitingCheck: undefined,
  }),
  initial: 'live',
  states: {
    live: {
      description: 'The page is usable; a user is logged in while a token is held.',
      initial: 'idle',
      on: {
        // The HTTP client saw a 401: whatever was running, the page reloads.
        UNAUTHORIZED: 'unauthorized',
        // Whatever runs: the header shows the new names at once, not after the next route change.
        USER_UPDATED: { guard: 'hasToken', actions: 'assignUpdatedUser' },
      },
      states: {
        idle: {
          description: 'Logged in or out (by the token), nothing running.',
          always: [
            {
              guard: 'shopCheckWaiting',
              target: 'checkingShopToken',
              actions: 'clearWaitingCheck',
            },
            { guard: 'userCheckWaiting', target: 'checkingUser', actions: 'clearWaitingCheck' },
          ],
          on: {
            ROUTE_CHANGED: [
              { guard: 'shouldCheckSession', target: 'checkingUser' },
              { guard: 'shouldAutoLogin', target: 'renewing' },
            ],
            CHECK_SHOP_TOKEN: { guard: 'hasToken', target: 'checkingShopToken' },
            SHOP_TOKEN_HANDED: { target: 'checkingShopToken', actions: 'keepHandedToken' },
            LOGIN_SUCCEEDED: { actions: 'assignLogin' },
            SESSION_CLEARED: { actions: 'forgetSession' },
            LOGOUT: 'loggingOut',
          },
        },
        checkingUser: {
          description: 'The session check of a route change: the user info is asked for.',
          invoke: {
            id: 'getUserInfo',
            src: 'getUserInfo',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              { guard: 'infoExpiredCanRenew', target: 'renewing' },
              { guard: 'infoExpired', target: 'sessionExpired' },
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
            CHECK_SHOP_TOKEN: { guard: 'hasToken', actions: 'awaitShopCheck' },
            LOGIN_SUCCEEDED: { target: 'idle', actions: 'assignLogin' },
            LOGOUT: 'loggingOut',
          },
        },
        renewing: {
          description: 'Silent login with the saved login, while auto-login is on.',
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
              { target: 'sessionExpired', actions: ['forgetSavedLogin', 'clearSavedLogin'] },
            ],
            onError: { target: 'sessionExpired' },
          },
        },
        sessionExpired: {
          description: 'The expired-login prompt is open; the stored session is gone.',
          entry: ['forgetSession', 'clearStoredSession', 'reloadView'],
          // The prompt lasts as long as this state: leaving it any other way closes it.
          invoke: { id: 'expiredPrompt', src: 'expiredPrompt' },
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
        checkingShopToken: {
          description: 'The shop token check, of the session’s token or of one handed over.',
          // Every way out forgets a handed token (the session keeps it when it was valid);
          // not on exit, which runs before the transition that reads it.
          invoke: {
            id: 'tokenCheck',
            src: 'tokenCheck',
            input: ({ context }) => ({ token: context.handedToken ?? context.token ?? '' }),
            onDone: [
              {
                guard: 'handedTokenValid',
                target: 'idle',
                actions: [
                  'assignHandedSession',
                  {
                    type: 'storeSession',
                    params: ({ context }) => ({
                      token: context.token ?? '',
                      user: context.user ?? { username: '', nickname: '' },
                    }),
                  },
                  'showShopLoginSucceeded',
                  'goBack',
                ],
              },
              {
                guard: 'shopTokenValid',
                target: 'idle',
                actions: {
                  type: 'storeShopUsername',
                  params: ({ event }) => ({ username: event.output.username ?? '' }),
                },
              },
              {
                guard: 'shopTokenExpired',
                target: 'shopTokenExpired',
                actions: 'forgetHandedToken',
              },
              // Statuscode 3 (and anything unknown): the message only.
              { target: 'idle', actions: ['forgetHandedToken', 'showLoginExpiredMessage'] },
            ],
            onError: { target: 'idle', actions: 'forgetHandedToken' },
          },
          on: {
            ROUTE_CHANGED: { guard: 'shouldCheckSession', actions: 'awaitUserCheck' },
            LOGOUT: { target: 'loggingOut', actions: 'forgetHandedToken' },
          },
        },
        shopTokenExpired: {
          description: 'Shop token 1 or 2: the message is shown, login follows after 2 s.',
          entry: ['forgetSession', 'clearStoredSession', 'showLoginExpiredMessage'],
          after: {
            expiredRedirect: { target: 'idle', actions: 'goToLogin' },
          },
        },
        loggingOut: {
          description: 'The logout call; whatever it answers, the session ends.',
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
    /**
     * After an HTTP 401 the page reloads after 3 s; nothing else happens meanwhile, further 401s
     * included. The server refused the token: the session ends at once, so the next customer in
     * this browser finds nothing of this one (docs/decisions.md "User data belongs to the session").
     */
    unauthorized: {
      description: 'An HTTP 401 ended the session at once; the page reloads after 3 s.',
      entry: ['forgetSession', 'clearStoredSession'],
      after: {
        unauthorizedReload: { target: 'reloaded', actions: 'reloadPage' },
      },
    },
    reloaded: { description: 'The page is reloading.', type: 'final' },
  },
});
