/**
 * Every route of the router, opened cold in the development build (where React reports what the
 * production build keeps silent: duplicate keys, a conditional `use()`), in both languages; the
 * routes that need a login logged out (the login offer over the home page) and logged in; the
 * development tools' routes too. Any console error or warning, or uncaught error, fails the route.
 *
 * One dev server; several lanes at a time, each a tab that opens one route after another, each
 * visit a new document with nothing of the app in memory or storage (a cold start:
 * ./freshDocument.ts). Only the browser's own caches carry over, which the app cannot see
 * (docs/decisions.md, "Test run time"). What React reports depends on timing (a conditional
 * `use()` is reported only when the code arrives after the dialog opened): the component tests
 * hold such cases still (tests/component/dialogs/dialogCodeArrives.test.tsx).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchConsole } from './consoleWatch';
import { openFresh } from './freshDocument';
import { logInByApi, DEMO, type StoredLogin } from './loginSupport';
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

/** Lanes side by side in each test: two tests run at a time, one per worker. */
const LANES = 3;

interface Visit {
  path: string;
  search: string;
  login: StoredLogin | undefined;
}

/** Each language's visits are shared out among this many tests, so that both workers stay busy. */
const PARTS = 2;

for (const locale of ['zh', 'en'] as const) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`every route opens cold in development with nothing logged (${locale}, part ${part + 1} of ${PARTS})`, async ({
      browser,
      request,
    }) => {
      // Some 25 cold starts; the dev server compiles each screen's modules on its first request.
      test.setTimeout(180_000);
      const samples = await sampleSearch(request, locale);
      const login = await logInByApi(request, DEMO);
      const visits: Visit[] = [
        ...routeTable.map(({ path }) => ({ path, search: samples[path] ?? '', login: undefined })),
        ...PROTECTED.map((path) => ({ path, search: samples[path] ?? '', login })),
        ...developmentRouteTable.map(({ path }) => ({ path, search: '', login: undefined })),
      ].filter((_, index) => index % PARTS === part);
      const firstLane = await openLane(browser);
      const lanes = [
        firstLane,
        ...(await Promise.all(Array.from({ length: LANES - 1 }, () => openLane(browser)))),
      ];
      // The shell's modules compile once, before the lanes ask for them all at the same moment.
      await visit(firstLane, locale, { path: '/homePage', search: '', login: undefined });

      const problems: Record<string, string[]> = {};
      await eachInLanes(visits, lanes, async (lane, entry) => {
        const logged = await visit(lane, locale, entry);
        if (logged.length > 0)
          problems[`${entry.path}${entry.login ? ' (logged in)' : ''}`] = logged;
      });
      await Promise.all(lanes.map((lane) => lane.context.close()));

      expect(problems).toEqual({});
    });
  }
}

/** A tab whose visits follow one another, and what its context's console saw. */
interface Lane {
  context: BrowserContext;
  page: Page;
  logged: string[];
}

async function openLane(browser: Browser): Promise<Lane> {
  const context = await browser.newContext();
  const logged = watchConsole(context);
  return { context, page: await context.newPage(), logged };
}

/** Opens one route as a new document and returns what the console saw until it settled. */
async function visit({ page, logged }: Lane, locale: Locale, entry: Visit) {
  const address = `#${SAMPLE_PATHS[entry.path] ?? entry.path}${entry.search}`;
  const seenBefore = logged.length;
  try {
    await openFresh(page, address, {
      locale,
      login: entry.login,
      stored: SAMPLE_STORAGE[entry.path],
    });
    await expectShown(page, locale, entry);
  } catch (error) {
    return [...logged.slice(seenBefore), `not shown: ${(error as Error).message.split('\n')[0]}`];
  }
  // Late answers may still log (a list keyed twice renders once its data arrives).
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  return logged.slice(seenBefore);
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

/** Runs `task` over `items`, one at a time in each lane, the lanes side by side. */
async function eachInLanes<T>(
  items: readonly T[],
  lanes: readonly Lane[],
  task: (lane: Lane, item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const work = async (lane: Lane) => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(lane, item);
  };
  await Promise.all(lanes.map(work));
}
