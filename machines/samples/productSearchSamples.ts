import type { MachineSamples } from './machineSamples';

const product = { id: '1001' };

export const productSearchSamples = {
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
} satisfies MachineSamples;
