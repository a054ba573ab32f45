/**
 * The second shop home, /secstorePage (shop-and-shell §2.1: its own header, the shared one
 * hidden), in the built app against the mock: a visitor browses it by industry, opens a
 * category and a product, logs in from its header and comes back to it, then reads it in English.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { newCustomer, PASSWORD } from './shopSupport';

const SECOND_SHOP = 'f/eshopping/eshoppingTestOut';

/** A category of the second shop and the products it lists, as the mock serves them. */
async function industry(request: APIRequestContext, name: string) {
  const modes = await request.get(`${SECOND_SHOP}/ModeList`, { params: { language: 'zh' } });
  const mode = ((await modes.json()) as { data: { id: string; modeName: string }[] }).data.find(
    (candidate) => candidate.modeName === name,
  );
  if (!mode) throw new Error(`no second-shop category ${name}`);
  const products = await request.get(`${SECOND_SHOP}/ProductList`, {
    params: { modeid: mode.id },
  });
  const { data } = (await products.json()) as { data: { productName: string }[] };
  return data.map((product) => product.productName);
}

// A desktop wide enough for the full header (the menu collapses at 1320 px or less).
test.use({ viewport: { width: 1440, height: 900 } });

test('a visitor browses the industry shop, opens a product, logs in from its header and reads it in English', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const smartCity = await industry(request, '智慧城市');
  expect(smartCity.length).toBeGreaterThan(0);

  await page.goto('#/secstorePage');
  await expect(page.getByRole('heading', { name: '按行业选购', level: 1 })).toBeVisible();
  // Its own header: the industries and the way back to the main shop; not the site's menu.
  const industries = page.getByRole('navigation', { name: '行业' });
  await expect(industries.getByRole('link')).toHaveText([
    '智慧水务',
    '智能电网',
    '车联网',
    '工业自动化',
  ]);
  await expect(page.getByRole('link', { name: '商城首页' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);

  // An industry of the header scrolls to its row, and the address stays the shop's.
  await industries.getByRole('link', { name: '工业自动化' }).click();
  await expect(page.getByRole('region', { name: '工业自动化' })).toBeInViewport();
  await expect(page).toHaveURL(/#\/secstorePage$/);

  // Resting on an industry (500 ms, spec §9) shows its first products; the panel is not cut off
  // by the scrolling list of industries, so its links take the click.
  const water = await industry(request, '智慧水务');
  await industries.getByRole('link', { name: '智慧水务' }).hover();
  const firstWater = industries.getByRole('link', { name: water[0] });
  await firstWater.click();
  await expect(page.getByRole('heading', { name: water[0], level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: '按行业选购', level: 1 })).toBeVisible();

  // A category of the strip lists its products; one opens the product page.
  await page.getByRole('button', { name: '智慧城市', exact: true }).click();
  const results = page.getByRole('dialog', { name: '智慧城市' });
  const rows = results.getByRole('list', { name: '找到的商品' }).getByRole('listitem');
  await expect(rows).toHaveCount(smartCity.length);
  const chosen = smartCity[0]!;
  await results.getByText(chosen, { exact: true }).click();
  await expect(page.getByRole('heading', { name: chosen, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: '按行业选购', level: 1 })).toBeVisible();

  // Logging in from the shop's header comes back to it, with the cart in the header.
  await page.getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/loginn\?redirect=(%2F|\/)secstorePage$/);
  await page.getByRole('textbox', { name: '用户名' }).fill(customer.username);
  await page.getByRole('textbox', { name: '密码' }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/secstorePage$/);
  const cart = page.getByRole('link', { name: `购物车 · ${customer.nickname}` });
  await expect(cart).toBeVisible();

  // In English, the shop and its categories follow.
  await page.getByRole('button', { name: /^语言/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Products by industry', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Industries' }).getByRole('link')).toHaveText([
    'Smart Water',
    'Smart Grid',
    'Connected Vehicles',
    'Industrial Automation',
  ]);
  await page.getByRole('link', { name: `Cart · ${customer.nickname}` }).click();
  await expect(page).toHaveURL(/#\/cartView$/);
  await expect(page.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
});
