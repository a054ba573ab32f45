import { useRef } from 'react';
import { useRouter } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { changePasswordMachine } from '../../../../machines/changePasswordMachine';
import { changePassword } from '../../../api/account/password';
import { notifications } from '../../../lib/notifications';
import { useFlowMachine } from '../../../lib/useFlowMachine';

/**
 * The change-password machine with the real call; a wrong old password puts the focus back in
 * its field (`oldPasswordRef`), a change sends the user to login.
 */
export function useChangePasswordMachine() {
  const router = useRouter();
  const oldPasswordRef = useRef<HTMLInputElement>(null);
  const [state, send] = useFlowMachine({ router, oldPasswordRef }, (current) =>
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(({ input }) =>
          changePassword(input.oldPassword, input.newPassword),
        ),
      },
      actions: {
        focusOldPassword: () => current().oldPasswordRef.current?.focus(),
        notifyPasswordChanged: () =>
          notifications.notify('success', t`Password changed, please log in again`),
        goToLogin: () => void current().router.navigate({ to: '/loginn' }),
      },
    }),
  );
  return { state, send, oldPasswordRef };
}
