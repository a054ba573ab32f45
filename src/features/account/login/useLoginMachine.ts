import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../../machines/loginMachine';
import type { LoggedInUser, LoginInput } from '../../../../machines/loginRules';
import { loginWithPassword } from '../../../api/account/session';
import { md5 } from '../../../lib/md5';
import type { SavedLogin } from '../../../lib/storage';
import { useFlowMachine } from '../../../lib/useFlowMachine';
import { forgetSavedLogin } from '../../../session/storedSession';
import { useSession } from '../../../session/useSession';

export type LoginDialog = 'invalidForm' | 'incorrect' | null;

/** What the machine reports one action at a time; the session takes it together on success. */
interface PendingLogin {
  token?: string;
  user?: LoggedInUser;
  savedLogin?: SavedLogin;
}

/**
 * The login machine with the real effects: the login call, the session, the saved login (only
 * the MD5 of the password) and the way on after success.
 */
export function useLoginMachine(input: LoginInput) {
  const session = useSession();
  const router = useRouter();
  const [dialog, setDialog] = useState<LoginDialog>(null);
  const [pending] = useState<PendingLogin>({});
  const [state, send] = useFlowMachine(
    { session, router, setDialog, pending },
    (current) =>
      loginMachine.provide({
        actors: { login: fromPromise(({ input: credentials }) => loginWithPassword(credentials)) },
        actions: {
          clearStoredSession: () => current().session.clearForLogin(),
          showInvalidFormDialog: () => current().setDialog('invalidForm'),
          showIncorrectDialog: () => current().setDialog('incorrect'),
          storeToken: (_, { token }) => {
            current().pending.token = token;
          },
          storeUser: (_, user) => {
            current().pending.user = user;
          },
          saveLoginJson: (_, { username, password }) => {
            current().pending.savedLogin = { username, password: md5(password) };
          },
          forgetLoginJson: () => forgetSavedLogin(),
          goToTarget: (_, { path }) => {
            const { session, router, pending } = current();
            if (pending.token && pending.user)
              session.logIn({
                token: pending.token,
                user: pending.user,
                savedLogin: pending.savedLogin,
              });
            void router.navigate({ href: path });
          },
        },
      }),
    { input },
  );
  return { state, send, dialog, closeDialog: () => setDialog(null) };
}
