import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom has no layout: its scrollTo only logs "Not implemented" on every route change.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
