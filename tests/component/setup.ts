import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadDialog } from '../../src/components/dialogs/Dialog';
// Matchers on what a user notices: visible, enabled, its text, its link.
import '@testing-library/jest-dom/vitest';

// jsdom has no layout: its scrollTo only logs "Not implemented" on every route change.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The dialogs' code loads with the first dialog opened (src/components/dialogs/Dialog.tsx); the
// tests have it from the start, so that a dialog appears in the same render as in the app's
// second opening.
await loadDialog();
