/**
 * A visitor who lands on a deep link sees the site's frame at once: the header and the footer do
 * not wait for the screen's data (docs/decisions.md, "First load").
 */
import { expect, test } from './fixtures';

const productCall = /\/eshoppingModeAndProduct\/ProductList\?/;

test('a deep link to a product shows the header and footer before the product has arrived', async ({
  page,
}) => {
  // The mock holds the product's answer (its `latency` scenario), and the test holds it further
  // until the frame has been seen, so the order does not depend on the machine's speed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(productCall, async (route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), 'x-mock-scenario': 'latency' },
    });
    await held;
    await route.fulfill({ response });
  });

  await page.goto('#/goodsDeil?id=1001&modeId=1');

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: '瑞驰物联首页' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('加载中…');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: /RH-N21/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
});

test("a deep link asks for its screen's files before the stylesheet has arrived", async ({
  page,
}) => {
  // A script after a stylesheet link runs only once the stylesheet is in: the route's files
  // would then start a round trip late (docs/decisions.md, "Preloading by route").
  let releaseStylesheet = () => {};
  const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
  await page.route(/\/assets\/[^/?]+\.css$/, async (route) => {
    await stylesheetHeld;
    await route.continue();
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/[^/]+\.js$/.test(path)) scripts.push(path.slice(path.indexOf('assets/')));
  });

  const response = await page.goto('#/goodsDeil?id=1001&modeId=1', { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  const linkedFromHtml = new Set(
    [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)].map((match) => match[1]),
  );
  await expect
    .poll(() => scripts.filter((script) => !linkedFromHtml.has(script)).length)
    .toBeGreaterThanOrEqual(3);

  releaseStylesheet();
  await expect(page.getByRole('heading', { level: 1, name: /RH-N21/ })).toBeVisible();
});
