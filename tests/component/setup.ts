import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { confirmService } from '../../src/components/dialogs/confirm';
import { loadDialog } from '../../src/components/dialogs/Dialog';
// Matchers on what a user notices: visible, enabled, its text, its link.
import '@testing-library/jest-dom/vitest';

// The screens wait on a real mock server, in this same process, on a machine shared with other
// work: at load 24 on 2 cores an answer and its render took over Testing Library's default 1 s
// (the password recovery's dialog, notice and sent code: 7 failures in 140 repeated runs).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: its scrollTo only logs "Not implemented" on every route change.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The confirmations are app-wide: a question a test left unanswered (an expiry prompt of a
  // failed test) would open over the next test's page and make it answer 'dismiss' at once.
  for (let pending = confirmService.current(); pending; pending = confirmService.current()) {
    pending.answer('dismiss');
  }
});

// The dialogs' code loads with the first dialog opened (src/components/dialogs/Dialog.tsx); the
// tests have it from the start, so that a dialog appears in the same render as in the app's
// second opening.
await loadDialog();
