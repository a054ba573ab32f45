/** The verification-code button's machine with the real calls put in. */
import { fromPromise } from 'xstate';
import { countdownMachine } from '../../../../machines/countdownMachine';
import {
  isEmailRegistered,
  isPhoneRegistered,
  sendEmailCode,
  sendSmsCode,
} from '../../../api/account/registration';

export const codeCountdownLogic = countdownMachine.provide({
  actors: {
    checkRegistered: fromPromise(async ({ input }) => ({
      registered:
        input.channel === 'phone'
          ? await isPhoneRegistered(input.to)
          : await isEmailRegistered(input.to),
    })),
    sendCode: fromPromise(({ input }) =>
      input.channel === 'phone' ? sendSmsCode(input.to) : sendEmailCode(input.to),
    ),
  },
});
