/**
 * The mock's control page at /__mock/ (README "Recipes"): the four everyday tasks done through
 * it, next to the app, as a developer would: register with the outbox's code, make a payment
 * fail and decline it before paying, play the merchant up to the invoice's PDF, and expire a
 * session. Scenarios are set for one customer, so parallel tests never meet them.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newUser } from './accountSupport';
import { startLoggedIn } from './loginSupport';
import { catalogueProduct, customerReadyToPay, newCustomer, shopOf } from './shopSupport';

// A desktop wide enough for the header's account area (the menu collapses at 1320 px).
test.use({ viewport: { width: 1440, height: 900 } });

const BENCH = '__mock/';

async function openBench(page: Page) {
  await page.goto(BENCH);
  await expect(page.getByRole('heading', { level: 1, name: '模拟后端控制台' })).toBeVisible();
  return page;
}

const customerOf = (bench: Page, username: string) =>
  bench.getByRole('article', { name: username, exact: true });

test('the control page shows the scenario defaults, speaks both languages and passes axe', async ({
  page,
}) => {
  await openBench(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByLabel('次数')).toHaveValue('1');
  await expect(page.getByLabel('延迟（毫秒）')).toHaveValue('1000');
  await expect(page.getByText('留空：下一个任意接口调用使用它。')).toBeVisible();
  await expect(customerOf(page, 'demo (演示用户)')).toBeVisible();
  const data = page.getByRole('region', { name: '数据' });
  await expect(data.getByRole('link', { name: 'companyAgents' })).toHaveAttribute(
    'href',
    '/__mock/data/companyAgents',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mock backend workbench' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Latency (ms)')).toHaveValue('1000');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a scenario set on the page answers the next call, is logged with its uses left, and is cleared', async ({
  page,
  request,
}) => {
  await openBench(page);
  const probe = `/f/eshopping/workbenchProbe${Date.now()}`;
  await page.getByLabel('类型').selectOption('code10000');
  await page.getByLabel('路径片段').fill(probe);
  await page.getByLabel('次数').fill('2');
  await page.getByRole('button', { name: '设置场景' }).click();
  await expect(page.getByRole('status')).toHaveText('完成');
  const active = page
    .getByRole('table', { name: '生效中的场景' })
    .getByRole('row', { name: new RegExp(probe) });
  await expect(active).toContainText('2');

  const answer = await request.get(probe.slice(1));
  expect(await answer.json()).toMatchObject({ code: 10000 });
  // The page refreshes by itself: the use is logged and one use is left.
  const log = page
    .getByRole('table', { name: '使用记录' })
    .getByRole('row', { name: new RegExp(probe) });
  await expect(log.first()).toContainText('1');
  await expect(active.getByRole('cell').nth(3)).toHaveText('1');

  await active.getByRole('button', { name: '清除 code10000' }).click();
  await expect(active).toHaveCount(0);
  expect(await (await request.get(probe.slice(1))).json()).not.toMatchObject({ code: 10000 });
});

test('recipe: register with the code from the outbox', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = newUser('wb');
  const bench = await openBench(await context.newPage());

  await page.goto('#/register');
  await page.getByLabel('手机号码').fill(user.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();

  // The outbox refreshes by itself; copy the code and paste it into the form.
  const sent = bench.getByRole('row', { name: new RegExp(user.phone) });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: /^复制/ }).click();
  await expect(bench.getByRole('status')).toContainText('已复制');
  const code = await bench.evaluate(() => navigator.clipboard.readText());
  expect(code).toMatch(/^\d{6}$/);
  await expect(sent.locator('code')).toHaveText(code);

  await page.getByLabel('验证码').fill(code);
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByLabel('确认密码', { exact: true }).fill(user.password);
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('注册成功，请登录')).toBeVisible();

  await bench.reload();
  await expect(customerOf(bench, user.username)).toContainText(user.phone);
});

test('recipe: a payment fails, is declined on the wallet, then goes through', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(45_000);
  const { customer, shop } = await customerReadyToPay(page, request, '1062');
  const bench = await openBench(await context.newPage());

  // The next WXPAY of this customer answers code 10000.
  await bench.getByLabel('类型').selectOption('code10000');
  await bench.getByLabel('路径片段').fill('/WXPAY');
  await bench.getByLabel('客户（用户名）').fill(customer.username);
  await bench.getByRole('button', { name: '设置场景' }).click();
  await expect(bench.getByRole('row', { name: new RegExp(customer.username) })).toBeVisible();

  await page.goto('#/cartView');
  await page.getByRole('button', { name: '下单' }).click();
  const addresses = page.getByRole('dialog', { name: '收货地址' });
  await addresses.getByRole('button', { name: '支付' }).click();
  const payment = page.getByRole('dialog', { name: '支付' });
  await payment.getByRole('button', { name: /微信支付/ }).click();
  await expect(page.getByText('操作失败（模拟）')).toBeVisible();
  await expect(
    bench.getByRole('table', { name: '使用记录' }).getByRole('row', { name: /WXPAY/ }),
  ).not.toHaveCount(0);
  await expect(bench.getByRole('row', { name: new RegExp(customer.username) })).toHaveCount(0);

  // Again: the QR; the wallet declines, the order stays unpaid and the app keeps waiting. The
  // button ignores a second press for 2 s (spec §7), so it is pressed until it takes one.
  await expect(async () => {
    await payment.getByRole('button', { name: /微信支付/ }).click({ timeout: 1_000 });
    await expect(payment.getByRole('img', { name: '微信支付二维码' })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  const walletLink = payment.getByRole('link', { name: '无法扫码？打开微信支付页面' });
  const [wallet] = await Promise.all([context.waitForEvent('page'), walletLink.click()]);
  await wallet.getByRole('button', { name: '拒绝支付 · Decline' }).click();
  await expect(
    wallet.getByRole('heading', { name: '支付已拒绝 · Payment declined' }),
  ).toBeVisible();
  await page.waitForRequest(/wxcheck/);
  await page.waitForRequest(/wxcheck/);
  await expect(page).toHaveURL(/#\/cartView/);
  expect((await shop.orders(9)).length).toBe(1);
  await wallet.close();

  // A new payment from the cart: the wallet confirms, the app shows the success page.
  await payment.getByRole('button', { name: '关闭' }).click();
  await expect(payment).toBeHidden();
  await page.getByRole('button', { name: '下单' }).click();
  await addresses.getByRole('button', { name: '支付' }).click();
  await payment.getByRole('button', { name: /微信支付/ }).click();
  const [paying] = await Promise.all([
    context.waitForEvent('page'),
    payment.getByRole('link', { name: '无法扫码？打开微信支付页面' }).click(),
  ]);
  await paying.getByRole('button', { name: '确认支付 · Confirm payment' }).click();
  await expect(
    paying.getByRole('heading', { name: '支付成功 · Payment successful' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/payView$/, { timeout: 5_000 });
});

test('recipe: ship, complete, issue the invoice and download its PDF from the page', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const shop = shopOf(request, customer);
  const meter = await catalogueProduct(request, '1027');
  const orderId = await shop.placeOrder(meter);
  await shop.payByWallet(orderId, meter);
  await openBench(page);
  const order = () =>
    customerOf(page, customer.username).getByRole('row', { name: new RegExp(orderId) });
  await expect(order()).toContainText('0 待发货');

  await order()
    .getByRole('textbox', { name: `物流单号 ${orderId}` })
    .fill('SF1234567890');
  await order()
    .getByRole('textbox', { name: `物流公司 ${orderId}` })
    .fill('顺丰速运');
  await order().getByRole('button', { name: '发货' }).click();
  await expect(order()).toContainText('1 已发货');
  await order().getByRole('button', { name: '确认收货' }).click();
  await expect(order()).toContainText('2 已完成');
  expect((await shop.orders(2)).map((each) => each.orderid)).toContain(orderId);

  // The customer asks for the invoice (the precondition the page states), then the merchant issues it.
  const asked = await request.post('f/eshopping/customReceipt/createReceipt', {
    params: { eshoppingtoken: customer.token },
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      orderId,
      receiptType: 0,
      receiptHeader: '杭州某某科技有限公司',
      taxIdNumber: '91330106MA2H1X2Y3Z',
    },
  });
  expect(((await asked.json()) as { code: number }).code).toBe(1);
  await page.reload();
  await expect(order()).toContainText('已申请');
  await order().getByRole('button', { name: '开具发票' }).click();
  await expect(order()).toContainText('已开具');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    order().getByRole('link', { name: '下载 PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(orderId);
});

test('recipe: expire a session from the page and see the app ask to log in again', async ({
  page,
  context,
  request,
}) => {
  const customer = await newCustomer(request);
  await startLoggedIn(page, customer);
  await page.goto('#/homePage');
  const bench = await openBench(await context.newPage());
  const card = customerOf(bench, customer.username);
  await expect(card).toContainText('有效会话 1');

  await card.getByRole('button', { name: '立即让会话过期' }).click();
  await expect(customerOf(bench, customer.username)).toContainText('有效会话 0');

  await page.bringToFront();
  await page.evaluate(() => (location.hash = '#/news'));
  await expect(page.getByRole('alertdialog')).toContainText('登录已过期，请先登录', {
    timeout: 10_000,
  });
});
