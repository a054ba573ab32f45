/**
 * The machine inspector's index and machine pages in the development server (docs/decisions.md,
 * "Machine inspector"): every machine listed by group with its summary and where it runs, a filter,
 * a page per machine with its links, its diagram and its states and guards in words; an unknown
 * machine says so. In Chinese (the default) and after switching to English.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { machineCatalog } from '../../machines/catalog';

// The wide header, where the language dropdown sits (at 1320 px or less it is in the drawer).
test.use({ viewport: { width: 1440, height: 900 } });

const entries = (page: Page) => page.locator('li[data-machine]');
const filterBox = (page: Page, name: string) => page.getByRole('searchbox', { name });

async function switchToEnglish(page: Page) {
  await page.getByRole('button', { name: /^语言/ }).first().click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test.describe('machine inspector (development only)', () => {
  test('the index lists every machine by group, filters as one types, and opens a page', async ({
    page,
  }) => {
    // The dev server compiles the inspector's modules on their first request.
    test.setTimeout(90_000);
    await page.goto('#/__machines');
    await expect(page.getByRole('heading', { level: 1, name: '状态机' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page).toHaveTitle(/^状态机 \| /);
    await expect(entries(page)).toHaveCount(machineCatalog.length);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      '账户',
      '商城与订单',
      '内容',
      '外壳',
    ]);
    // No diagram on the index.
    await expect(page.getByTestId('diagram')).toHaveCount(0);

    const checkout = page.locator('li[data-machine="checkout"]');
    await expect(checkout).toContainText('从购物车、立即购买或未付款订单结账');
    await expect(checkout.getByRole('link', { name: '/cartView' })).toHaveAttribute(
      'href',
      '/#/cartView',
    );
    await expect(checkout).toContainText('Checkout.tsx');
    const shopGroup = page.getByRole('region', { name: '商城与订单' });
    await expect(shopGroup.locator('li[data-machine="checkout"]')).toBeVisible();
    await expect(
      page.getByRole('region', { name: '外壳' }).locator('li[data-machine="toast"]'),
    ).toContainText('每个页面');

    // By route: the machines of /userDetail, and only them.
    await filterBox(page, '筛选').fill('/userdetail');
    await expect(entries(page)).toHaveCount(5);
    await expect(page.locator('li[data-machine="profileEdit"]')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      '账户',
      '商城与订单',
    ]);
    // By words of the summary, in the language shown.
    await filterBox(page, '筛选').fill('轮播');
    await expect(entries(page)).toHaveCount(2);
    await expect(page.locator('li[data-machine="bannerCarousel"]')).toBeVisible();
    await expect(page.locator('li[data-machine="recommendedCarousel"]')).toBeVisible();
    // Nothing found says so.
    await filterBox(page, '筛选').fill('no such flow');
    await expect(entries(page)).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: '没有与“no such flow”匹配的状态机。' }),
    ).toBeVisible();
    // By id, then to its page.
    await filterBox(page, '筛选').fill('orderAfter');
    await expect(entries(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'orderAfterSales' }).click();
    await expect(page).toHaveURL(/#\/__machines\/orderAfterSales$/);
    await expect(page.getByRole('heading', { level: 1, name: 'orderAfterSales' })).toBeVisible();
    await expect(page).toHaveTitle(/^状态机详情 \| /);
  });

  test('a machine page links to where it runs and its files, draws it and says its words', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('#/__machines/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'checkout' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      page.getByText('从购物车、立即购买或未付款订单结账', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '商城与订单' })).toBeVisible();

    const files = {
      'src/features/cart/Checkout.tsx': 'export function Checkout(',
      'src/features/cart/useCheckoutMachine.ts': 'export function useCheckoutMachine(',
      'machines/checkoutMachine.ts': 'export const checkoutMachine = checkoutSetup.createMachine({',
      'docs/machines/checkout.md': '# checkout',
      'tests/model/checkoutMachine.model.test.ts': 'describeModel(',
      'tests/component/orders/checkoutScreens.model.test.tsx':
        "from '../../../machines/checkoutMachine'",
    };
    for (const [path, text] of Object.entries(files)) {
      const link = page.getByRole('link', { name: path, exact: true });
      await expect(link).toHaveAttribute('href', `/__source/${path}`);
      // The development server serves the file as written, offline.
      const answer = await request.get(`__source/${path}`);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(await answer.text(), path).toContain(text);
    }

    // The route is a link into the app.
    await expect(page.getByRole('link', { name: '/cartView' })).toHaveAttribute(
      'href',
      '/#/cartView',
    );
    // The diagram, drawn from the definition.
    await expect(
      page.getByTestId('diagram').locator('[data-state="checkout.payment.walletQr"]'),
    ).toBeVisible({ timeout: 60_000 });
    // States and guards in words, from the machine's own definition.
    const states = page.getByTestId('state-descriptions');
    await expect(states.getByRole('term').filter({ hasText: /^payment\.walletQr$/ })).toBeVisible();
    // Written in English in the definition, and marked so on the Chinese page.
    await expect(
      states.getByRole('definition').filter({
        hasText: 'The QR code is shown while the payment polling checks for the payment.',
      }),
    ).toHaveAttribute('lang', 'en');
    const guards = page.getByTestId('guard-descriptions');
    await expect(guards.getByRole('term')).toHaveCount(13);
    await expect(guards).toContainText(
      'A saved address is chosen; else paying says that an address is needed.',
    );
    await expect(guards.getByText('暂无说明')).toHaveCount(0);

    // A machine whose guards are not described yet says so.
    await page.goto('#/__machines/megaMenu');
    await expect(page.getByRole('heading', { level: 1, name: 'megaMenu' })).toBeVisible();
    await expect(
      page.getByTestId('guard-descriptions').getByText('暂无说明').first(),
    ).toBeVisible();
  });

  test('an unknown machine says so and leads back to the index', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('#/__machines/noSuchFlow');
    await expect(page.getByRole('heading', { level: 1, name: '状态机不存在' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('产品中没有名为“noSuchFlow”的状态机。')).toBeVisible();
    await page.getByRole('link', { name: '全部状态机' }).click();
    await expect(page).toHaveURL(/#\/__machines$/);
    await expect(entries(page)).toHaveCount(machineCatalog.length);
  });

  test('in English after the language switch', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('#/__machines');
    await expect(page.getByRole('heading', { level: 1, name: '状态机' })).toBeVisible({
      timeout: 60_000,
    });
    await switchToEnglish(page);
    await expect(page.getByRole('heading', { level: 1, name: 'State machines' })).toBeVisible();
    await expect(page).toHaveTitle(/^State machines \| /);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Account',
      'Shop and orders',
      'Content',
      'Shell',
    ]);
    await expect(page.locator('li[data-machine="session"]')).toContainText(
      'Login session: checks the user on route changes',
    );
    // The filter reads the summaries in the language shown.
    await filterBox(page, 'Filter').fill('carousel');
    await expect(entries(page)).toHaveCount(2);
    await filterBox(page, 'Filter').fill('轮播');
    await expect(page.getByRole('status')).toHaveText('No machine matches “轮播”.');

    await page.goto('#/__machines/session');
    await expect(page.getByRole('heading', { level: 1, name: 'session' })).toBeVisible();
    await expect(page).toHaveTitle(/^State machine \| /);
    await expect(page.getByRole('definition').filter({ hasText: /^Account$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^every page$/ })).toBeVisible();
    await expect(page.getByTestId('state-descriptions')).toContainText(
      'The expired-login prompt is open; the stored session is gone.',
    );
  });
});
