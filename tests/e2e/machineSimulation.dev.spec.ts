import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The simulation panel of the machine page. */
const panel = (page: Page) => page.getByRole('region', { name: '模拟' });

async function expectLeaf(page: Page, stateId: string) {
  await expect(panel(page).getByTestId('simulation-states')).toHaveText(stateId);
}

/** Presses an event's button, with the sample chosen first when one is given. */
async function send(page: Page, type: string, sample?: string) {
  if (sample !== undefined)
    await panel(page)
      .getByRole('combobox', { name: `${type} 的样例` })
      .selectOption(sample);
  await panel(page).getByRole('button', { name: type, exact: true }).click();
}

/** Resolves a running actor with the sample of its results given by index. */
async function resolve(page: Page, actor: string, sample = '0') {
  const row = panel(page).getByRole('group', { name: actor, exact: true });
  await row.getByRole('combobox', { name: `${actor} 的结果` }).selectOption(sample);
  await row.getByRole('button', { name: '返回结果' }).click();
}

async function advance(page: Page) {
  await panel(page).getByRole('button', { name: '前进到下一个定时器' }).click();
}

test.describe('machine simulation (development only)', () => {
  test('walks checkout from the sample cart to paid with the inspector buttons, and the address replays it', async ({
    page,
  }) => {
    // The dev server compiles the inspector's modules (ELK included) on first request.
    test.setTimeout(120_000);
    await page.goto('#/__machines/checkout');
    await panel(page).getByRole('button', { name: '开始模拟' }).click({ timeout: 60_000 });
    await expectLeaf(page, 'checkout.cart.idle');

    // The sample cart holds an unlisted item and a sold-out one: both go before the order.
    await send(page, 'REMOVE_ITEM', '0');
    await expectLeaf(page, 'checkout.cart.removing');
    await resolve(page, 'removeCartItem');
    await send(page, 'REMOVE_ITEM', '1');
    await resolve(page, 'removeCartItem');
    await expectLeaf(page, 'checkout.cart.idle');
    await send(page, 'PLACE_ORDER');
    await expectLeaf(page, 'checkout.address.loading');
    // A refused event is a disabled button with its reason in words.
    const pay = panel(page).getByRole('button', { name: 'PAY', exact: true });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription('当前状态中没有 PAY 的转换。');
    await resolve(page, 'loadAddresses', '1');
    await expectLeaf(page, 'checkout.address.choosing');
    await send(page, 'CHOOSE_ADDRESS');
    await send(page, 'PAY');
    await expectLeaf(page, 'checkout.payment.choosingMethod');

    await send(page, 'CHOOSE_METHOD', '0');
    await expectLeaf(page, 'checkout.payment.savingOrder');
    await resolve(page, 'saveOrder');
    await resolve(page, 'createWalletPayment');
    await expectLeaf(page, 'checkout.payment.walletQr');
    // The payment polling runs as a child machine: a check every second on the simulated clock.
    const timers = panel(page).getByTestId('simulation-timers');
    await expect(timers).toHaveText(
      'paymentPolling.waiting 的 checkInterval：1000 毫秒，于 1000 毫秒到期',
    );
    for (const check of [1, 2]) {
      await advance(page);
      await expect(panel(page)).toContainText(`模拟时间：${check * 1000} 毫秒`);
      await resolve(page, 'polling/checkPayment', '1');
    }
    await advance(page);
    await resolve(page, 'polling/checkPayment', '0');
    await expectLeaf(page, 'checkout.paid');
    await expect(panel(page)).toContainText('状态：已结束');
    await expect(panel(page).getByTestId('simulation-log')).toContainText(
      '（效果：showPaymentSuccess）',
    );
    const diagram = page.getByTestId('diagram');
    await expect(diagram.locator('[data-active="leaf"]')).toHaveAttribute(
      'data-state',
      'checkout.paid',
      // ELK lays the diagram out in a worker: a reload waits for it again.
      { timeout: 30_000 },
    );

    // The address is the run: opened again, it replays to the same place.
    expect(new URL(page.url()).hash).toMatch(/[?&]sim=[\w-]+/);
    await page.reload();
    await expectLeaf(page, 'checkout.paid');
    await expect(panel(page)).toContainText('模拟时间：3000 毫秒');
    await expect(diagram.locator('[data-active="leaf"]')).toHaveAttribute(
      'data-state',
      'checkout.paid',
      // ELK lays the diagram out in a worker: a reload waits for it again.
      { timeout: 30_000 },
    );

    // Stepping back undoes the last answer only.
    await panel(page).getByRole('button', { name: '后退一步' }).click();
    await expectLeaf(page, 'checkout.payment.walletQr');
    await expect(
      panel(page).getByRole('group', { name: 'polling/checkPayment', exact: true }),
    ).toBeVisible();
  });

  test('walks a logged-in session from live.idle through a failed user check to sessionExpired', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('#/__machines/session');
    // The second input sample is a stored session: logged in.
    await panel(page)
      .getByRole('combobox', { name: '起始输入' })
      .selectOption('1', { timeout: 60_000 });
    await panel(page).getByRole('button', { name: '开始模拟' }).click();
    await expectLeaf(page, 'session.live.idle');
    await send(page, 'ROUTE_CHANGED', '1');
    await expectLeaf(page, 'session.live.checkingUser');
    // The user check answers code 2: the login has expired.
    await resolve(page, 'getUserInfo', '0');
    await expectLeaf(page, 'session.live.sessionExpired');
    await expect(panel(page).getByTestId('simulation-log')).toContainText(
      '（效果：clearStoredSession, reloadView）',
    );
    await expect(page.getByTestId('diagram').locator('[data-active="leaf"]')).toHaveAttribute(
      'data-state',
      'session.live.sessionExpired',
      { timeout: 30_000 },
    );
  });
});
