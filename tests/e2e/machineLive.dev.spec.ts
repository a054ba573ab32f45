/**
 * The live view (#/__machines/live, docs/decisions.md "Live view of the running machines"): one
 * tab watches while another tab of the same browser uses the customer screens. It lists that
 * tab's machines with their active states and event logs as they change, keeps a machine whose
 * screen was left as stopped, and leaves its own tab's machines out; the login session, which the
 * app starts with `createActor` outside React, is listed too. Passwords and tokens never show.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startAsDemo } from './loginSupport';

/** An actor entry in the live view's list, by the machine it runs. */
const listed = (live: Page, machineId: string) => live.locator(`li[data-actor="${machineId}"]`);

async function openLiveView(live: Page) {
  await live.goto('#/__machines/live');
  await expect(live.getByRole('heading', { level: 1, name: '运行中的状态机' })).toBeVisible();
  await expect(live).toHaveTitle('运行中的状态机 | 瑞驰物联');
}

async function openLogin(customer: Page) {
  await customer.goto('#/loginn');
  await expect(customer.getByLabel('用户名')).toBeVisible();
}

test.describe('live view of the running machines (development only)', () => {
  // The dev server compiles each screen's modules on first request, for a fresh browser context
  // in every test: two screens and the live view took 7–23 s a test on the shared 2-core machine.
  test.setTimeout(90_000);

  test("follows another tab's screen machines as it is used and left", async ({
    page: live,
    context,
  }) => {
    await openLiveView(live);
    await expect(live.getByText('应用没有打开其他标签页。')).toBeVisible();
    const customer = await context.newPage();
    await openLogin(customer);

    const login = listed(live, 'login');
    await expect(login).toHaveCount(1, { timeout: 20_000 });
    await expect(login).toHaveAttribute('data-status', 'running');
    await expect(login.getByTestId('leaf-states').first()).toHaveText('editing');
    // One tab is listed: the customer's, on the login page; the live view's own machines are not.
    await expect(live.locator('section[data-tab]')).toHaveCount(1);
    await expect(live.locator('section[data-tab] h2')).toContainText('#/loginn');

    await customer.getByLabel('用户名').fill('demo');
    await customer.getByRole('button', { name: '微信扫码登录' }).click();
    await expect(login.getByTestId('leaf-states').first()).toHaveText('qrCode');

    await login.getByRole('button').first().click();
    const details = live.getByTestId('actor-details');
    await expect(details.getByTestId('active-states')).toHaveText('qrCode');
    const log = details.getByTestId('event-log');
    await expect(log.locator('li').first()).toContainText('SWITCH_MODE');
    await expect(log).toContainText('CHANGE_USERNAME');
    await expect(log).toContainText('{"value":"demo"}');
    await expect(details.getByTestId('actor-context')).toContainText('"username": "demo"');

    // The customer leaves the login page for the shop's home, with its recommended products.
    await customer.evaluate(() => (window.location.hash = '#/storePage'));
    await expect(login).toHaveAttribute('data-status', 'stopped');
    await expect(details.getByRole('heading', { level: 2 })).toContainText('已停止');
    await expect(details.getByTestId('active-states')).toHaveText('qrCode');
    const carousel = listed(live, 'recommendedCarousel');
    await expect(carousel).toHaveAttribute('data-status', 'running', { timeout: 20_000 });
    await expect(live.locator('section[data-tab] h2')).toContainText('#/storePage');

    await live.getByRole('button', { name: '清除已结束的 actor' }).click();
    await expect(login).toHaveCount(0);
    await expect(carousel).toHaveAttribute('data-status', 'running');

    await customer.close();
    await expect(live.locator('section[data-tab] h2')).toContainText('已关闭');
    await expect(carousel).toHaveAttribute('data-status', 'gone');
  });

  test('shows a live view opened later, from the dev toolbar, what the tab is already doing', async ({
    page: customer,
    context,
  }) => {
    await openLogin(customer);
    await customer.getByLabel('用户名').fill('demo');
    await customer.getByLabel('密码', { exact: true }).fill('Demo@2024');
    await customer.getByRole('button', { name: /^开发工具/ }).click();
    const opened = context.waitForEvent('page');
    await customer.getByRole('link', { name: '运行中的状态机' }).click();
    const live = await opened;
    await expect(live.getByRole('heading', { level: 1, name: '运行中的状态机' })).toBeVisible();

    const login = listed(live, 'login');
    await expect(login).toHaveAttribute('data-status', 'running', { timeout: 20_000 });
    await expect(login.getByTestId('leaf-states').first()).toHaveText('editing');
    await login.getByRole('button').first().click();
    const details = live.getByTestId('actor-details');
    await expect(details.getByTestId('event-log')).toContainText('{"value":"demo"}');
    await expect(details.getByTestId('actor-context')).toContainText('"username": "demo"');
    // The password as typed reaches no other tab.
    await expect(details.getByTestId('event-log')).toContainText(
      'CHANGE_PASSWORD {"value":"[hidden]"}',
    );
    await expect(details.getByTestId('actor-context')).toContainText('"password": "[hidden]"');
    await expect(live.locator('body')).not.toContainText('Demo@2024');
  });

  test('lists the login session, which the app starts outside React, without its token', async ({
    page: customer,
    context,
    request,
  }) => {
    await startAsDemo(customer, request);
    await customer.goto('#/homePage');
    const live = await context.newPage();
    await openLiveView(live);

    const session = listed(live, 'session');
    await expect(session).toHaveAttribute('data-status', 'running', { timeout: 20_000 });
    await session.getByRole('button').first().click();
    const shown = live.getByTestId('actor-context');
    await expect(shown).toContainText('"username": "demo"');
    await expect(shown).toContainText('"token": "[hidden]"');
  });
});
