import type { MachineSamples } from './machineSamples';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });

/** What the code button (the countdown machine, tested on its own) reports when refused. */
const refused = (error: string, message?: string) => ({ type: 'CODE_REFUSED', error, message });

export const phoneBindingSamples = {
  events: {
    CHANGE: [change('phone', '13800138000'), change('phone', '12345'), change('code', '123456')],
    CODE_REFUSED: [
      refused('alreadyBound'),
      refused('sendFailed', 'too often'),
      refused('sendFailed'),
      refused('requestFailed'),
    ],
    'xstate.done.actor.checkCode': [done('checkCode', { code: 1 }), done('checkCode', { code: 0 })],
    'xstate.error.actor.checkCode': [error('checkCode')],
    'xstate.done.actor.bindPhone': [
      done('bindPhone', { code: 1 }),
      done('bindPhone', { code: 0, msg: 'refused' }),
    ],
    'xstate.error.actor.bindPhone': [error('bindPhone')],
  },
} satisfies MachineSamples;
