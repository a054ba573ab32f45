import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { wxCodeLoginMachine } from '../../../../machines/wxCodeLoginMachine';
import { loginWithWxCode } from '../../../api/account/session';
import { notifications } from '../../../lib/notifications';
import { storage } from '../../../lib/storage';
import { useAppMachine } from '../../../lib/useAppMachine';
import { useSession } from '../../../session/useSession';

export interface WxCodeExchangeProps {
  code: string;
  target: string;
  /** The login page without the used code. */
  onFailed: () => void;
}

/** Back from the messaging-app QR page: the code is exchanged for a session once. */
export function WxCodeExchange({ code, target, onFailed }: WxCodeExchangeProps) {
  const { t } = useLingui();
  const session = useSession();
  const router = useRouter();
  const [logic] = useState(() =>
    wxCodeLoginMachine.provide({
      actors: { logIn: fromPromise(({ input }) => loginWithWxCode(input.code)) },
      actions: {
        storeLogin: (_, login) => {
          storage.wxCode.set(login.code);
          session.logIn({
            token: login.token,
            user: { username: login.username, nickname: login.nickname },
            viaMessagingApp: true,
          });
        },
        goOn: (_, { needsDetails }) =>
          void router.navigate({ href: needsDetails ? '/wXuserDetail' : target, replace: true }),
        showLoginFailed: () => notifications.notify('error', t`Login failed`),
      },
    }),
  );
  const [state] = useAppMachine(logic, { input: { code } });
  const failed = state.matches('failed');
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  return (
    <p role="status">
      <Trans>Logging in with WeChat…</Trans>
    </p>
  );
}
