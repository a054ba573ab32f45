import { expect } from 'vitest';
import { productSearchMachine } from '../../machines/productSearchMachine';
import { describeModel } from './support/describeModel';

const product = { id: '1001' };

describeModel('productSearchMachine', {
  machine: productSearchMachine,
  events: {
    SEARCH: [
      { type: 'SEARCH', query: { kind: 'keyword', keyword: 'NB' } },
      { type: 'SEARCH', query: { kind: 'category', modeId: '5', modeName: 'Antennas' } },
    ],
    'xstate.done.actor.search': [
      { type: 'xstate.done.actor.search', output: [product] },
      { type: 'xstate.done.actor.search', output: [] },
    ],
    'xstate.error.actor.search': [{ type: 'xstate.error.actor.search', error: new Error('down') }],
    RETRY: [{ type: 'RETRY' }],
  },
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
