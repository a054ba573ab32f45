import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { passwordRecoveryMachine } from '../../../../machines/passwordRecoveryMachine';
import { resetPasswordByEmail, resetPasswordByPhone } from '../../../api/account/password';
import { checkCode, isEmailRegistered, isPhoneRegistered } from '../../../api/account/registration';
import { notifications } from '../../../lib/notifications';
import { useFlowMachine } from '../../../lib/useFlowMachine';

/**
 * The recovery machine with the real calls, notices and the way back to login. Notices are
 * translated when shown (`t` of @lingui/core), in the language of that moment.
 */
export function useRecoveryMachine() {
  const router = useRouter();
  const [codeErrorOpen, setCodeErrorOpen] = useState(false);
  const [state, send] = useFlowMachine(
    { router, setCodeErrorOpen },
    (current) =>
      passwordRecoveryMachine.provide({
        actors: {
          checkRegistered: fromPromise(async ({ input }) => ({
            registered:
              input.channel === 'phone'
                ? await isPhoneRegistered(input.to)
                : await isEmailRegistered(input.to),
          })),
          checkCode: fromPromise(({ input }) =>
            checkCode(
              input.channel === 'phone' ? { phone: input.to } : { email: input.to },
              input.code,
            ),
          ),
          modifyByPhone: fromPromise(({ input }) =>
            resetPasswordByPhone(input.phone, input.password),
          ),
          modifyByEmail: fromPromise(({ input }) =>
            resetPasswordByEmail(input.email, input.password),
          ),
        },
        actions: {
          showCodeErrorDialog: () => current().setCodeErrorOpen(true),
          warnModifyFailed: (_, { message }) =>
            notifications.notify('warning', message ?? t`Save failed`),
          showPasswordChangedNotice: () =>
            notifications.notify('success', t`Password changed, please log in again`),
          goToLogin: () => void current().router.navigate({ to: '/loginn' }),
        },
      }),
    { input: {} },
  );
  return { state, send, codeErrorOpen, closeCodeError: () => setCodeErrorOpen(false) };
}
