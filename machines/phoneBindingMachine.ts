/**
 * The phone-binding dialog of the profile page: a code is sent to a valid, not yet registered
 * mainland mobile number by the dialog's code button, which then counts 60 s down before it can
 * send again; submitting checks the code and binds the phone (content-and-profile §4, §5, §7,
 * §8, §9).
 *
 * The code button is the countdown machine every code button runs (invoked as `codeButton`,
 * purpose 'bind'); it reports a refusal (number already bound, send refused, network failure) to
 * this form, which shows it next to the phone or as the dialog's failure.
 */
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { bindingCodeButton } from './phoneBindingCodeButton';
import { REGISTRATION_COUNTDOWN } from './countdownRules';
import { notProvided, notProvidedAction } from './notProvided';
import {
  BIND_SUCCESS_CODE,
  phoneProblem,
  serverFailure,
  validateBinding,
  WRONG_CODE_RESULT,
  type BindPhoneResult,
  type CheckCodeResult,
  type PhoneBindingContext,
  type PhoneBindingEvent,
  type PhoneBindingFailure,
} from './phoneBindingRules';

export const phoneBindingMachine = setup({
  types: {
    context: {} as PhoneBindingContext,
    events: {} as PhoneBindingEvent,
    children: {} as { codeButton: 'codeButton'; checkCode: 'checkCode'; bindPhone: 'bindPhone' },
  },
  actors: {
    /** The app gives it its calls (checkRegistered, sendCode). */
    codeButton: bindingCodeButton,
    checkCode: fromPromise<CheckCodeResult, { phone: string; code: string }>(
      notProvided('checkCode'),
    ),
    bindPhone: fromPromise<BindPhoneResult, { phone: string }>(notProvided('bindPhone')),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { [event.field]: event.value, errors, failure: null };
    }),
    showPhoneProblem: assign(({ context }) => ({
      errors: { ...context.errors, phone: phoneProblem(context.phone) ?? 'phoneFormat' },
    })),
    showFieldErrors: assign(({ context }) => ({ errors: validateBinding(context) })),
    clearPhoneMessages: assign(({ context }) => {
      const { phone: _cleared, ...errors } = context.errors;
      return { errors, failure: null };
    }),
    sendCode: sendTo('codeButton', ({ context }) => ({ type: 'SEND', to: context.phone })),
    clearMessages: assign({ errors: {}, failure: null }),
    markPhoneRegistered: assign(({ context }) => ({
      errors: { ...context.errors, phone: 'phoneRegistered' as const },
    })),
    markCodeWrong: assign(({ context }) => ({
      errors: { ...context.errors, code: 'codeWrong' as const },
    })),
    markServerFailure: assign((_, params: { message: string | undefined }) => ({
      failure: serverFailure(params.message),
    })),
    markNetworkFailure: assign({ failure: { code: 'network' } as PhoneBindingFailure }),
    /** The app shows the "phone bound" notice, closes the dialog and shows the new phone. */
    notifyPhoneBound: notProvidedAction<{ phone: string }>('notifyPhoneBound'),
  },
  guards: {
    hasPhoneProblem: ({ context }) => phoneProblem(context.phone) !== null,
    hasInvalidFields: ({ context }) => Object.keys(validateBinding(context)).length > 0,
    isBoundElsewhere: ({ event }) => {
      assertEvent(event, 'CODE_REFUSED');
      return event.error === 'alreadyBound';
    },
    isSendRefused: ({ event }) => {
      assertEvent(event, 'CODE_REFUSED');
      return event.error === 'sendFailed';
    },
    isCodeWrong: (_, params: { code: number }) => params.code === WRONG_CODE_RESULT,
    isBound: (_, params: { code: number }) => params.code === BIND_SUCCESS_CODE,
  },
}).createMachine({
  id: 'phoneBinding',
  context: { phone: '', code: '', errors: {}, failure: null },
  initial: 'open',
  states: {
    open: {
      invoke: {
        id: 'codeButton',
        src: 'codeButton',
        input: { purpose: 'bind', channel: 'phone', ...REGISTRATION_COUNTDOWN },
      },
      on: {
        GET_CODE: [
          { guard: 'hasPhoneProblem', actions: 'showPhoneProblem' },
          { actions: ['clearPhoneMessages', 'sendCode'] },
        ],
        CODE_REFUSED: [
          { guard: 'isBoundElsewhere', actions: 'markPhoneRegistered' },
          {
            guard: 'isSendRefused',
            actions: {
              type: 'markServerFailure',
              params: ({ event }) => ({ message: event.message }),
            },
          },
          { actions: 'markNetworkFailure' },
        ],
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'setField' },
            SUBMIT: [
              { guard: 'hasInvalidFields', actions: 'showFieldErrors' },
              { target: 'verifyingCode', actions: 'clearMessages' },
            ],
          },
        },
        verifyingCode: {
          tags: ['busy'],
          invoke: {
            id: 'checkCode',
            src: 'checkCode',
            input: ({ context }) => ({ phone: context.phone.trim(), code: context.code.trim() }),
            onDone: [
              {
                guard: {
                  type: 'isCodeWrong',
                  params: ({ event }) => ({ code: event.output.code }),
                },
                target: 'editing',
                actions: 'markCodeWrong',
              },
              { target: 'binding' },
            ],
            onError: { target: 'editing', actions: 'markNetworkFailure' },
          },
        },
        binding: {
          tags: ['busy'],
          invoke: {
            id: 'bindPhone',
            src: 'bindPhone',
            input: ({ context }) => ({ phone: context.phone.trim() }),
            onDone: [
              {
                guard: { type: 'isBound', params: ({ event }) => ({ code: event.output.code }) },
                target: '#phoneBinding.bound',
              },
              {
                target: 'editing',
                actions: {
                  type: 'markServerFailure',
                  params: ({ event }) => ({ message: event.output.msg }),
                },
              },
            ],
            onError: { target: 'editing', actions: 'markNetworkFailure' },
          },
        },
      },
    },
    bound: {
      type: 'final',
      entry: {
        type: 'notifyPhoneBound',
        params: ({ context }) => ({ phone: context.phone.trim() }),
      },
    },
  },
});
