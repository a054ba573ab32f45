/**
 * Password recovery (spec shop-and-shell §2.5, §5 "Recovery", §7, §8). Two tabs, each with
 * its own form: by phone (phone, code, new password, confirmation) and by email (email, code,
 * new password, confirmation). A valid submit checks that the phone or email has an account
 * (else "not exist" / "email not registered"), verifies the code with the server (code 0:
 * error dialog), then saves the new password; code 1 shows the success notice and returns to
 * login 2 s later.
 *
 * The get-code button of each tab is the screen's own countdown actor (`countdownMachine`
 * with `RECOVERY_COUNTDOWN`, purpose 'recover', channel = the tab).
 */
import { activeForm, EMPTY_FORM } from './passwordRecoveryForm';
import { passwordRecoverySetup } from './passwordRecoverySetup';

export const passwordRecoveryMachine = passwordRecoverySetup.createMachine({
  id: 'passwordRecovery',
  context: ({ input }) => ({
    tab: input.tab ?? 'phone',
    forms: {
      phone: { ...EMPTY_FORM, ...input.forms?.phone },
      email: { ...EMPTY_FORM, ...input.forms?.email },
    },
    errors: { phone: {}, email: {} },
    unregistered: { phone: false, email: false },
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SWITCH_TAB: { actions: 'assignTab' },
        CHANGE: { actions: 'assignValue' },
        BLUR: { actions: 'validateField' },
        SUBMIT: [{ guard: 'hasProblems', actions: 'validateAll' }, { target: 'checkingAccount' }],
      },
    },
    /** The phone or email must belong to an account. */
    checkingAccount: {
      tags: ['busy'],
      invoke: {
        id: 'checkRegistered',
        src: 'checkRegistered',
        input: ({ context }) => ({ channel: context.tab, to: activeForm(context).account.trim() }),
        onDone: [
          { guard: 'notRegistered', target: 'editing', actions: 'assignNotRegistered' },
          { target: 'verifyingCode' },
        ],
        onError: { target: 'editing' },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => ({
          channel: context.tab,
          to: activeForm(context).account.trim(),
          code: activeForm(context).code.trim(),
        }),
        onDone: [
          { guard: 'codeWrong', target: 'editing', actions: 'showCodeErrorDialog' },
          { guard: 'onPhoneTab', target: 'savingByPhone' },
          { target: 'savingByEmail' },
        ],
        onError: { target: 'editing' },
      },
    },
    savingByPhone: {
      tags: ['busy'],
      invoke: {
        id: 'modifyByPhone',
        src: 'modifyByPhone',
        input: ({ context }) => ({
          phone: context.forms.phone.account.trim(),
          password: context.forms.phone.password,
        }),
        onDone: [
          { guard: 'modified', target: 'succeeded' },
          {
            target: 'editing',
            actions: {
              type: 'warnModifyFailed',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        onError: { target: 'editing' },
      },
    },
    savingByEmail: {
      tags: ['busy'],
      invoke: {
        id: 'modifyByEmail',
        src: 'modifyByEmail',
        input: ({ context }) => ({
          email: context.forms.email.account.trim(),
          password: context.forms.email.password,
        }),
        onDone: [
          { guard: 'modified', target: 'succeeded' },
          {
            target: 'editing',
            actions: {
              type: 'warnModifyFailed',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        onError: { target: 'editing' },
      },
    },
    /** The success notice shows; login follows. */
    succeeded: {
      entry: 'showPasswordChangedNotice',
      after: { backToLogin: { target: 'done', actions: 'goToLogin' } },
    },
    done: { type: 'final' },
  },
});
