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
import { EMPTY_VALUES } from './registrationRules';
import { registrationGuardDescriptions, registrationSetup } from './registrationSetup';

export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  meta: registrationGuardDescriptions,
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
      description:
        'The form is open: fields are checked as they are left, and the three availability checks run beside it.',
      type: 'parallel',
      on: {
        CHANGE: { actions: 'assignValue' },
        BLUR: { actions: 'validateField' },
        SET_AGREE: { actions: 'assignAgree' },
        SET_AREA_CODE: { actions: 'assignAreaCode' },
        SUBMIT: [{ guard: 'hasProblems', actions: 'validateAll' }, { target: 'verifyingCode' }],
      },
      states: {
        phoneCheck: {
          description: 'Whether the phone is already used, asked when the field is left.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No phone check runs.',
              on: {
                BLUR: { guard: 'phoneCheckable', target: 'checking', actions: 'validateField' },
              },
            },
            checking: {
              description: 'The server is asked; a change of the phone drops the question.',
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
          description: 'Whether the username is already used, asked when the field is left.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No username check runs.',
              on: {
                BLUR: { guard: 'usernameCheckable', target: 'checking', actions: 'validateField' },
              },
            },
            checking: {
              description: 'The server is asked; a change of the username drops the question.',
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
          description: 'Whether the email is already used, asked when the field is left.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No email check runs.',
              on: {
                BLUR: { guard: 'emailCheckable', target: 'checking', actions: 'validateField' },
              },
            },
            checking: {
              description: 'The server is asked; a change of the email drops the question.',
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
    verifyingCode: {
      description: 'The SMS code is checked with the server before registering (spec §5).',
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
      description: 'The account is registered with the form’s values.',
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          areaCode: context.values.areaCode,
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
    registered: { description: 'Registered: the login page opens.', type: 'final' },
  },
});
