import type { InputFrom } from 'xstate';
import type { wxCodeLoginMachine } from '../wxCodeLoginMachine';
import type { WxCodeLoginResult } from '../wxCodeLoginRules';
import type { MachineSamples } from './machineSamples';

const done = (output: WxCodeLoginResult) => ({ type: 'xstate.done.actor.logIn', output });

export const CODE = 'abc123';

const inputs: readonly InputFrom<typeof wxCodeLoginMachine>[] = [{ code: CODE }];

export const wxCodeLoginSamples = {
  inputs,
  events: {
    'xstate.done.actor.logIn': [
      done({ code: 1, token: 't', username: 'demo', nickname: 'Demo' }),
      done({ code: 1, token: 't', username: '', nickname: 'WeChat user 0001' }),
      done({ code: 1, token: 't', username: 'demo' }),
      done({ code: 1, token: '', username: 'demo', nickname: 'Demo' }),
      done({ code: 0, msg: 'login failed' }),
    ],
    'xstate.error.actor.logIn': [{ type: 'xstate.error.actor.logIn', error: new Error('down') }],
  },
} satisfies MachineSamples;
