import { expect } from 'vitest';
import { paymentSuccessMachine, SUCCESS_REDIRECT_S } from '../../machines/paymentSuccessMachine';
import { describeModel } from './support/describeModel';

describeModel('paymentSuccessMachine', {
  machine: paymentSuccessMachine,
  invariants: {
    'paymentSuccess.countingDown': (snapshot) => {
      expect(snapshot.context.secondsLeft).toBeGreaterThanOrEqual(1);
      expect(snapshot.context.secondsLeft).toBeLessThanOrEqual(SUCCESS_REDIRECT_S);
    },
    'paymentSuccess.ordersOpened': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
