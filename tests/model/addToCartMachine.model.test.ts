import { expect } from 'vitest';
import { addToCartMachine } from '../../machines/addToCartMachine';
import { describeModel } from './support/describeModel';

const request = { productId: '1001', productName: 'RH-N21', quantity: 2 };

describeModel('addToCartMachine', {
  machine: addToCartMachine,
  events: {
    ADD: [
      { type: 'ADD', onSale: false, loggedIn: true, stock: 5, ...request },
      { type: 'ADD', onSale: true, loggedIn: false, stock: 5, ...request },
      { type: 'ADD', onSale: true, loggedIn: true, stock: 0, ...request },
      { type: 'ADD', onSale: true, loggedIn: true, stock: 5, ...request },
    ],
    'xstate.done.actor.addToCart': [{ type: 'xstate.done.actor.addToCart', output: undefined }],
    'xstate.error.actor.addToCart': [
      { type: 'xstate.error.actor.addToCart', error: new Error('refused') },
    ],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  invariants: {
    'addToCart.adding': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    // While adding, another press is ignored.
    'addToCart.idle': (snapshot) => expect(snapshot.hasTag('busy')).toBe(false),
  },
});
