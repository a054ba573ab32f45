/**
 * The registration machine's named effects and guards (its states are in registrationMachine.ts).
 * Every actor is the app's (useRegistrationMachine); the stubs here fail.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { VERIFY_CODE_WRONG } from '../src/domain/account';
import { describeGuards } from './describeGuards';
import { notProvided, notProvidedAction } from './notProvided';
import {
  changes,
  compact,
  isCheckable,
  isCheckedField,
  REGISTER_SUCCESS_CODE,
  registrationErrors,
  revalidate,
  withAvailability,
} from './registrationRules';
import type {
  CheckCodeResult,
  RegisterPayload,
  RegisterResult,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
} from './registrationTypes';

export const registrationSetup = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    /** GET isPhoneRegister: true when the phone already has an account. */
    isPhoneRegistered: fromPromise<boolean, { value: string }>(notProvided('isPhoneRegistered')),
    /** GET isUsernameRegister. */
    isUsernameRegistered: fromPromise<boolean, { value: string }>(
      notProvided('isUsernameRegistered'),
    ),
    /** GET isEmailRegister. */
    isEmailRegistered: fromPromise<boolean, { value: string }>(notProvided('isEmailRegistered')),
    /** POST checkVerifyCode. */
    checkCode: fromPromise<CheckCodeResult, { phone: string; code: string }>(
      notProvided('checkCode'),
    ),
    /** POST register. */
    register: fromPromise<RegisterResult, RegisterPayload>(notProvided('register')),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(registrationErrors(context)).length > 0,
    phoneCheckable: ({ context, event }) => isCheckable(context, event, 'phone'),
    usernameCheckable: ({ context, event }) => isCheckable(context, event, 'username'),
    emailCheckable: ({ context, event }) => isCheckable(context, event, 'email'),
    changesPhone: ({ event }) => changes(event, 'phone'),
    changesUsername: ({ event }) => changes(event, 'username'),
    changesEmail: ({ event }) => changes(event, 'email'),
    codeWrong: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.checkCode');
      return event.output.code === VERIFY_CODE_WRONG;
    },
    registered: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.register');
      return event.output.code === REGISTER_SUCCESS_CODE;
    },
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const values = { ...context.values, [event.field]: event.value };
      // A new value has no answer from the server yet.
      const availability = isCheckedField(event.field)
        ? compact({ ...context.availability, [event.field]: undefined })
        : context.availability;
      const next = { ...context, values, availability };
      // Messages already shown follow the value; the confirmation follows the password too.
      const shown = ([event.field, 'confirm'] as const).filter(
        (field) => (field === event.field || event.field === 'password') && field in context.errors,
      );
      return { values, availability, errors: revalidate(context.errors, shown, next) };
    }),
    assignAreaCode: assign(({ context, event }) => {
      assertEvent(event, 'SET_AREA_CODE');
      const values = { ...context.values, areaCode: event.areaCode };
      // The number's rule is the area code's: a message already shown follows it.
      const shown = 'phone' in context.errors ? (['phone'] as const) : [];
      return { values, errors: revalidate(context.errors, shown, { ...context, values }) };
    }),
    assignAgree: assign(({ context, event }) => {
      assertEvent(event, 'SET_AGREE');
      const values = { ...context.values, agree: event.agree };
      return { values, errors: revalidate(context.errors, ['agree'], { ...context, values }) };
    }),
    validateField: assign(({ context, event }) => {
      assertEvent(event, 'BLUR');
      return { errors: revalidate(context.errors, [event.field], context) };
    }),
    validateAll: assign(({ context }) => ({ errors: registrationErrors(context) })),
    assignPhoneAvailability: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.isPhoneRegistered');
      return withAvailability(context, 'phone', event.output);
    }),
    assignUsernameAvailability: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.isUsernameRegistered');
      return withAvailability(context, 'username', event.output);
    }),
    assignEmailAvailability: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.isEmailRegistered');
      return withAvailability(context, 'email', event.output);
    }),

    /** Error dialog: the verification code is wrong. */
    showCodeErrorDialog: notProvidedAction('showCodeErrorDialog'),
    /** Warning with the server message. */
    warnRegistrationFailed: notProvidedAction<{ message: string | undefined }>(
      'warnRegistrationFailed',
    ),
    /** Success notice. */
    showRegisteredNotice: notProvidedAction('showRegisteredNotice'),
    goToLogin: notProvidedAction('goToLogin'),
  },
});

/** What each guard means, for the diagrams and the inspector (the root's `meta`). */
export const registrationGuardDescriptions = describeGuards({
  hasProblems:
    'A field breaks its rule (spec §5), or the server said the phone, username or email is taken: submitting shows every message.',
  phoneCheckable:
    'The phone field was left filled in and valid: the server is asked whether it is registered.',
  usernameCheckable:
    'The username field was left filled in and valid: the server is asked whether it is taken.',
  emailCheckable:
    'The email field was left filled in and valid: the server is asked whether it is registered.',
  changesPhone: 'The phone changed while its check ran: the check is dropped.',
  changesUsername: 'The username changed while its check ran: the check is dropped.',
  changesEmail: 'The email changed while its check ran: the check is dropped.',
  codeWrong: 'The server says the SMS code is wrong (code 0): the error dialog shows, no register.',
  registered: 'The server registered the account (code 1): the notice shows, then login.',
});
