/**
 * The registration form (spec shop-and-shell §2.4, §5 "Registration", §7, §8;
 * content-and-profile §5, §8). Fields are validated on blur, again as they change once a
 * message shows, and all at once on submit. Leaving the phone, username or email field asks
 * the server whether it is already used (each check runs on its own, a change cancels it).
 * A valid submit first verifies the SMS code with the server (code 0: error dialog, stop),
 * then registers (code 1: go to login; otherwise a warning with the server message).
 *
 * The get-code button is the screen's own countdown actor (`countdownMachine`, purpose
 * 'register'), fed with the phone field.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';
import { usernameProblem, type UsernameProblem } from '../src/domain/account';
import { emailProblem, phoneProblem, type PhoneProblem } from '../src/domain/contact';

/** Spec §7: checkVerifyCode code 0 means the code is wrong. */
export const CODE_WRONG = 0;
/** Spec §7: register code 1 means success. */
export const REGISTER_SUCCESS_CODE = 1;

export type RegistrationField =
  'phone' | 'code' | 'username' | 'password' | 'confirm' | 'company' | 'nickname' | 'email';

/** The fields whose availability the server checks. */
export type CheckedField = 'phone' | 'username' | 'email';
export type Availability = 'used' | 'available';

export interface RegistrationValues {
  phone: string;
  code: string;
  username: string;
  password: string;
  confirm: string;
  company: string;
  nickname: string;
  email: string;
  agree: boolean;
}

export type RegistrationError =
  | PhoneProblem
  | 'phoneUsed'
  | 'codeEmpty'
  | UsernameProblem
  | 'usernameUsed'
  | 'passwordEmpty'
  | 'confirmEmpty'
  | 'passwordsDiffer'
  | 'emailFormat'
  | 'emailUsed'
  | 'notAgreed';

export type RegistrationErrors = Partial<Record<RegistrationField | 'agree', RegistrationError>>;

export interface RegistrationInput {
  /** Values to start with (e.g. a phone carried over from another screen). */
  values?: Partial<RegistrationValues>;
}

/** What the register actor receives; the app hashes the password and adds isNewRecord. */
export interface RegisterPayload {
  phone: string;
  code: string;
  username: string;
  password: string;
  company: string;
  nickname: string;
  email: string;
  agree: boolean;
}

/** checkVerifyCode, mapped by the app. */
export interface CheckCodeResult {
  code: number;
}

/** register, mapped by the app. */
export interface RegisterResult {
  code: number;
  msg?: string;
}

export interface RegistrationContext {
  values: RegistrationValues;
  errors: RegistrationErrors;
  availability: Partial<Record<CheckedField, Availability>>;
}

export type RegistrationEvent =
  | { type: 'CHANGE'; field: RegistrationField; value: string }
  | { type: 'BLUR'; field: RegistrationField }
  | { type: 'SET_AGREE'; agree: boolean }
  | { type: 'SUBMIT' }
  | { type: 'xstate.done.actor.isPhoneRegistered'; output: boolean }
  | { type: 'xstate.error.actor.isPhoneRegistered'; error: unknown }
  | { type: 'xstate.done.actor.isUsernameRegistered'; output: boolean }
  | { type: 'xstate.error.actor.isUsernameRegistered'; error: unknown }
  | { type: 'xstate.done.actor.isEmailRegistered'; output: boolean }
  | { type: 'xstate.error.actor.isEmailRegistered'; error: unknown }
  | { type: 'xstate.done.actor.checkCode'; output: CheckCodeResult }
  | { type: 'xstate.error.actor.checkCode'; error: unknown }
  | { type: 'xstate.done.actor.register'; output: RegisterResult }
  | { type: 'xstate.error.actor.register'; error: unknown };

const EMPTY_VALUES: RegistrationValues = {
  phone: '',
  code: '',
  username: '',
  password: '',
  confirm: '',
  company: '',
  nickname: '',
  email: '',
  agree: false,
};

/** Spec §5 "Registration", field by field; company and nickname are optional. */
export function registrationFieldError(
  field: RegistrationField | 'agree',
  values: RegistrationValues,
  availability: RegistrationContext['availability'] = {},
): RegistrationError | undefined {
  switch (field) {
    case 'phone':
      return (
        phoneProblem(values.phone) ?? (availability.phone === 'used' ? 'phoneUsed' : undefined)
      );
    case 'code':
      return values.code.trim() === '' ? 'codeEmpty' : undefined;
    case 'username': {
      return (
        usernameProblem(values.username) ??
        (availability.username === 'used' ? 'usernameUsed' : undefined)
      );
    }
    case 'password':
      return values.password === '' ? 'passwordEmpty' : undefined;
    case 'confirm':
      if (values.confirm === '') return 'confirmEmpty';
      return values.confirm !== values.password ? 'passwordsDiffer' : undefined;
    case 'email':
      // Optional; when given it must look like an email and not be used.
      if (values.email.trim() === '') return undefined;
      if (emailProblem(values.email)) return 'emailFormat';
      return availability.email === 'used' ? 'emailUsed' : undefined;
    case 'agree':
      return values.agree ? undefined : 'notAgreed';
    case 'company':
    case 'nickname':
      return undefined;
  }
}

const ALL_FIELDS = [
  'phone',
  'code',
  'username',
  'password',
  'confirm',
  'company',
  'nickname',
  'email',
  'agree',
] as const;

export function registrationErrors(context: RegistrationContext): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of ALL_FIELDS) {
    const error = registrationFieldError(field, context.values, context.availability);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * A field is checked with the server on each blur once it passes the local rules (as a form
 * validator would); the last answer stays shown until the new one arrives.
 */
function isCheckable(context: RegistrationContext, event: RegistrationEvent, field: CheckedField) {
  assertEvent(event, 'BLUR');
  if (event.field !== field) return false;
  const value = context.values[field].trim();
  return value !== '' && registrationFieldError(field, context.values) === undefined;
}

function changes(event: RegistrationEvent, field: CheckedField) {
  assertEvent(event, 'CHANGE');
  return event.field === field;
}

/** The record without its undefined entries (a field without a message has no key). */
function compact<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

const isCheckedField = (field: RegistrationField): field is CheckedField =>
  field === 'phone' || field === 'username' || field === 'email';

/** Recomputes the messages of `fields` (a field without a message has no key). */
function revalidate(
  errors: RegistrationErrors,
  fields: readonly (RegistrationField | 'agree')[],
  context: RegistrationContext,
): RegistrationErrors {
  const next: RegistrationErrors = { ...errors };
  for (const field of fields)
    next[field] = registrationFieldError(field, context.values, context.availability);
  return compact(next);
}

/** The server's answer about `field`: remembered, and its message updated if shown. */
function withAvailability(context: RegistrationContext, field: CheckedField, used: boolean) {
  const availability = { ...context.availability, [field]: used ? 'used' : 'available' };
  const errors = revalidate(context.errors, [field], { ...context, availability });
  return { availability, errors };
}

export const registrationMachine = setup({
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
      return event.output.code === CODE_WRONG;
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
    showCodeErrorDialog: () => {},
    /** Warning with the server message. */
    warnRegistrationFailed: (_, _params: { message: string | undefined }) => {},
    /** Success notice. */
    showRegisteredNotice: () => {},
    goToLogin: () => {},
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    values: { ...EMPTY_VALUES, ...input.values },
    errors: {},
    availability: {},
  }),
  initial: 'editing',
  states: {
    /**
     * The form is open; availability checks run beside it, one region per checked field.
     * When a region takes an event, the transitions of `editing` itself are not taken
     * (XState's parallel semantics), so a region's transition repeats the form's action.
     */
    editing: {
      type: 'parallel',
      on: {
        CHANGE: { actions: 'assignValue' },
        BLUR: { actions: 'validateField' },
        SET_AGREE: { actions: 'assignAgree' },
        SUBMIT: [{ guard: 'hasProblems', actions: 'validateAll' }, { target: 'verifyingCode' }],
      },
      states: {
        phoneCheck: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                BLUR: { guard: 'phoneCheckable', target: 'checking', actions: 'validateField' },
              },
            },
            checking: {
              invoke: {
                id: 'isPhoneRegistered',
                src: 'isPhoneRegistered',
                input: ({ context }) => ({ value: context.values.phone.trim() }),
                onDone: { target: 'idle', actions: 'assignPhoneAvailability' },
                onError: { target: 'idle' },
              },
              on: { CHANGE: { guard: 'changesPhone', target: 'idle', actions: 'assignValue' } },
            },
          },
        },
        usernameCheck: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                BLUR: { guard: 'usernameCheckable', target: 'checking', actions: 'validateField' },
              },
            },
            checking: {
              invoke: {
                id: 'isUsernameRegistered',
                src: 'isUsernameRegistered',
                input: ({ context }) => ({ value: context.values.username.trim() }),
                onDone: { target: 'idle', actions: 'assignUsernameAvailability' },
                onError: { target: 'idle' },
              },
              on: {
                CHANGE: { guard: 'changesUsername', target: 'idle', actions: 'assignValue' },
              },
            },
          },
        },
        emailCheck: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                BLUR: { guard: 'emailCheckable', target: 'checking', actions: 'validateField' },
              },
            },
            checking: {
              invoke: {
                id: 'isEmailRegistered',
                src: 'isEmailRegistered',
                input: ({ context }) => ({ value: context.values.email.trim() }),
                onDone: { target: 'idle', actions: 'assignEmailAvailability' },
                onError: { target: 'idle' },
              },
              on: { CHANGE: { guard: 'changesEmail', target: 'idle', actions: 'assignValue' } },
            },
          },
        },
      },
    },
    /** Spec §5: the code is checked with the server before submitting. */
    verifyingCode: {
      tags: ['busy'],
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => ({
          phone: context.values.phone.trim(),
          code: context.values.code.trim(),
        }),
        onDone: [
          { guard: 'codeWrong', target: 'editing', actions: 'showCodeErrorDialog' },
          { target: 'registering' },
        ],
        onError: { target: 'editing' },
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          phone: context.values.phone.trim(),
          code: context.values.code.trim(),
          username: context.values.username.trim(),
          password: context.values.password,
          company: context.values.company.trim(),
          nickname: context.values.nickname.trim(),
          email: context.values.email.trim(),
          agree: context.values.agree,
        }),
        onDone: [
          {
            guard: 'registered',
            target: 'registered',
            actions: ['showRegisteredNotice', 'goToLogin'],
          },
          {
            target: 'editing',
            actions: {
              type: 'warnRegistrationFailed',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        onError: { target: 'editing' },
      },
    },
    registered: { type: 'final' },
  },
});
