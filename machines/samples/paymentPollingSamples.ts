import { PAID_ANSWER, SESSION_EXPIRED, type PaymentPollingInput } from '../paymentPollingRules';
import type { MachineSamples } from './machineSamples';

/**
 * A round of 3 checks instead of 300 keeps the model small while keeping its shape (first,
 * middle and last try); the unit test checks the real 300.
 */
export const SAMPLE_MAX_CHECKS = 3;

const inputs: readonly PaymentPollingInput[] = [
  { orderId: '123456789012345678', maxChecks: SAMPLE_MAX_CHECKS },
];

export const paymentPollingSamples = {
  inputs,
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
} satisfies MachineSamples;
