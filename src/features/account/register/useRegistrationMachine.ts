import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../../machines/registrationMachine';
import {
  checkCode,
  isEmailRegistered,
  isPhoneRegistered,
  isUsernameRegistered,
  registerUser,
} from '../../../api/account/registration';
import { notifications } from '../../../lib/notifications';
import { useFlowMachine } from '../../../lib/useFlowMachine';

/**
 * The registration machine with the real calls, notices and the way to login. Notices are
 * translated when shown, in the language of that moment.
 */
export function useRegistrationMachine() {
  const router = useRouter();
  const [codeErrorOpen, setCodeErrorOpen] = useState(false);
  const [state, send] = useFlowMachine(
    { router, setCodeErrorOpen },
    (current) =>
      registrationMachine.provide({
        actors: {
          isPhoneRegistered: fromPromise(({ input }) => isPhoneRegistered(input.value)),
          isUsernameRegistered: fromPromise(({ input }) => isUsernameRegistered(input.value)),
          isEmailRegistered: fromPromise(({ input }) => isEmailRegistered(input.value)),
          checkCode: fromPromise(({ input }) => checkCode({ phone: input.phone }, input.code)),
          register: fromPromise(({ input }) => registerUser(input)),
        },
        actions: {
          showCodeErrorDialog: () => current().setCodeErrorOpen(true),
          warnRegistrationFailed: (_, { message }) =>
            notifications.notify('warning', message ?? t`Registration failed`),
          showRegisteredNotice: () =>
            notifications.notify('success', t`Registration successful, please log in`),
          goToLogin: () => void current().router.navigate({ to: '/loginn' }),
        },
      }),
    { input: {} },
  );
  return { state, send, codeErrorOpen, closeCodeError: () => setCodeErrorOpen(false) };
}
