/**
 * The development toolbar (dev builds only, docs/decisions.md "Development toolbar"): a toggle
 * that shows how many mock scenarios are active, asked again every 2 s, and a panel that opens
 * and closes independently of the asking. Clearing every scenario is the panel's one action; it
 * replaces a check in flight, and the count it shows afterwards is the mock's answer.
 */
import { assign, fromPromise, setup } from 'xstate';
import { DEV_TOOLBAR_POLL_MS } from '../src/domain/timings';
import { notProvided } from './notProvided';

export interface DevToolbarContext {
  /** Active scenarios at the last answer; `null` before the first one. */
  count: number | null;
  /** The last call failed: the mock is not reachable from this page. */
  unreachable: boolean;
}

export type DevToolbarEvent = { type: 'TOGGLE' } | { type: 'CLOSE' } | { type: 'CLEAR' };

export const devToolbarMachine = setup({
  types: {
    context: {} as DevToolbarContext,
    events: {} as DevToolbarEvent,
  },
  actors: {
    /** `GET /__mock/scenario`: how many scenarios are active. */
    countScenarios: fromPromise<number>(notProvided('countScenarios')),
    /** `DELETE /__mock/scenario`, then the count the mock reports. */
    clearScenarios: fromPromise<number>(notProvided('clearScenarios')),
  },
  actions: {
    keepCount: assign((_, params: { count: number }) => ({
      count: params.count,
      unreachable: false,
    })),
    markUnreachable: assign({ unreachable: true }),
  },
  delays: {
    poll: DEV_TOOLBAR_POLL_MS,
  },
}).createMachine({
  id: 'devToolbar',
  context: { count: null, unreachable: false },
  type: 'parallel',
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { TOGGLE: 'open' } },
        open: { on: { TOGGLE: 'closed', CLOSE: 'closed' } },
      },
    },
    scenarios: {
      initial: 'counting',
      states: {
        counting: {
          invoke: {
            id: 'count',
            src: 'countScenarios',
            onDone: {
              target: 'waiting',
              actions: { type: 'keepCount', params: ({ event }) => ({ count: event.output }) },
            },
            onError: { target: 'waiting', actions: 'markUnreachable' },
          },
          on: { CLEAR: 'clearing' },
        },
        waiting: {
          after: { poll: 'counting' },
          on: { CLEAR: 'clearing' },
        },
        clearing: {
          tags: ['busy'],
          invoke: {
            id: 'clear',
            src: 'clearScenarios',
            onDone: {
              target: 'waiting',
              actions: { type: 'keepCount', params: ({ event }) => ({ count: event.output }) },
            },
            onError: { target: 'waiting', actions: 'markUnreachable' },
          },
        },
      },
    },
  },
});
