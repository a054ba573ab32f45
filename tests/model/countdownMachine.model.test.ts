import { expect } from 'vitest';
import { countdownMachine } from '../../machines/countdownMachine';
import { countdownSamples } from '../../machines/samples/countdownSamples';
import { describeModel } from './support/describeModel';
import { effect, isIn, type Step } from './support/effects';

/**
 * A refused try is reported to the form that hosts the button (content-and-profile §4): an
 * unregistered account (recovery), a code the server would not send, a failed request.
 */
function countdownEffects({ before, event }: Step) {
  const refused =
    (isIn(before, 'countdown.checking') &&
      (event.type === 'xstate.error.actor.checkRegistered' ||
        (event.type === 'xstate.done.actor.checkRegistered' &&
          !(event.output as { registered: boolean }).registered))) ||
    (isIn(before, 'countdown.sending') &&
      (event.type === 'xstate.error.actor.sendCode' ||
        (event.type === 'xstate.done.actor.sendCode' &&
          !(event.output as { sent: boolean }).sent)));
  return refused ? [effect('reportError')] : [];
}

/**
 * Recovery by phone: 10 s the first time, 60 s afterwards, so both lengths are explored.
 * The purpose only changes which registered answer refuses; every branch is reachable with one.
 */
describeModel('countdownMachine', {
  machine: countdownMachine,
  input: countdownSamples.inputs[0],
  events: countdownSamples.events,
  effects: countdownEffects,
  invariants: {
    'countdown.idle': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(snapshot.context.remaining).toBe(0);
      if (snapshot.context.error !== 'sendFailed')
        expect(snapshot.context.serverMessage).toBeUndefined();
    },
    'countdown.checking': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeUndefined();
      expect(snapshot.context.to).toBe('13800138000');
    },
    'countdown.sending': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeUndefined();
    },
    'countdown.counting': (snapshot) => {
      const { remaining, seconds } = snapshot.context;
      expect(snapshot.context.counted).toBe(true);
      expect(snapshot.context.error).toBeUndefined();
      expect(remaining).toBeGreaterThanOrEqual(1);
      expect(remaining).toBeLessThanOrEqual(seconds);
      expect(snapshot.can({ type: 'SEND', to: '13800138000' })).toBe(false);
    },
  },
});
