/**
 * Runs before every screen test file. Most of those files share their worker's modules and jsdom
 * with the files before them (scripts/vitest/sharedModules.ts): what one test or file leaves
 * behind is undone here, after each test and before each file.
 */
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { confirmService } from '../../src/components/dialogs/confirm';
import { loadDialog } from '../../src/components/dialogs/Dialog';
import { cookies } from '../../src/lib/cookies';
import { notifications } from '../../src/lib/notifications';
import { startNewPageLife } from '../../src/lib/oncePerKey';
// Matchers on what a user notices: visible, enabled, its text, its link.
import '@testing-library/jest-dom/vitest';
import { failOnConsole } from '../support/failOnConsole';
import { resetWaitLimit } from './testingLibraryConfig';
import { restoreStandIns } from './jsdomAtStart';
import { endPageLife } from '../support/apiTarget';

// First, so that its checks run after the other after-hooks.
failOnConsole();

/**
 * The confirmations are app-wide: a question a test left unanswered (an expiry prompt of a failed
 * test) would open over the next test's page and make it answer 'dismiss' at once. The notices
 * too: a test's success or error notice would sit over the next test's page.
 */
function clearAppWideDialogs() {
  for (let pending = confirmService.current(); pending; pending = confirmService.current()) {
    pending.answer('dismiss');
  }
  notifications.list().forEach((notice) => notifications.dismiss(notice.id));
}

afterEach(async () => {
  cleanup();
  // Zag's layers give the page back (pointer events, inert) in a microtask once their dialog has
  // gone; then what the app put outside its root (a payment provider's form) goes too.
  await Promise.resolve();
  document.body.replaceChildren();
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  // A login's token cookie would sign the next test's calls as that customer.
  cookies.remove('access_token');
  cookies.remove('token');
  clearAppWideDialogs();
  // Zag's focus tracking (behind a menu's pointer highlight) ignores a pointer move to where the
  // last one was, and jsdom has no layout: every test's pointer is at (0, 0). A move off the page
  // here, so that the next test's first move over a menu item counts and its click selects it.
  const move = 'PointerEvent' in window ? 'pointermove' : 'mousemove';
  document.dispatchEvent(new MouseEvent(move, { clientX: -1, clientY: -1 }));
});

// What the files before this one in the worker left: their clock (a file that failed on fake
// timers leaves them set), their stand-ins for jsdom (a media query's answer), their wait limit and
// the answers the app keeps for a page's life (the header's menus and adverts, the site's logo),
// its calls still under way and what they said as its server closed.
// Here, before the file is imported (a stand-in set as it loads stays), and not in an after-hook:
// one that throws (console messages after the last test) skips the ones after it.
vi.useRealTimers();
restoreStandIns();
resetWaitLimit();
startNewPageLife();
endPageLife();
clearAppWideDialogs();

// Zag's focus trap hands focus back on a 0 ms timer once its dialog has gone: after a file's last
// test that timer must fire while the document still exists, not after the environment is torn
// down ("document is not defined", an unhandled error that fails the whole run). On the real clock:
// a file that failed on fake timers may have left them set.
afterAll(async () => {
  vi.useRealTimers();
  await new Promise<void>((resolve) => setTimeout(resolve, 20));
});

// The dialogs' code loads with the first dialog opened (src/components/dialogs/Dialog.tsx); the
// tests have it from the start, so that a dialog appears in the same render as in the app's
// second opening.
await loadDialog();
