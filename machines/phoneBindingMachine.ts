/**
 * The phone-binding dialog of the profile page: a code is sent to a valid,
 * not yet registered mainland mobile number, the button then counts 60 s down
 * before it can send again; submitting checks the code and binds the phone
 * (content-and-profile §4, §5, §7, §8, §9).
 */
import { assign, fromPromise, setup } from 'xstate';
import { phoneProblem as mainlandPhoneProblem } from '../src/domain/contact';
import { COUNTDOWN_TICK_MS, RESEND_COUNTDOWN_S } from '../src/domain/timings';

/** `checkVerifyCode` answers this code when the code is wrong. */
export const WRONG_CODE_RESULT = 0;

/** `Modify` answers this code when the phone was saved. */
export const BIND_SUCCESS_CODE = 1;

export type PhoneBindingField = 'phone' | 'code';

/** Field messages, translated by the screen. */
export type PhoneBindingErrorCode =
  /** 'Please enter your phone number'. */
  | 'phoneRequired'
  /** 'incorrect phone number format'. */
  | 'phoneFormat'
  /** 'already bound' / 'This number is already registered!': no code is sent. */
  | 'phoneRegistered'
  /** The verification code is empty. */
  | 'codeRequired'
  /** 'Verification code error'. */
  | 'codeWrong';

/** A failed send or bind: the server's message, "unknown error" without one, or the network text. */
export type PhoneBindingFailure =
  { code: 'server'; message: string } | { code: 'unknown' } | { code: 'network' };

export interface PhoneBindingContext {
  phone: string;
  code: string;
  /** Seconds left before the code button returns; 0 when it is not counting down. */
  remaining: number;
  errors: Partial<Record<PhoneBindingField, PhoneBindingErrorCode>>;
  failure: PhoneBindingFailure | null;
}

export type PhoneBindingEvent =
  | { type: 'CHANGE'; field: PhoneBindingField; value: string }
  | { type: 'GET_CODE' }
  | { type: 'SUBMIT' };

/** `GET /user/isPhoneRegister`. */
export interface CheckPhoneResult {
  registered: boolean;
}

/** `POST /user/getVerifyCode`: `sent` when data.code is '2', else the server's msg. */
export interface SendCodeResult {
  sent: boolean;
  msg?: string;
}

/** `POST /user/checkVerifyCode`: code 0 means wrong. */
export interface CheckCodeResult {
  code: number;
}

/** `POST /user/Modify` with the phone only. */
export interface BindPhoneResult {
  code: number;
  msg?: string;
}

/** Why a phone cannot get a code, or null when it can. */
export function phoneProblem(phone: string): 'phoneRequired' | 'phoneFormat' | null {
  const problem = mainlandPhoneProblem(phone);
  if (!problem) return null;
  return problem === 'phoneEmpty' ? 'phoneRequired' : 'phoneFormat';
}

function validateBinding(context: PhoneBindingContext): PhoneBindingContext['errors'] {
  const errors: PhoneBindingContext['errors'] = {};
  const phone = phoneProblem(context.phone);
  if (phone) errors.phone = phone;
  if (context.code.trim() === '') errors.code = 'codeRequired';
  return errors;
}

const serverFailure = (message: string | undefined): PhoneBindingFailure =>
  message ? { code: 'server', message } : { code: 'unknown' };

export const phoneBindingMachine = setup({
  types: {
    context: {} as PhoneBindingContext,
    events: {} as PhoneBindingEvent,
  },
  actors: {
    checkPhone: fromPromise<CheckPhoneResult, { phone: string }>(async () => {
      throw new Error('provided by the app');
    }),
    sendCode: fromPromise<SendCodeResult, { phone: string }>(async () => {
      throw new Error('provided by the app');
    }),
    checkCode: fromPromise<CheckCodeResult, { phone: string; code: string }>(async () => {
      throw new Error('provided by the app');
    }),
    bindPhone: fromPromise<BindPhoneResult, { phone: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
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
    startCountdown: assign({ remaining: RESEND_COUNTDOWN_S }),
    tick: assign(({ context }) => ({ remaining: context.remaining - 1 })),
    stopCountdown: assign({ remaining: 0 }),
    /** The app shows the "phone bound" notice, closes the dialog and shows the new phone. */
    notifyPhoneBound: (_, _params: { phone: string }) => {},
  },
  guards: {
    hasPhoneProblem: ({ context }) => phoneProblem(context.phone) !== null,
    hasInvalidFields: ({ context }) => Object.keys(validateBinding(context)).length > 0,
    isRegistered: (_, params: { registered: boolean }) => params.registered,
    isSent: (_, params: { sent: boolean }) => params.sent,
    isCodeWrong: (_, params: { code: number }) => params.code === WRONG_CODE_RESULT,
    isBound: (_, params: { code: number }) => params.code === BIND_SUCCESS_CODE,
    hasSecondsLeft: ({ context }) => context.remaining > 1,
  },
  delays: {
    resendCountdown: RESEND_COUNTDOWN_S * 1_000,
    countdownTick: COUNTDOWN_TICK_MS,
  },
}).createMachine({
  id: 'phoneBinding',
  context: { phone: '', code: '', remaining: 0, errors: {}, failure: null },
  initial: 'open',
  states: {
    open: {
      type: 'parallel',
      states: {
        codeButton: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                GET_CODE: [
                  { guard: 'hasPhoneProblem', actions: 'showPhoneProblem' },
                  { target: 'checkingPhone', actions: 'clearPhoneMessages' },
                ],
              },
            },
            checkingPhone: {
              tags: ['codeBusy'],
              invoke: {
                id: 'checkPhone',
                src: 'checkPhone',
                input: ({ context }) => ({ phone: context.phone.trim() }),
                onDone: [
                  {
                    guard: {
                      type: 'isRegistered',
                      params: ({ event }) => ({ registered: event.output.registered }),
                    },
                    target: 'ready',
                    actions: 'markPhoneRegistered',
                  },
                  { target: 'sendingCode' },
                ],
                onError: { target: 'ready', actions: 'markNetworkFailure' },
              },
            },
            sendingCode: {
              tags: ['codeBusy'],
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ phone: context.phone.trim() }),
                onDone: [
                  {
                    guard: { type: 'isSent', params: ({ event }) => ({ sent: event.output.sent }) },
                    target: 'countingDown',
                  },
                  {
                    target: 'ready',
                    actions: {
                      type: 'markServerFailure',
                      params: ({ event }) => ({ message: event.output.msg }),
                    },
                  },
                ],
                onError: { target: 'ready', actions: 'markNetworkFailure' },
              },
            },
            countingDown: {
              tags: ['codeBusy'],
              entry: 'startCountdown',
              exit: 'stopCountdown',
              after: { resendCountdown: 'ready' },
              initial: 'ticking',
              states: {
                ticking: {
                  after: {
                    countdownTick: {
                      guard: 'hasSecondsLeft',
                      target: 'ticking',
                      reenter: true,
                      actions: 'tick',
                    },
                  },
                },
              },
            },
          },
        },
        form: {
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
                input: ({ context }) => ({
                  phone: context.phone.trim(),
                  code: context.code.trim(),
                }),
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
                    guard: {
                      type: 'isBound',
                      params: ({ event }) => ({ code: event.output.code }),
                    },
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
