/**
 * A critical button (add to cart, place order, pay, submit a form): the first
 * press runs its action, further presses are ignored for 2000 ms.
 */
import { setup } from 'xstate';

/** How long a second press is ignored (spec §7, §9: 2000 ms). */
export const DOUBLE_CLICK_GUARD_MS = 2_000;

export type DoubleClickGuardEvent = { type: 'PRESS' };

export const doubleClickGuardMachine = setup({
  types: {
    events: {} as DoubleClickGuardEvent,
  },
  actions: {
    /** The app performs the button's action (add to cart, place the order, pay, submit). */
    run: () => {},
  },
  delays: {
    cooldown: DOUBLE_CLICK_GUARD_MS,
  },
}).createMachine({
  id: 'doubleClickGuard',
  initial: 'ready',
  states: {
    ready: {
      on: { PRESS: { target: 'cooling', actions: 'run' } },
    },
    /** A press here is ignored. */
    cooling: {
      after: { cooldown: 'ready' },
    },
  },
});
