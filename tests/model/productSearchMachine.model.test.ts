import { expect } from 'vitest';
import { productSearchMachine } from '../../machines/productSearchMachine';
import { productSearchSamples } from '../../machines/samples/productSearchSamples';
import { describeModel } from './support/describeModel';

describeModel('productSearchMachine', {
  machine: productSearchMachine,
  events: productSearchSamples.events,
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, kind: snapshot.context.query?.kind }),
  invariants: {
    'productSearch.closed': (snapshot) => {
      expect(snapshot.hasTag('open')).toBe(false);
      expect(snapshot.context.results).toEqual([]);
    },
    'productSearch.searching': (snapshot) => {
      expect(snapshot.hasTag('open')).toBe(true);
      expect(snapshot.context.results).toEqual([]);
    },
    'productSearch.results': (snapshot) =>
      expect(snapshot.context.results.length).toBeGreaterThan(0),
    'productSearch.empty': (snapshot) => expect(snapshot.context.results).toEqual([]),
    'productSearch.failed': (snapshot) => {
      expect(snapshot.hasTag('open')).toBe(true);
      expect(snapshot.context.query).toBeDefined();
    },
  },
});
