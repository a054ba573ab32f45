/** The session machine with the app's side effects put in (the machine itself stays pure). */
import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/sessionMachine';
import type {
  AutoLoginResult,
  SavedLogin,
  ShopTokenResult,
  UserInfoResult,
} from '../../machines/sessionTypes';
import { loginHref } from './protectedRoutes';
import { forgetSavedLogin, forgetSession, storeSession, storeShopUsername } from './storedSession';

/** Everything the session does to the outside world; the app gives real ones, tests doubles. */
export interface SessionEffects {
  getUserInfo(): Promise<UserInfoResult>;
  checkShopToken(token: string): Promise<ShopTokenResult>;
  logInWithSavedLogin(saved: SavedLogin): Promise<AutoLoginResult>;
  logOut(): Promise<unknown>;
  /** Goes to an in-app path such as `/loginn`. */
  navigate(href: string): void;
  /** The in-app address shown now (path and query). */
  currentHref(): string;
  reloadView(): void;
  reloadPage(): void;
  /** The expired-login prompt; resolves with the confirm dialog's answer; `signal` closes it. */
  askExpired(signal: AbortSignal): Promise<string>;
  notifyLoginExpired(): void;
  /** A shop token handed over in the address was valid: the user is logged in with it. */
  notifyShopLogin(): void;
  /** Back to the page before; without one, the current page without the handed token. */
  goBack(): void;
}

export const WX_USER_DETAIL_HREF = '/wXuserDetail';

export function createSessionLogic(effects: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      getUserInfo: fromPromise(() => effects.getUserInfo()),
      tokenCheck: fromPromise(({ input }) => effects.checkShopToken(input.token)),
      autoLogin: fromPromise(({ input }) => effects.logInWithSavedLogin(input)),
      logout: fromPromise(() => effects.logOut()),
      expiredPrompt: fromCallback(({ sendBack }) => {
        // Read as the prompt opens: the reloaded view (a protected page goes home) moves later.
        const returnTo = effects.currentHref();
        const asking = new AbortController();
        void effects.askExpired(asking.signal).then((answer) => {
          if (asking.signal.aborted) return;
          sendBack(
            answer === 'confirm'
              ? { type: 'CONFIRM_EXPIRED', returnTo }
              : { type: 'DISMISS_EXPIRED' },
          );
        });
        // The session left the prompt (a 401, the actor stopped): the dialog goes with it.
        return () => asking.abort();
      }),
    },
    actions: {
      clearStoredSession: () => forgetSession(),
      clearSavedLogin: () => forgetSavedLogin(),
      storeSession: (_, { token, user }) => storeSession(token, user),
      storeShopUsername: (_, { username }) => storeShopUsername(username),
      showLoginExpiredMessage: () => effects.notifyLoginExpired(),
      showShopLoginSucceeded: () => effects.notifyShopLogin(),
      goBack: () => effects.goBack(),
      reloadView: () => effects.reloadView(),
      reloadPage: () => effects.reloadPage(),
      goToLogin: (_, params) => effects.navigate(loginHref(params?.returnTo)),
      goToWxUserDetail: () => effects.navigate(WX_USER_DETAIL_HREF),
    },
  });
}

export type SessionLogic = ReturnType<typeof createSessionLogic>;
