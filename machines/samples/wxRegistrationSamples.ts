import type { InputFrom } from 'xstate';
import type { wxRegistrationMachine } from '../wxRegistrationMachine';
import type { MachineSamples } from './machineSamples';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('failed') });

const inputs: readonly InputFrom<typeof wxRegistrationMachine>[] = [{ hasWxCode: true }];

export const wxRegistrationSamples = {
  inputs,
  events: {
    CHANGE: [
      change('username', 'neo'),
      change('password', 'secret'),
      change('confirmPassword', 'secret'),
      change('confirmPassword', 'other'),
      change('username', ''),
    ],
    'xstate.done.actor.checkWxCode': [
      done('checkWxCode', { hasWxCode: true }),
      done('checkWxCode', { hasWxCode: false }),
    ],
    'xstate.error.actor.checkWxCode': [error('checkWxCode')],
    'xstate.done.actor.bind': [
      done('bind', { code: 1 }),
      done('bind', { code: 0, msg: 'The user name has been registered' }),
      done('bind', { code: 0, msg: 'Bind failed' }),
    ],
    'xstate.error.actor.bind': [error('bind')],
  },
} satisfies MachineSamples;
