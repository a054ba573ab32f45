import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// Matchers on what a user notices: visible, enabled, its text, its link.
import '@testing-library/jest-dom/vitest';

// jsdom has no layout: its scrollTo only logs "Not implemented" on every route change.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
