/**
 * The double-click guard of a critical button (add to cart, place order, pay,
 * submit a form; spec §7): once a press has started the button's action,
 * further presses are ignored for 2000 ms. The guard is there against sending
 * the same request twice, so only a press that started the action arms it
 * (`STARTED`). A press the client's own checks refused sent nothing and leaves
 * the guard ready: the corrected press right after it goes through.
 */
import { setup } from 'xstate';
import { DOUBLE_CLICK_GUARD_MS } from '../src/domain/timings';

export const doubleClickGuardMachine = setup({
  types: {
    /** STARTED: a press ran the button's action and the action started (its request is on its way). */
    events: {} as { type: 'STARTED' },
  },
  delays: {
    cooldown: DOUBLE_CLICK_GUARD_MS,
  },
}).createMachine({
  id: 'doubleClickGuard',
  initial: 'ready',
  states: {
    /** A press runs the button's action. */
    ready: {
      on: { STARTED: 'cooling' },
    },
    /** A press here is ignored before it runs, so nothing extends the wait. */
    cooling: {
      after: { cooldown: 'ready' },
    },
  },
});
