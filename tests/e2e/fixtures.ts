/**
 * The browser-test `test`: every test fails on a console error or an uncaught
 * page error, and leaves a screenshot under test-results/screenshots/.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const name = testInfo.titlePath
        .slice(1)
        .join(' - ')
        .replace(/[^\w\u4e00-\u9fa5-]+/g, '_');
      await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
