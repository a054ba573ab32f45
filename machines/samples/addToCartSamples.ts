import type { MachineSamples } from './machineSamples';

const request = { productId: '1001', productName: 'RH-N21', quantity: 2 };

export const addToCartSamples = {
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
} satisfies MachineSamples;
