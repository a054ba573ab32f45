import { expect } from 'vitest';
import { paymentPollingMachine } from '../../machines/paymentPollingMachine';
import {
  paymentPollingSamples,
  SAMPLE_MAX_CHECKS,
} from '../../machines/samples/paymentPollingSamples';
import { describeModel } from './support/describeModel';
import { describeScenarios } from './support/describeScenarios';
import { paymentPollingFlow } from './scenarios/paymentPolling';

describeModel('paymentPollingMachine', {
  machine: paymentPollingMachine,
  input: paymentPollingSamples.inputs[0],
  events: paymentPollingSamples.events,
  invariants: {
    'paymentPolling.waiting': (snapshot) => {
      expect(snapshot.hasTag('polling')).toBe(true);
      expect(snapshot.context.triesLeft).toBeGreaterThanOrEqual(1);
      expect(snapshot.context.triesLeft).toBeLessThanOrEqual(SAMPLE_MAX_CHECKS);
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

describeScenarios(paymentPollingFlow);
