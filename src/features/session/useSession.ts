import { useContext, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { isLoggedIn, type SavedLogin, type SessionUser } from '../../../machines/sessionMachine';
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
  /** A shop screen asks whether the shop still accepts the token. */
  checkShopToken(): void;
}

export function useSession(): Session {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession needs a <SessionProvider> above it');
  const loggedIn = useSelector(actor, (state) => isLoggedIn(state.context));
  const user = useSelector(actor, (state) => state.context.user);
  return useMemo(
    () => ({
      loggedIn,
      user,
      logIn({ token, user: loggedInUser, savedLogin, viaMessagingApp }) {
        storeSession(token, loggedInUser);
        if (savedLogin) storeSavedLogin(savedLogin);
        actor.send({
          type: 'LOGIN_SUCCEEDED',
          token,
          user: loggedInUser,
          savedLogin,
          viaMessagingApp,
        });
      },
      logOut: () => actor.send({ type: 'LOGOUT' }),
      updateUser(updated) {
        // Read now, not at render: screens keep this object in their machines' actions.
        if (!isLoggedIn(actor.getSnapshot().context)) return;
        storeUser(updated);
        actor.send({ type: 'USER_UPDATED', user: updated });
      },
      clearForLogin() {
        forgetSession();
        actor.send({ type: 'SESSION_CLEARED' });
      },
      checkShopToken: () => actor.send({ type: 'CHECK_SHOP_TOKEN' }),
    }),
    [actor, loggedIn, user],
  );
}
