import type { InputFrom } from 'xstate';
import type { registrationMachine } from '../registrationMachine';
import type { RegistrationValues } from '../registrationTypes';
import type { MachineSamples } from './machineSamples';

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

const inputs: readonly InputFrom<typeof registrationMachine>[] = [{ values: FILLED }];

export const registrationSamples = {
  inputs,
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
} satisfies MachineSamples;
