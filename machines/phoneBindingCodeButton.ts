/**
 * The phone-binding dialog's code button: the countdown machine every code button runs, telling
 * the binding form when a send was refused (content-and-profile §4, §8), so the form shows it next
 * to the phone or as the dialog's failure.
 */
import { sendParent } from 'xstate';
import { countdownMachine } from './countdownMachine';

export const bindingCodeButton = countdownMachine.provide({
  actions: {
    reportError: sendParent(({ context }) => ({
      type: 'CODE_REFUSED',
      error: context.error,
      message: context.serverMessage,
    })),
  },
});
