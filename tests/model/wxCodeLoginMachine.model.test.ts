import { expect } from 'vitest';
import { wxCodeLoginMachine } from '../../machines/wxCodeLoginMachine';
import { describeModel } from './support/describeModel';

const done = (output: unknown) => ({ type: 'xstate.done.actor.logIn', output });

describeModel('wxCodeLoginMachine', {
  machine: wxCodeLoginMachine,
  input: { code: 'abc123' },
  events: {
    'xstate.done.actor.logIn': [
      done({ code: 1, token: 't', username: 'demo', nickname: 'Demo' }),
      done({ code: 1, token: 't', username: '', nickname: 'WeChat user 0001' }),
      done({ code: 0, msg: 'login failed' }),
    ],
    'xstate.error.actor.logIn': [{ type: 'xstate.error.actor.logIn', error: new Error('down') }],
  },
  invariants: {
    'wxCodeLogin.exchanging': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    'wxCodeLogin.succeeded': (snapshot) => expect(snapshot.status).toBe('done'),
    'wxCodeLogin.failed': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
