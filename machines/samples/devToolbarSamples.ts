import type { MachineSamples } from './machineSamples';

const counted = (id: string, output: number) => ({ type: `xstate.done.actor.${id}`, output });

const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });

export const devToolbarSamples = {
  events: {
    'xstate.done.actor.count': [counted('count', 0), counted('count', 3)],
    'xstate.error.actor.count': [failed('count')],
    'xstate.done.actor.clear': [counted('clear', 0)],
    'xstate.error.actor.clear': [failed('clear')],
  },
} satisfies MachineSamples;
