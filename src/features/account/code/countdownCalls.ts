/** The verification-code button's calls: is the address registered, send it a code. */
import { fromPromise } from 'xstate';
import type {
  AddressInput,
  RegisteredOutput,
  SendCodeOutput,
} from '../../../../machines/countdownRules';
import {
  isEmailRegistered,
  isPhoneRegistered,
  sendEmailCode,
  sendSmsCode,
} from '../../../api/account/registration';

export const countdownCalls = {
  checkRegistered: fromPromise<RegisteredOutput, AddressInput>(async ({ input }) => ({
    registered:
      input.channel === 'phone'
        ? await isPhoneRegistered(input.to)
        : await isEmailRegistered(input.to),
  })),
  sendCode: fromPromise<SendCodeOutput, AddressInput>(({ input }) =>
    input.channel === 'phone' ? sendSmsCode(input.to, input.areaCode) : sendEmailCode(input.to),
  ),
};
