/**
 * Testing Library and jsdom as the screen tests need them. Imported by the setup
 * (tests/component/setup.ts), so evaluated once per set of modules: once per file where files
 * have their own, once per worker where they share them; wrapping the wrappers again for every
 * file would nest them.
 */
import { vi } from 'vitest';
import { configure, getConfig } from '@testing-library/react';

/**
 * Called by the setup before each file: a file may wait longer for itself (a cold first load of
 * the header), which must not carry over to the files after it in the worker.
 */
export function resetWaitLimit(): void {
  // The screens wait on a real mock server, in this same process, on a machine shared with other
  // work: at load 24 on 2 cores an answer and its render took over Testing Library's default 1 s
  // (the password recovery's dialog, notice and sent code: 7 failures in 140 repeated runs).
  configure({ asyncUtilTimeout: 5_000 });
}

// user-event runs its actions outside React's act environment (Testing Library's asyncWrapper),
// but dispatches each event inside a synchronous act. When that render suspends on data not yet
// here (`use()`: the drawer's languages and menus while the home page still loads), a
// synchronous act drops React's queued work and the root never renders again: the drawer and
// every pending section stayed as they were (4 of 4 runs of the drawer test alone). So within
// user-event's actions on real timers the events go to React as a browser's do. fireEvent, and
// tests on fake timers (where React's scheduler would wait for the clock), keep the act.
const { asyncWrapper, eventWrapper } = getConfig();
let asyncActions = 0;
configure({
  asyncWrapper: async (action) => {
    asyncActions += 1;
    try {
      return await asyncWrapper(action);
    } finally {
      asyncActions -= 1;
    }
  },
  eventWrapper: (dispatch) =>
    asyncActions > 0 && !vi.isFakeTimers() ? dispatch() : eventWrapper(dispatch),
});

// jsdom has no layout: its scrollTo only logs "Not implemented" on every route change.
window.scrollTo = () => {};

// Nor sizes to observe: Ark UI's positioning (the header's menus) watches them.
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
