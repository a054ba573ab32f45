/**
 * Many cold starts in one tab: each visit is a new document of the app, with nothing in storage
 * or cookies but what the visit starts with. A new tab in a new browser context per visit cost
 * Chromium about 0.5 s of CPU before the app's first request (docs/decisions.md, "Test run time").
 */
import type { Page } from '@playwright/test';
import { loginStorage, type StoredLogin } from './loginSupport';
import type { Locale } from './routeTable';

export interface Start {
  locale: Locale;
  /** Stored as the login form stores a login (./loginSupport.ts, `startLoggedIn`). */
  login?: StoredLogin;
  /** Further items of local storage. */
  stored?: Record<string, string>;
}

/**
 * Unloads the tab's last document, then opens `address` as a new document of the app, storage and
 * cookies holding only what `start` says (as the language menu, a login or the messaging app
 * would have left them) when its first script runs.
 */
export async function openFresh(page: Page, address: string, start: Start): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  const { locale, login, stored } = start;
  const starting = await page.addInitScript(
    ({ items, token }) => {
      // Only the app's own document: an embedded frame of its origin shares its storage.
      if (location.protocol === 'about:' || window !== window.top) return;
      localStorage.clear();
      sessionStorage.clear();
      Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value));
      if (token) document.cookie = `token=${token}; path=/`;
    },
    { items: { locale, ...stored, ...(login && loginStorage(login)) }, token: login?.token },
  );
  try {
    await page.goto(address);
  } finally {
    // The app's own reloads keep what it stored since.
    await starting.dispose();
  }
}
