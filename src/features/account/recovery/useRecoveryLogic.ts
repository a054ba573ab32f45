import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { passwordRecoveryMachine } from '../../../../machines/passwordRecoveryMachine';
import { resetPasswordByEmail, resetPasswordByPhone } from '../../../api/account/password';
import { checkCode, isEmailRegistered, isPhoneRegistered } from '../../../api/account/registration';
import { notifications } from '../../../lib/notifications';

/** The recovery machine with the real calls, notices and the way back to login. */
export function useRecoveryLogic() {
  const { t } = useLingui();
  const router = useRouter();
  const [codeErrorOpen, setCodeErrorOpen] = useState(false);
  const [logic] = useState(() =>
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
        showCodeErrorDialog: () => setCodeErrorOpen(true),
        warnModifyFailed: (_, { message }) =>
          notifications.notify('warning', message ?? t`Save failed`),
        showPasswordChangedNotice: () =>
          notifications.notify('success', t`Password changed, please log in again`),
        goToLogin: () => void router.navigate({ to: '/loginn' }),
      },
    }),
  );
  return { logic, codeErrorOpen, closeCodeError: () => setCodeErrorOpen(false) };
}
