import type { InputFrom } from 'xstate';
import type { passwordRecoveryMachine } from '../passwordRecoveryMachine';
import type { MachineSamples } from './machineSamples';

const inputs: readonly InputFrom<typeof passwordRecoveryMachine>[] = [
  {
    forms: {
      phone: { account: '13800138000', code: '1234', password: 'newpass', confirm: 'newpass' },
      email: {
        account: 'alice@example.com',
        code: '5678',
        password: 'newpass',
        confirm: 'newpass',
      },
    },
  },
];

export const passwordRecoverySamples = {
  inputs,
  events: {
    SWITCH_TAB: [
      { type: 'SWITCH_TAB', tab: 'phone' },
      { type: 'SWITCH_TAB', tab: 'email' },
    ],
    CHANGE: [
      { type: 'CHANGE', field: 'password', value: '' },
      { type: 'CHANGE', field: 'password', value: 'newpass' },
    ],
    BLUR: [{ type: 'BLUR', field: 'password' }],
    'xstate.done.actor.checkRegistered': [
      { type: 'xstate.done.actor.checkRegistered', output: { registered: false } },
      { type: 'xstate.done.actor.checkRegistered', output: { registered: true } },
    ],
    'xstate.error.actor.checkRegistered': [
      { type: 'xstate.error.actor.checkRegistered', error: new Error('network') },
    ],
    'xstate.done.actor.checkCode': [
      { type: 'xstate.done.actor.checkCode', output: { code: 0 } },
      { type: 'xstate.done.actor.checkCode', output: { code: 1 } },
    ],
    'xstate.error.actor.checkCode': [
      { type: 'xstate.error.actor.checkCode', error: new Error('network') },
    ],
    'xstate.done.actor.modifyByPhone': [
      { type: 'xstate.done.actor.modifyByPhone', output: { code: 0, msg: 'failed' } },
      { type: 'xstate.done.actor.modifyByPhone', output: { code: 1 } },
    ],
    'xstate.error.actor.modifyByPhone': [
      { type: 'xstate.error.actor.modifyByPhone', error: new Error('network') },
    ],
    'xstate.done.actor.modifyByEmail': [
      { type: 'xstate.done.actor.modifyByEmail', output: { code: 0 } },
      { type: 'xstate.done.actor.modifyByEmail', output: { code: 1 } },
    ],
    'xstate.error.actor.modifyByEmail': [
      { type: 'xstate.error.actor.modifyByEmail', error: new Error('network') },
    ],
  },
} satisfies MachineSamples;
