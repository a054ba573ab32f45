/**
 * The browser tests' watch on the console (./consoleWatch.ts, wired into every test by
 * ./fixtures.ts): what it reports, and that a test fails on it.
 */
import { expect, test } from './fixtures';
import { watchConsole } from './consoleWatch';

test('reports errors, warnings and uncaught errors of every tab, with their values', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const problems = watchConsole(context);
  const first = await context.newPage();
  const second = await context.newPage();

  await first.evaluate(() => {
    console.info('said, not a problem');
    console.warn('Encountered two children with the same key, `%s`.', 'v001');
    console.error('failed: %d of %s', 2, 'three');
  });
  await second.evaluate(() => setTimeout(() => Promise.reject(new Error('from a second tab'))));

  await expect
    .poll(() => [...problems])
    .toEqual([
      expect.stringMatching(/^console\.warn: Encountered two children with the same key, `v001`\./),
      expect.stringMatching(/^console\.error: failed: 2 of three/),
      expect.stringMatching(/^uncaught: from a second tab/),
    ]);
  await context.close();
});

test.describe('a test', () => {
  // The shared fixture fails these tests after their body; `fail` turns that into a pass, so
  // that a watch which missed them fails here.
  test.fail();

  test('fails on a console warning', async ({ page }) => {
    await Promise.all([
      page.waitForEvent('console'),
      page.evaluate(() => console.warn('A React warning')),
    ]);
  });

  test('fails on an uncaught error in a tab it opened', async ({ page }) => {
    const popup = await page.context().newPage();
    await Promise.all([
      popup.waitForEvent('pageerror'),
      popup.evaluate(() => setTimeout(() => Promise.reject(new Error('unhandled')))),
    ]);
  });
});
