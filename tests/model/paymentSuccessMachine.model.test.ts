import { expect } from 'vitest';
import { paymentSuccessMachine } from '../../machines/paymentSuccessMachine';
import { SUCCESS_REDIRECT_S } from '../../machines/paymentSuccessTypes';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

describeModel('paymentSuccessMachine', {
  machine: paymentSuccessMachine,
  // The orders open once: after the countdown or on the button.
  effects: (step) => (entered(step, 'paymentSuccess.ordersOpened') ? [effect('goToOrders')] : []),
  invariants: {
    'paymentSuccess.countingDown': (snapshot) => {
      expect(snapshot.context.secondsLeft).toBeGreaterThanOrEqual(1);
      expect(snapshot.context.secondsLeft).toBeLessThanOrEqual(SUCCESS_REDIRECT_S);
    },
    'paymentSuccess.ordersOpened': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
