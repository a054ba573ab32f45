import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { loginMachine, type LoggedInUser } from '../../../../machines/loginMachine';
import { loginWithPassword } from '../../../api/account/session';
import { md5 } from '../../../lib/md5';
import { storage, type SavedLogin } from '../../../lib/storage';
import { useSession } from '../../../session/useSession';

export type LoginDialog = 'invalidForm' | 'incorrect' | null;

/**
 * The login machine with the real effects: the login call, the session, the
 * saved login (only the MD5 of the password) and the way on after success.
 */
export function useLoginLogic() {
  const session = useSession();
  const router = useRouter();
  const [dialog, setDialog] = useState<LoginDialog>(null);
  const [logic] = useState(() => {
    // The machine reports token, user and saved login one action at a time; the session takes them together.
    const pending: { token?: string; user?: LoggedInUser; savedLogin?: SavedLogin } = {};
    return loginMachine.provide({
      actors: { login: fromPromise(({ input }) => loginWithPassword(input)) },
      actions: {
        clearStoredSession: () => session.clearForLogin(),
        showInvalidFormDialog: () => setDialog('invalidForm'),
        showIncorrectDialog: () => setDialog('incorrect'),
        storeToken: (_, { token }) => {
          pending.token = token;
        },
        storeUser: (_, user) => {
          pending.user = user;
        },
        saveLoginJson: (_, { username, password }) => {
          pending.savedLogin = { username, password: md5(password) };
        },
        forgetLoginJson: () => {
          storage.autoLogin.set(false);
          storage.loginJson.remove();
        },
        goToTarget: (_, { path }) => {
          const { token, user, savedLogin } = pending;
          if (token && user) session.logIn({ token, user, savedLogin });
          void router.navigate({ href: path });
        },
      },
    });
  });
  return { logic, dialog, closeDialog: () => setDialog(null) };
}
