import { expect } from 'vitest';
import { registrationMachine } from '../../machines/registrationMachine';
import { registrationErrors } from '../../machines/registrationRules';
import type { RegistrationValues } from '../../machines/registrationTypes';
import { describeModel } from './support/describeModel';
import { effect } from './support/effects';

/**
 * The model starts from a filled form (not yet agreed) and varies only what the branches
 * depend on: the agreement, the three checked fields (re-typed: a change cancels their
 * check and forgets their availability) and the server answers. Every field rule is in
 * the unit test; here, every state and transition with its invariants.
 */
const FILLED: Partial<RegistrationValues> = {
  phone: '13800138000',
  code: '123456',
  username: 'alice',
  password: 'secret',
  confirm: 'secret',
  email: 'alice@example.com',
  agree: false,
};

describeModel('registrationMachine', {
  machine: registrationMachine,
  input: { values: FILLED },
  // Only what the guards read: whether the form passes every rule (the agreement and the
  // server's "used" answers are what change it here; the values stay valid in this model).
  // Field rules are in the unit test; the invariants check every shown message.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      valid: Object.keys(registrationErrors(snapshot.context)).length === 0,
    }),
  events: {
    CHANGE: [
      { type: 'CHANGE', field: 'phone', value: '13800138000' },
      { type: 'CHANGE', field: 'username', value: 'alice' },
      { type: 'CHANGE', field: 'email', value: 'alice@example.com' },
    ],
    BLUR: [
      { type: 'BLUR', field: 'phone' },
      { type: 'BLUR', field: 'username' },
      { type: 'BLUR', field: 'email' },
    ],
    SET_AGREE: [
      { type: 'SET_AGREE', agree: true },
      { type: 'SET_AGREE', agree: false },
    ],
    SET_AREA_CODE: [
      { type: 'SET_AREA_CODE', areaCode: '65' },
      { type: 'SET_AREA_CODE', areaCode: '86' },
    ],
    'xstate.done.actor.isPhoneRegistered': [
      { type: 'xstate.done.actor.isPhoneRegistered', output: true },
      { type: 'xstate.done.actor.isPhoneRegistered', output: false },
    ],
    'xstate.done.actor.isUsernameRegistered': [
      { type: 'xstate.done.actor.isUsernameRegistered', output: true },
      { type: 'xstate.done.actor.isUsernameRegistered', output: false },
    ],
    'xstate.done.actor.isEmailRegistered': [
      { type: 'xstate.done.actor.isEmailRegistered', output: true },
      { type: 'xstate.done.actor.isEmailRegistered', output: false },
    ],
    'xstate.error.actor.isPhoneRegistered': [
      { type: 'xstate.error.actor.isPhoneRegistered', error: new Error('network') },
    ],
    'xstate.error.actor.isUsernameRegistered': [
      { type: 'xstate.error.actor.isUsernameRegistered', error: new Error('network') },
    ],
    'xstate.error.actor.isEmailRegistered': [
      { type: 'xstate.error.actor.isEmailRegistered', error: new Error('network') },
    ],
    'xstate.done.actor.checkCode': [
      { type: 'xstate.done.actor.checkCode', output: { code: 0 } },
      { type: 'xstate.done.actor.checkCode', output: { code: 1 } },
    ],
    'xstate.error.actor.checkCode': [
      { type: 'xstate.error.actor.checkCode', error: new Error('network') },
    ],
    'xstate.done.actor.register': [
      { type: 'xstate.done.actor.register', output: { code: 0, msg: 'username taken' } },
      { type: 'xstate.done.actor.register', output: { code: 1 } },
    ],
    'xstate.error.actor.register': [
      { type: 'xstate.error.actor.register', error: new Error('network') },
    ],
  },
  // Spec §5: a code the server answers 0 for shows the error dialog and stops the submit;
  // registering with code 1 shows the success notice and opens login, any other code warns
  // with the server's message.
  effects: ({ event }) => {
    if (event.type === 'xstate.done.actor.checkCode' && event.output.code === 0)
      return [effect('showCodeErrorDialog')];
    if (event.type !== 'xstate.done.actor.register') return [];
    return event.output.code === 1
      ? [effect('showRegisteredNotice'), effect('goToLogin')]
      : [effect('warnRegistrationFailed', { message: event.output.msg })];
  },
  invariants: {
    '*': (snapshot) => {
      // A shown message is always the current rule's verdict for that field.
      const current = registrationErrors(snapshot.context);
      for (const [field, error] of Object.entries(snapshot.context.errors))
        expect(current[field as keyof typeof current]).toBe(error);
    },
    'registration.editing': (snapshot) => expect(snapshot.hasTag('busy')).toBe(false),
    'registration.verifyingCode': (snapshot) => {
      expect(registrationErrors(snapshot.context)).toEqual({});
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'registration.registering': (snapshot) => {
      expect(registrationErrors(snapshot.context)).toEqual({});
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'registration.registered': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.values.agree).toBe(true);
    },
  },
});
