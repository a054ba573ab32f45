/**
 * Payment polling's named scenarios (spec shop-and-shell §4 "Payment by wallet QR": the payment
 * check up to 300 times about a second apart; the samples make a round 3 checks). Edit freely:
 * each step is checked against the machine, and a step it does not accept fails naming the step.
 */
import { paymentPollingMachine } from '../../../machines/paymentPollingMachine';
import { PAID_ANSWER, SESSION_EXPIRED } from '../../../machines/paymentPollingRules';
import {
  paymentPollingSamples,
  SAMPLE_MAX_CHECKS,
} from '../../../machines/samples/paymentPollingSamples';
import { answer, does, fails, sampleInput, wait, waitMs, type Flow } from '../support/scenarios';

const order = sampleInput(paymentPollingSamples.inputs);
const given = {
  text: `the QR shown for an order, rounds of ${SAMPLE_MAX_CHECKS} checks`,
  input: order,
};
const notPaid = [wait('checkInterval'), answer('checkPayment', '0')];

export const paymentPollingFlow: Flow = {
  name: 'paymentPolling',
  machine: paymentPollingMachine,
  scenarios: [
    {
      name: 'the first check sees the payment',
      given,
      when: [wait('checkInterval'), answer('checkPayment', PAID_ANSWER)],
      then: {
        state: 'paymentPolling.paid',
        output: { result: 'paid' },
        asked: { checkPayment: { orderId: order.orderId } },
      },
    },
    {
      name: 'not paid twice, then paid',
      given,
      when: [...notPaid, ...notPaid, wait('checkInterval'), answer('checkPayment', PAID_ANSWER)],
      then: { state: 'paymentPolling.paid', output: { result: 'paid' } },
    },
    {
      name: 'nothing is checked before a second has passed',
      given,
      when: [waitMs(999)],
      then: { state: 'paymentPolling.waiting', context: { triesLeft: SAMPLE_MAX_CHECKS } },
    },
    {
      name: 'the login expires during polling',
      given,
      when: [...notPaid, wait('checkInterval'), fails('checkPayment', { code: SESSION_EXPIRED })],
      then: { state: 'paymentPolling.sessionExpired', output: { result: 'sessionExpired' } },
    },
    {
      name: 'a failed check counts as a try and polling goes on',
      given,
      when: [wait('checkInterval'), fails('checkPayment', new Error('network'))],
      then: { state: 'paymentPolling.waiting', context: { triesLeft: SAMPLE_MAX_CHECKS - 1 } },
    },
    {
      name: 'a round without the payment offers a new round',
      given,
      when: [...notPaid, ...notPaid, ...notPaid],
      then: { state: 'paymentPolling.noPaymentSeen', context: { triesLeft: 0 } },
    },
    {
      name: 'a new round checks again from the start',
      given: { ...given, steps: [...notPaid, ...notPaid, ...notPaid] },
      when: [does('start a new round', { type: 'RETRY' }), ...notPaid],
      then: { state: 'paymentPolling.waiting', context: { triesLeft: SAMPLE_MAX_CHECKS - 1 } },
    },
  ],
};
