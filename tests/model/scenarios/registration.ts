/**
 * Registration's named scenarios (spec shop-and-shell §2.4, §5 "Registration"; content-and-profile
 * §5): fields checked as they are left, the phone, username and email asked of the server, the SMS
 * code verified before registering. Edit freely: each step is checked against the machine, and a
 * step it does not accept fails naming the step.
 */
import { registrationMachine } from '../../../machines/registrationMachine';
import { registrationSamples } from '../../../machines/samples/registrationSamples';
import { answer, does, fails, sampleInput, type Flow } from '../support/scenarios';

const filled = {
  text: 'a filled-in form, the agreement not yet ticked',
  input: sampleInput(registrationSamples.inputs),
};
const agreeAndSubmit = [
  does('tick the agreement', { type: 'SET_AGREE', agree: true }),
  does('submit', { type: 'SUBMIT' }),
];

export const registrationFlow: Flow = {
  name: 'registration',
  machine: registrationMachine,
  scenarios: [
    {
      name: 'submitting without the agreement shows its message and sends nothing',
      given: filled,
      when: [does('submit', { type: 'SUBMIT' })],
      then: {
        state: 'registration.editing',
        effects: [],
        context: { errors: { agree: 'notAgreed' } },
      },
    },
    {
      name: 'a right SMS code registers and opens the login page',
      given: filled,
      when: [...agreeAndSubmit, answer('checkCode', { code: 1 }), answer('register', { code: 1 })],
      then: {
        state: 'registration.registered',
        effects: ['showRegisteredNotice', 'goToLogin'],
        asked: {
          checkCode: { phone: '13800138000', code: '123456' },
          register: { areaCode: '86', phone: '13800138000', username: 'alice', agree: true },
        },
      },
    },
    {
      name: 'a wrong SMS code shows the error dialog and does not register',
      given: filled,
      when: [...agreeAndSubmit, answer('checkCode', { code: 0 })],
      then: { state: 'registration.editing', effects: ['showCodeErrorDialog'] },
    },
    {
      name: 'the server refusing the registration shows its message',
      given: filled,
      when: [
        ...agreeAndSubmit,
        answer('checkCode', { code: 1 }),
        answer('register', { code: 0, msg: 'username taken' }),
      ],
      then: {
        state: 'registration.editing',
        effects: [{ type: 'warnRegistrationFailed', params: { message: 'username taken' } }],
      },
    },
    {
      name: 'a username already taken shows when the field is left, and blocks submitting',
      given: filled,
      when: [
        does('leave the username', { type: 'BLUR', field: 'username' }),
        answer('isUsernameRegistered', true),
        ...agreeAndSubmit,
      ],
      then: {
        state: 'registration.editing.usernameCheck.idle',
        effects: [],
        context: { availability: { username: 'used' }, errors: { username: 'usernameUsed' } },
        asked: { isUsernameRegistered: { value: 'alice' } },
      },
    },
    {
      name: 'changing the username during its check drops the check',
      given: filled,
      when: [
        does('leave the username', { type: 'BLUR', field: 'username' }),
        does('type another username', { type: 'CHANGE', field: 'username', value: 'alice2' }),
      ],
      then: { state: 'registration.editing.usernameCheck.idle', context: { availability: {} } },
    },
    {
      name: 'a failed phone check leaves the phone unknown and the form usable',
      given: filled,
      when: [
        does('leave the phone', { type: 'BLUR', field: 'phone' }),
        fails('isPhoneRegistered', new Error('network')),
      ],
      then: { state: 'registration.editing.phoneCheck.idle', context: { availability: {} } },
    },
  ],
};
