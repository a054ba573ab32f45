import { expect } from 'vitest';
import { paymentPollingMachine } from '../../machines/paymentPollingMachine';
import { PAID_ANSWER, SESSION_EXPIRED } from '../../machines/paymentPollingRules';
import { describeModel } from './support/describeModel';

/**
 * A round of 3 checks instead of 300 keeps the model small while keeping its
 * shape (first, middle and last try); the unit test checks the real 300.
 */
const MAX_CHECKS = 3;

describeModel('paymentPollingMachine', {
  machine: paymentPollingMachine,
  input: { orderId: '123456789012345678', maxChecks: MAX_CHECKS },
  events: {
    'xstate.done.actor.checkPayment': [
      { type: 'xstate.done.actor.checkPayment', output: PAID_ANSWER },
      { type: 'xstate.done.actor.checkPayment', output: '0' },
    ],
    'xstate.error.actor.checkPayment': [
      { type: 'xstate.error.actor.checkPayment', error: { code: SESSION_EXPIRED } },
      { type: 'xstate.error.actor.checkPayment', error: new Error('network') },
    ],
  },
  invariants: {
    'paymentPolling.waiting': (snapshot) => {
      expect(snapshot.hasTag('polling')).toBe(true);
      expect(snapshot.context.triesLeft).toBeGreaterThanOrEqual(1);
      expect(snapshot.context.triesLeft).toBeLessThanOrEqual(MAX_CHECKS);
    },
    'paymentPolling.checking': (snapshot) => {
      expect(snapshot.hasTag('polling')).toBe(true);
      expect(snapshot.context.triesLeft).toBeGreaterThanOrEqual(1);
    },
    'paymentPolling.noPaymentSeen': (snapshot) => {
      expect(snapshot.hasTag('polling')).toBe(false);
      expect(snapshot.context.triesLeft).toBe(0);
    },
    'paymentPolling.paid': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ result: 'paid' });
    },
    'paymentPolling.sessionExpired': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ result: 'sessionExpired' });
    },
  },
});
