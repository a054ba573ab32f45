/** The session machine's context, input, events and actor results (sessionMachine.ts). */
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
  /** A token handed over in a shop address, while the shop checks it. */
  handedToken: string | undefined;
  /**
   * A check asked for while the other one ran (a route change during the shop token check, a
   * shop screen during the session check): it runs once that one is done, instead of being lost
   * (docs/decisions/machines-account.md, "Both checks run").
   */
  waitingCheck: 'user' | 'shop' | undefined;
}

export type SessionEvent =
  | { type: 'ROUTE_CHANGED'; path: string }
  /** A shop screen asks whether the shop still accepts the token. */
  | { type: 'CHECK_SHOP_TOKEN' }
  /** A shop address carried a shop token (`eshoppingtoken`): check it, and log in with it. */
  | { type: 'SHOP_TOKEN_HANDED'; token: string }
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
