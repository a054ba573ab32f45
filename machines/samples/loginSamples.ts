import type { InputFrom } from 'xstate';
import type { loginMachine } from '../loginMachine';
import type { MachineSamples } from './machineSamples';

const inputs: readonly InputFrom<typeof loginMachine>[] = [{ autoLogin: false }];

export const loginSamples = {
  inputs,
  events: {
    CHANGE_USERNAME: [
      { type: 'CHANGE_USERNAME', value: '' },
      { type: 'CHANGE_USERNAME', value: ' alice ' },
    ],
    CHANGE_PASSWORD: [
      { type: 'CHANGE_PASSWORD', value: '' },
      { type: 'CHANGE_PASSWORD', value: 'secret' },
    ],
    'xstate.done.actor.login': [
      { type: 'xstate.done.actor.login', output: { code: 0, msg: 'wrong password' } },
      { type: 'xstate.done.actor.login', output: { code: 1, token: 't-1', nickname: 'Al' } },
      { type: 'xstate.done.actor.login', output: { code: 1, token: 't-2', username: 'alice2' } },
      { type: 'xstate.done.actor.login', output: { code: 1, token: '' } },
    ],
    'xstate.error.actor.login': [{ type: 'xstate.error.actor.login', error: new Error('timeout') }],
  },
} satisfies MachineSamples;
