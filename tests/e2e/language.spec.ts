/**
 * Language switching in the built app (spec §4 "Language switch"): the address's ids and the
 * stored ids get the new language's suffix, the content and the title follow, `<html lang>` too.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The wide header, where the language dropdown sits (at 1320 px or less it is in the drawer).
test.use({ viewport: { width: 1440, height: 900 } });

interface Product {
  id: string;
  modeId: string;
  productName: string;
}

async function product(request: APIRequestContext, id: string): Promise<Product> {
  const response = await request.get('f/eshopping/eshoppingModeAndProduct/ProductList', {
    params: { productid: id },
  });
  const [found] = ((await response.json()) as { data: Product[] }).data;
  if (!found) throw new Error(`the mock has no product ${id}`);
  return found;
}

/** The shell's language dropdown: its button is labelled "语言：…" / "Language: …". */
async function chooseLanguage(page: Page, current: 'zh' | 'en', next: 'zh' | 'en') {
  await page
    .getByRole('button', { name: current === 'zh' ? /^语言/ : /^Language/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: next === 'zh' ? '中文' : 'English' }).click();
}

test('switching language rewrites the ids of the address and of storage, and the content', async ({
  page,
  request,
}) => {
  const zh = await product(request, '1001');
  const en = await product(request, '1001_en');
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-started')) return;
    sessionStorage.setItem('e2e-started', '1');
    localStorage.setItem('productId', '1001');
    localStorage.setItem('routerId', 'p11');
  });
  await page.goto(`#/goodsDeil?id=${zh.id}&modeId=${zh.modeId}`);
  await expect(page.getByText(zh.productName).first()).toBeVisible();

  await chooseLanguage(page, 'zh', 'en');

  await expect(page).toHaveURL(new RegExp(`#/goodsDeil\\?id=${en.id}&modeId=${en.modeId}$`));
  await expect(page.getByText(en.productName).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Product details \| /);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('productId'),
      localStorage.getItem('routerId'),
    ]),
  ).toEqual(['1001_en', 'p11_en']);

  await chooseLanguage(page, 'en', 'zh');

  await expect(page).toHaveURL(new RegExp(`#/goodsDeil\\?id=${zh.id}&modeId=${zh.modeId}$`));
  await expect(page.getByText(zh.productName).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('productId'))).toBe('1001');
});

test('switching language on a content page rewrites its menu id', async ({ page }) => {
  await page.goto('#/produceSeries?routerId=p11');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.waitForLoadState('networkidle');

  await chooseLanguage(page, 'zh', 'en');

  await expect(page).toHaveURL(/#\/produceSeries\?routerId=p11_en$/);
  await expect(page).toHaveTitle(/^Products \| /);
});

test('the language survives a reload and follows the server list', async ({ page }) => {
  await page.goto('#/homePage');
  await chooseLanguage(page, 'zh', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Home \| /);
});
