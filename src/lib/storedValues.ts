/**
 * Every value the client keeps (spec shop-and-shell §3 "Client-stored values": local storage and
 * the two cookies; and this tab's messaging-app login state): whose it is, who writes it and what
 * clears it. Clearing walks this table, so a
 * value is cleared with its scope and nothing of one customer is left for the next
 * (docs/decisions.md "User data belongs to the session").
 */
import { cookies, isCookieName, type CookieName } from './cookies';
import type { StorageKey } from './storage';
import type { WECHAT_LOGIN_STATE_KEY } from './wechatLoginState';

/**
 * Whose a value is, which says what clears it (src/session/storedSession.ts):
 * - `device`: the browser's, whoever uses it (the language, the pages last read); nothing clears it.
 * - `user`: the customer's beyond one session (the saved auto-login, which renews an expired
 *   session by itself); cleared by logout and by a login as someone else.
 * - `session`: the login and the customer's shopping; cleared by every end of the session (logout,
 *   expiry, an HTTP 401, the login screen opening) and by a login as someone else.
 */
export type StoredScope = 'device' | 'user' | 'session';

interface StoredValue {
  in: 'localStorage' | 'sessionStorage' | 'cookie';
  scope: StoredScope;
  writtenBy: string;
}

/** Written by the backend-era site, never by this one: cleared so an old customer's goes too. */
type LegacyKey = 'allbuy' | 'allPay';

type StoredName = StorageKey | LegacyKey | CookieName | typeof WECHAT_LOGIN_STATE_KEY;

export const STORED_VALUES: Readonly<Record<StoredName, StoredValue>> = {
  locale: { in: 'localStorage', scope: 'device', writtenBy: 'the language switch' },
  usertoken: {
    in: 'localStorage',
    scope: 'session',
    writtenBy: 'a login, an auto-login renewal, a valid shop token handed over',
  },
  curretUser: {
    in: 'localStorage',
    scope: 'session',
    writtenBy: 'a login, a renewal, the shop token check, the profile save (nickname)',
  },
  wxCode: { in: 'localStorage', scope: 'session', writtenBy: 'the messaging-app login' },
  autoLogin: {
    in: 'localStorage',
    scope: 'user',
    writtenBy: 'a login (true with auto-login ticked, else false), logout (false)',
  },
  loginJson: {
    in: 'localStorage',
    scope: 'user',
    writtenBy: 'a login with auto-login ticked (the password as its MD5 hash)',
  },
  routerId: {
    in: 'localStorage',
    scope: 'device',
    writtenBy: 'the product series page; the language switch rewrites it',
  },
  serviceTypeId: {
    in: 'localStorage',
    scope: 'device',
    writtenBy: 'the data services page; the language switch rewrites it',
  },
  solutionTypeId: {
    in: 'localStorage',
    scope: 'device',
    writtenBy: 'the solutions page; the language switch rewrites it',
  },
  productId: { in: 'localStorage', scope: 'device', writtenBy: 'the language switch (rewrite)' },
  id: { in: 'localStorage', scope: 'device', writtenBy: 'the language switch (rewrite)' },
  allbuy: { in: 'localStorage', scope: 'session', writtenBy: 'nothing now (docs/decisions.md)' },
  allPay: { in: 'localStorage', scope: 'session', writtenBy: 'nothing now (docs/decisions.md)' },
  nowCart: { in: 'localStorage', scope: 'session', writtenBy: 'the product page’s “buy now”' },
  adddressId: {
    in: 'localStorage',
    scope: 'session',
    writtenBy: 'the profile’s choice of shipping address',
  },
  adddressName: {
    in: 'localStorage',
    scope: 'session',
    writtenBy: 'the profile’s choice of shipping address',
  },
  // The tab's, not a customer's: the login screen clears the session scope as it opens, and the
  // platform's return lands there with this state to check (src/lib/wechatLoginState.ts).
  wxLoginState: {
    in: 'sessionStorage',
    scope: 'device',
    writtenBy: 'the messaging-app login link; used up when the platform’s return is checked',
  },
  token: { in: 'cookie', scope: 'session', writtenBy: 'a login, a renewal (beside usertoken)' },
  access_token: {
    in: 'cookie',
    scope: 'session',
    writtenBy: 'the HTTP client, from a token-refresh answer',
  },
};

/** Removes every value of the scope, in the browser's storages and in the cookies. */
export function forgetStored(scope: StoredScope): void {
  for (const [name, value] of Object.entries(STORED_VALUES)) {
    if (value.scope !== scope) continue;
    if (isCookieName(name)) cookies.remove(name);
    else if (value.in !== 'cookie' && typeof window !== 'undefined')
      window[value.in].removeItem(name);
  }
}
