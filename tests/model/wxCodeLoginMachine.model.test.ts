import { expect } from 'vitest';
import { wxCodeLoginMachine } from '../../machines/wxCodeLoginMachine';
import type { WxCodeLoginResult } from '../../machines/wxCodeLoginRules';
import { CODE, wxCodeLoginSamples } from '../../machines/samples/wxCodeLoginSamples';
import { describeModel } from './support/describeModel';
import { effect } from './support/effects';

describeModel('wxCodeLoginMachine', {
  machine: wxCodeLoginMachine,
  input: wxCodeLoginSamples.inputs[0],
  events: wxCodeLoginSamples.events,
  // Code 1 with a token stores the login with the code, then goes on (to the profile form
  // without a username); any other answer shows "login failed" with the server's message;
  // a transport failure was shown by the HTTP client.
  effects: ({ event }) => {
    if (event.type !== 'xstate.done.actor.logIn') return [];
    const { code, token, username = '', nickname, msg } = event.output as WxCodeLoginResult;
    if (code !== 1 || !token) return [effect('showLoginFailed', { message: msg })];
    return [
      effect('storeLogin', { code: CODE, token, username, nickname: nickname || username }),
      effect('goOn', { needsDetails: username === '' }),
    ];
  },
  invariants: {
    'wxCodeLogin.exchanging': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    'wxCodeLogin.succeeded': (snapshot) => expect(snapshot.status).toBe('done'),
    'wxCodeLogin.failed': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
