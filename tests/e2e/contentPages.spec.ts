import { expect, test } from './fixtures';

const routes = [
  '/homePage',
  '/Pass',
  '/Airlan',
  '/reach',
  '/videoView',
  '/news',
  '/contact',
  '/addUs',
  '/doc',
  '/docCenter',
  '/helpCenter',
  '/developer',
  '/business',
  '/howBuy',
  '/technology',
  '/smart',
  '/cooperation',
  '/agent',
  '/incubator',
  '/contract',
  '/applyAgent',
  '/updView',
];

for (const locale of ['zh', 'en'] as const) {
  test.describe(`content routes in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        window.localStorage.setItem('locale', value);
      }, locale);
    });

    for (const path of routes) {
      test(`${path} shows its content`, async ({ page }) => {
        await page.goto(`#${path}`);
        await expect(page.locator('main')).toBeVisible();
        await expect(page.locator('main')).not.toHaveText('');
        await expect(page.getByRole('heading', { name: /页面不存在|Page not found/ })).toHaveCount(
          0,
        );
      });
    }
  });
}
