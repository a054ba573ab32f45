import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
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

/** The registration machine with the real calls, notices and the way to login. */
export function useRegistrationLogic() {
  const { t } = useLingui();
  const router = useRouter();
  const [codeErrorOpen, setCodeErrorOpen] = useState(false);
  const [logic] = useState(() =>
    registrationMachine.provide({
      actors: {
        isPhoneRegistered: fromPromise(({ input }) => isPhoneRegistered(input.value)),
        isUsernameRegistered: fromPromise(({ input }) => isUsernameRegistered(input.value)),
        isEmailRegistered: fromPromise(({ input }) => isEmailRegistered(input.value)),
        checkCode: fromPromise(({ input }) => checkCode({ phone: input.phone }, input.code)),
        register: fromPromise(({ input }) => registerUser(input)),
      },
      actions: {
        showCodeErrorDialog: () => setCodeErrorOpen(true),
        warnRegistrationFailed: (_, { message }) =>
          notifications.notify('warning', message ?? t`Registration failed`),
        showRegisteredNotice: () =>
          notifications.notify('success', t`Registration successful, please log in`),
        goToLogin: () => void router.navigate({ to: '/loginn' }),
      },
    }),
  );
  return { logic, codeErrorOpen, closeCodeError: () => setCodeErrorOpen(false) };
}
