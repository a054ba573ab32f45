/**
 * Every route of the router, opened cold in the development build (where React reports what the
 * production build keeps silent: duplicate keys, a conditional `use()`), in both languages; the
 * routes that need a login logged out (the login offer over the home page) and logged in; the
 * development tools' routes too. Any console error or warning, or uncaught error, fails the route.
 *
 * One dev server; each visit is a fresh tab in its own browser context (a cold start: nothing
 * of the app in memory or storage), several at a time. What React reports depends on timing (a
 * conditional `use()` is reported only when the code arrives after the dialog opened): the
 * component tests hold such cases still (tests/component/dialogs/dialogCodeArrives.test.tsx).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchConsole } from './consoleWatch';
import { logInByApi, DEMO, startLoggedIn, type StoredLogin } from './loginSupport';
import {
  ALIASES,
  developmentRouteTable,
  PROTECTED,
  routeTable,
  SAMPLE_PATHS,
  SAMPLE_STORAGE,
  sampleSearch,
  titlePattern,
  type Locale,
} from './routeTable';

/** Tabs open at once in each test: two tests (one per language) run side by side. */
const TABS_AT_ONCE = 3;

interface Visit {
  path: string;
  search: string;
  login: StoredLogin | undefined;
}

for (const locale of ['zh', 'en'] as const) {
  test(`every route opens cold in development with nothing logged (${locale})`, async ({
    browser,
    request,
  }) => {
    // About 50 cold starts; the dev server compiles each screen's modules on its first request.
    test.setTimeout(300_000);
    const samples = await sampleSearch(request, locale);
    const login = await logInByApi(request, DEMO);
    const visits: Visit[] = [
      ...routeTable.map(({ path }) => ({ path, search: samples[path] ?? '', login: undefined })),
      ...PROTECTED.map((path) => ({ path, search: samples[path] ?? '', login })),
      ...developmentRouteTable.map(({ path }) => ({ path, search: '', login: undefined })),
    ];
    // The shell's modules compile once, before the tabs ask for them all at the same moment.
    await visit(browser, locale, { path: '/homePage', search: '', login: undefined });

    const problems: Record<string, string[]> = {};
    await eachAtOnce(visits, TABS_AT_ONCE, async (entry) => {
      const logged = await visit(browser, locale, entry);
      if (logged.length > 0) problems[`${entry.path}${entry.login ? ' (logged in)' : ''}`] = logged;
    });

    expect(problems).toEqual({});
  });
}

/** Opens one route in a fresh context and returns what the console saw until it settled. */
async function visit(browser: Browser, locale: Locale, entry: Visit): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const logged = watchConsole(context);
    const page = await context.newPage();
    await page.addInitScript((language) => localStorage.setItem('locale', language), locale);
    if (entry.login) await startLoggedIn(page, entry.login);
    const stored = SAMPLE_STORAGE[entry.path];
    if (stored)
      await page.addInitScript(
        (items) =>
          Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)),
        stored,
      );
    try {
      await page.goto(`#${SAMPLE_PATHS[entry.path] ?? entry.path}${entry.search}`);
      await expectShown(page, locale, entry);
    } catch (error) {
      return [...logged, `not shown: ${(error as Error).message.split('\n')[0]}`];
    }
    // Late answers may still log (a list keyed twice renders once its data arrives).
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    return logged;
  } finally {
    await context.close();
  }
}

/** The route's own screen, or, logged out on a protected route, the login offer over the home page. */
async function expectShown(page: Page, locale: Locale, entry: Visit): Promise<void> {
  // A cold screen in development: its modules are compiled on first request, on a busy machine.
  const timeout = 60_000;
  if (PROTECTED.includes(entry.path) && !entry.login) {
    await expect(page).toHaveURL(/#\/homePage$/, { timeout });
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible({
      timeout,
    });
    return;
  }
  const shown = ALIASES[entry.path] ?? entry.path;
  await expect(page).toHaveTitle(titlePattern(shown, locale), { timeout });
  await expect(page).toHaveURL(new RegExp(`#${SAMPLE_PATHS[shown] ?? shown}(\\?|$)`));
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachAtOnce<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
