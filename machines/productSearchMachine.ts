/**
 * A product search shown in a results dialog (spec §2.6): a keyword from the
 * search box or a category name from the strip. The dialog opens at once and
 * shows the loading, the list, an empty result or a failure, which offers to
 * run the same search again; a new search replaces the one running, and closing
 * forgets the results.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided';
import type { Product } from '../src/api/contract/shop/catalogue';
import type { ProductQuery, ProductSearchEvent, ProductSearchContext } from './productSearchTypes';

export const productSearchMachine = setup({
  types: {
    context: {} as ProductSearchContext,
    events: {} as ProductSearchEvent,
  },
  actors: {
    /** The app runs the search or loads the category. */
    search: fromPromise<Product[], ProductQuery>(notProvided('search')),
  },
  actions: {
    forget: assign({ query: undefined, results: [] }),
  },
  guards: {
    hasResults: (_, params: { count: number }) => params.count > 0,
  },
}).createMachine({
  id: 'productSearch',
  context: { query: undefined, results: [] },
  initial: 'closed',
  on: {
    SEARCH: {
      target: '.searching',
      actions: assign({ query: ({ event }) => event.query, results: [] }),
    },
  },
  states: {
    closed: {},
    searching: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => context.query ?? { kind: 'keyword', keyword: '' },
        onDone: [
          {
            guard: { type: 'hasResults', params: ({ event }) => ({ count: event.output.length }) },
            target: 'results',
            actions: assign({ results: ({ event }) => event.output }),
          },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
      on: { CLOSE: { target: 'closed', actions: 'forget' } },
    },
    results: { tags: ['open'], on: { CLOSE: { target: 'closed', actions: 'forget' } } },
    empty: { tags: ['open'], on: { CLOSE: { target: 'closed', actions: 'forget' } } },
    failed: {
      tags: ['open'],
      on: { RETRY: 'searching', CLOSE: { target: 'closed', actions: 'forget' } },
    },
  },
});
