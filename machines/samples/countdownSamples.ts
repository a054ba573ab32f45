import type { InputFrom } from 'xstate';
import type { countdownMachine } from '../countdownMachine';
import { RECOVERY_COUNTDOWN } from '../countdownRules';
import type { MachineSamples } from './machineSamples';

const inputs: readonly InputFrom<typeof countdownMachine>[] = [
  { purpose: 'recover', ...RECOVERY_COUNTDOWN },
];

export const countdownSamples = {
  inputs,
  events: {
    SEND: [
      { type: 'SEND', to: '' },
      { type: 'SEND', to: '13800138000' },
    ],
    'xstate.done.actor.checkRegistered': [
      { type: 'xstate.done.actor.checkRegistered', output: { registered: false } },
      { type: 'xstate.done.actor.checkRegistered', output: { registered: true } },
    ],
    'xstate.error.actor.checkRegistered': [
      { type: 'xstate.error.actor.checkRegistered', error: new Error('network') },
    ],
    'xstate.done.actor.sendCode': [
      { type: 'xstate.done.actor.sendCode', output: { sent: false, message: 'Too many requests' } },
      { type: 'xstate.done.actor.sendCode', output: { sent: true } },
    ],
    'xstate.error.actor.sendCode': [
      { type: 'xstate.error.actor.sendCode', error: new Error('network') },
    ],
  },
} satisfies MachineSamples;
