import { useRouter } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { wxCodeLoginMachine } from '../../../../machines/wxCodeLoginMachine';
import { loginWithWxCode } from '../../../api/account/session';
import { notifications } from '../../../lib/notifications';
import { storage } from '../../../lib/storage';
import { useFlowMachine } from '../../../lib/useFlowMachine';
import { useSession } from '../../../session/useSession';

/** The code from the messaging app, exchanged once for a session; then on to `target`. */
export function useWxCodeLoginMachine(code: string, target: string) {
  const session = useSession();
  const router = useRouter();
  return useFlowMachine(
    { session, router, target },
    (current) =>
      wxCodeLoginMachine.provide({
        actors: { logIn: fromPromise(({ input }) => loginWithWxCode(input.code)) },
        actions: {
          storeLogin: (_, login) => {
            current().session.logIn({
              token: login.token,
              user: { username: login.username, nickname: login.nickname },
              viaMessagingApp: true,
            });
            // After the login, which clears what another customer left, this code included.
            storage.wxCode.set(login.code);
          },
          goOn: (_, { needsDetails }) =>
            void current().router.navigate({
              href: needsDetails ? '/wXuserDetail' : current().target,
              replace: true,
            }),
          showLoginFailed: () => notifications.notify('error', t`Login failed`),
        },
      }),
    { input: { code } },
  );
}
