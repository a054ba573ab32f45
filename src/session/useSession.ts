import { useContext, useMemo, useSyncExternalStore } from 'react';
import type { SavedLogin, SessionUser } from '../../machines/sessionTypes';
import { SessionContext } from './sessionContext';
import { forgetSession, storeSavedLogin, storeSession, storeUser } from './storedSession';

export interface LogInPayload {
  token: string;
  user: SessionUser;
  /** Auto-login was ticked: the username and the MD5 of the password, kept for later. */
  savedLogin?: SavedLogin;
  /** Logged in through the messaging app (the wxCode is already stored). */
  viaMessagingApp?: boolean;
}

export interface Session {
  loggedIn: boolean;
  user: SessionUser | undefined;
  /** Stores the token, user and saved login, and tells the session (spec §4 "Login success"). */
  logIn(payload: LogInPayload): void;
  /** Calls logout, clears everything and goes to login, whatever the server answers. */
  logOut(): void;
  /** The user's names changed: stored, and shown in the header at once. */
  updateUser(user: SessionUser): void;
  /** The login screen clears the stored session when it opens. */
  clearForLogin(): void;
  /**
   * A shop screen asks whether the shop still accepts the token, or checks a token its address
   * handed over (valid, it becomes the session).
   */
  checkShopToken(handedToken?: string): void;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  const { loggedIn, user } = useSyncExternalStore(session.subscribe, session.getView);
  return useMemo(
    () => ({
      loggedIn,
      user,
      logIn({ token, user: loggedInUser, savedLogin, viaMessagingApp }) {
        storeSession(token, loggedInUser);
        if (savedLogin) storeSavedLogin(savedLogin);
        session.send({
          type: 'LOGIN_SUCCEEDED',
          token,
          user: loggedInUser,
          savedLogin,
          viaMessagingApp,
        });
      },
      logOut: () => session.send({ type: 'LOGOUT' }),
      updateUser(updated) {
        // Read now, not at render: screens keep this object in their machines' actions.
        if (!session.getView().loggedIn) return;
        storeUser(updated);
        session.send({ type: 'USER_UPDATED', user: updated });
      },
      clearForLogin() {
        forgetSession();
        session.send({ type: 'SESSION_CLEARED' });
      },
      checkShopToken: (handedToken) =>
        session.send(
          handedToken
            ? { type: 'SHOP_TOKEN_HANDED', token: handedToken }
            : { type: 'CHECK_SHOP_TOKEN' },
        ),
    }),
    [session, loggedIn, user],
  );
}
