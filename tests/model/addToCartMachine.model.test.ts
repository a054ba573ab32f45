import { expect } from 'vitest';
import { addToCartMachine } from '../../machines/addToCartMachine';
import { addToCartSamples } from '../../machines/samples/addToCartSamples';
import { describeModel } from './support/describeModel';

describeModel('addToCartMachine', {
  machine: addToCartMachine,
  events: addToCartSamples.events,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  invariants: {
    'addToCart.adding': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    // While adding, another press is ignored.
    'addToCart.idle': (snapshot) => expect(snapshot.hasTag('busy')).toBe(false),
  },
});
