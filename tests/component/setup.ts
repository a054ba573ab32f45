// First, so that its checks run after the other after-hooks (tests/support/failOnConsole.ts).
import '../support/failOnConsole';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { confirmService } from '../../src/components/dialogs/confirm';
import { loadDialog } from '../../src/components/dialogs/Dialog';
import { cookies } from '../../src/lib/cookies';
import { notifications } from '../../src/lib/notifications';
// Matchers on what a user notices: visible, enabled, its text, its link.
import '@testing-library/jest-dom/vitest';

// The screens wait on a real mock server, in this same process, on a machine shared with other
// work: at load 24 on 2 cores an answer and its render took over Testing Library's default 1 s
// (the password recovery's dialog, notice and sent code: 7 failures in 140 repeated runs).
configure({ asyncUtilTimeout: 5_000 });

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A login's token cookie would sign the next test's calls as that customer.
  cookies.remove('access_token');
  cookies.remove('token');
  // The confirmations are app-wide: a question a test left unanswered (an expiry prompt of a
  // failed test) would open over the next test's page and make it answer 'dismiss' at once.
  for (let pending = confirmService.current(); pending; pending = confirmService.current()) {
    pending.answer('dismiss');
  }
  // The notices too: a test's success or error notice would sit over the next test's page.
  notifications.list().forEach((notice) => notifications.dismiss(notice.id));
});

// Zag's focus trap hands focus back on a 0 ms timer once its dialog has gone: after a file's last
// test that timer must fire while the document still exists, not after the environment is torn
// down ("document is not defined", an unhandled error that fails the whole run).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

// The dialogs' code loads with the first dialog opened (src/components/dialogs/Dialog.tsx); the
// tests have it from the start, so that a dialog appears in the same render as in the app's
// second opening.
await loadDialog();
