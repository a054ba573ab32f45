import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { bindingCodeButton } from '../../../../machines/phoneBindingCodeButton';
import { phoneBindingMachine } from '../../../../machines/phoneBindingMachine';
import { bindPhone } from '../../../api/account/profile';
import { checkCode } from '../../../api/account/registration';
import { notifications } from '../../../lib/notifications';
import { useFlowMachine } from '../../../lib/useFlowMachine';
import { countdownCalls } from '../code/countdownCalls';

/** The phone-binding machine with the real calls; its code button makes the usual code calls. */
export function usePhoneBindingMachine(onBound: (phone: string) => void) {
  return useFlowMachine(onBound, (current) =>
    phoneBindingMachine.provide({
      actors: {
        codeButton: bindingCodeButton.provide({ actors: countdownCalls }),
        checkCode: fromPromise(({ input }) => checkCode({ phone: input.phone }, input.code)),
        bindPhone: fromPromise(({ input }) => bindPhone(input.phone)),
      },
      actions: {
        notifyPhoneBound: (_, { phone }) => {
          notifications.notify('success', t`Phone number bound`);
          current()(phone);
        },
      },
    }),
  );
}
