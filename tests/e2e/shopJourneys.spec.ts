/**
 * A new customer's purchases in the built app against the mock (spec §2.6–2.10,
 * §4, §5): browse and search the shop, fill the cart, order with a new address,
 * pay by WeChat QR (confirmed on the mock wallet in a second tab) or on the
 * Alipay page, and follow the order through shipping, exchange and invoicing.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expireOnServer, startLoggedIn } from './loginSupport';
import {
  catalogueProduct,
  customerReadyToPay,
  merchant,
  newCustomer,
  PASSWORD,
  shopOf,
} from './shopSupport';

/** The order number the cart shows ("订单号：…", "Order No. …"). */
async function shownOrderId(page: Page, locale: 'zh' | 'en' = 'zh'): Promise<string> {
  const label = await page
    .getByText(locale === 'zh' ? /订单号：\d{18}/ : /Order No\. \d{18}/)
    .textContent();
  const id = /\d{18}/.exec(label ?? '')?.[0];
  if (!id) throw new Error(`no order number in "${label}"`);
  return id;
}

/** Adds the open product to the cart, then either stays in the shop or goes to the cart. */
async function addShownProduct(page: Page, then: '继续购物' | '去购物车') {
  await page.getByRole('button', { name: '加入购物车' }).click();
  const added = page.getByRole('alertdialog', { name: '已加入购物车' });
  await expect(added).toContainText('商品已加入您的购物车。');
  await added.getByRole('button', { name: then }).click();
  await expect(added).toBeHidden();
  // Staying in the shop, the focus is back where the customer left it.
  if (then === '继续购物')
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeFocused();
}

// A desktop wide enough for the full header (the menu collapses at 1320 px or less).
test.use({ viewport: { width: 1440, height: 900 } });

test('a new customer finds two products, orders with a new address and pays by WeChat QR', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(60_000);
  const customer = await newCustomer(request);
  const antenna = await catalogueProduct(request, '1032');
  const dtu = await catalogueProduct(request, '1010');

  await page.goto('#/loginn');
  await page.getByRole('textbox', { name: '用户名' }).fill(customer.username);
  await page.getByRole('textbox', { name: '密码' }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/homePage/);
  await expect(page.getByRole('banner')).toContainText(customer.nickname);

  await page.getByRole('contentinfo').getByRole('link', { name: '在线商城' }).click();
  await expect(page.getByRole('heading', { name: '商城', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '蜂窝通信模组' })).toBeVisible();

  // Search: the typed keyword, a results dialog, a row opens the product.
  await page.getByRole('searchbox', { name: '搜索商品' }).fill('吸盘天线');
  await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
  const results = page.getByRole('dialog', { name: '“吸盘天线”的搜索结果' });
  await results.getByText(antenna.productName).click();
  await expect(page.getByRole('heading', { name: antenna.productName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '增加数量' }).click();
  await expect(page.getByRole('spinbutton', { name: '数量' })).toHaveValue('2');
  await addShownProduct(page, '继续购物');

  // Back to the shop and into a product row.
  await page
    .getByRole('navigation', { name: '当前位置' })
    .getByRole('link', { name: '商城' })
    .click();
  await page
    .getByRole('region', { name: '4G DTU 数传终端' })
    .getByRole('link', { name: new RegExp(dtu.productName) })
    .click();
  await expect(page.getByRole('heading', { name: dtu.productName, level: 1 })).toBeVisible();
  await addShownProduct(page, '去购物车');

  // The cart: both products, the total with two decimals, then the order.
  await expect(page.getByRole('heading', { name: '购物车' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(dtu.productName);
  await expect(rows.nth(2)).toContainText(antenna.productName);
  const total = ((antenna.productPrice * 100 * 2 + dtu.productPrice * 100) / 100).toFixed(2);
  await expect(page.getByText(`合计：¥${total}`)).toBeVisible();
  const orderId = await shownOrderId(page);

  await page.getByRole('button', { name: '下单' }).click();
  const addresses = page.getByRole('dialog', { name: '收货地址' });
  await expect(addresses).toContainText('您还没有保存的收货地址。');
  await addresses.getByRole('button', { name: '添加地址' }).click();

  const form = page.getByRole('dialog', { name: '添加收货地址' });
  await form.getByRole('combobox', { name: '省份' }).selectOption('浙江省');
  await form.getByRole('combobox', { name: '城市' }).selectOption('杭州市');
  await form.getByRole('combobox', { name: '区/县' }).selectOption('西湖区');
  await form.getByRole('textbox', { name: '详细地址' }).fill('文三路 90 号 5 楼');
  await form.getByRole('textbox', { name: '联系电话' }).fill(customer.phone);
  await form.getByRole('textbox', { name: '收货人' }).fill('王芳');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(addresses.getByRole('radio', { name: /王芳/ })).toBeChecked();
  await expect(addresses).toContainText('浙江省 杭州市 西湖区 文三路 90 号 5 楼');

  await addresses.getByRole('button', { name: '支付' }).click();
  const payment = page.getByRole('dialog', { name: '支付' });
  await expect(payment).toContainText(`应付金额：¥${total}`);
  await payment.getByRole('button', { name: /微信支付/ }).click();
  const qr = payment.getByRole('img', { name: '微信支付二维码' });
  await expect(qr).toBeVisible();
  // The pressed method left the dialog; the QR's instruction has the focus, not the page.
  await expect(payment.getByText('请使用微信扫描二维码完成支付。')).toBeFocused();
  expect(await qr.evaluate((image: HTMLImageElement) => image.width)).toBe(150);
  await expect(payment).toContainText(/正在等待支付。剩余时间：[45]:\d\d/);
  await expect(payment.getByRole('progressbar', { name: '剩余支付时间' })).toBeVisible();

  // The wallet the QR opens, in a second tab: the amount, then confirm.
  const walletLink = payment.getByRole('link', { name: '无法扫码？打开微信支付页面' });
  const [wallet] = await Promise.all([context.waitForEvent('page'), walletLink.click()]);
  await expect(wallet.getByRole('heading', { name: '模拟钱包 · Mock wallet' })).toBeVisible();
  await expect(wallet.getByText(`¥${total}`)).toBeVisible();
  await expect(wallet.getByText(orderId)).toBeVisible();
  await wallet.getByRole('button', { name: '确认支付 · Confirm payment' }).click();
  await expect(
    wallet.getByRole('heading', { name: '支付成功 · Payment successful' }),
  ).toBeVisible();
  await wallet.close();

  // The app notices within a check or two, shows the success page, then the orders.
  await expect(page).toHaveURL(/#\/payView$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: '支付完成' })).toBeVisible();
  await expect(page.getByText(/\d+ 秒后跳转到我的订单。/)).toBeVisible();
  await expect(page).toHaveURL(/#\/buyTab/, { timeout: 12_000 });
  await expect(page.getByRole('tab', { name: '待发货' })).toHaveAttribute('aria-selected', 'true');
  const ordered = page.getByRole('row', { name: new RegExp(orderId) });
  await expect(ordered).toContainText(`¥${total}`);
  await expect(ordered).toContainText(antenna.productName);

  const shop = shopOf(request, customer);
  expect(await shop.cart()).toEqual([]);
});

test('buy now, pay on the Alipay page, then follow the shipment and ask for an exchange (English)', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const customer = await newCustomer(request);
  await shopOf(request, customer).addAddress();
  const kit = await catalogueProduct(request, '1040_en');
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await startLoggedIn(page, customer);

  await page.goto('#/storePage');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('Evaluation Kit');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('dialog', { name: 'Search results for “Evaluation Kit”' })
    .getByText(kit.productName)
    .click();
  await expect(page.getByRole('heading', { name: kit.productName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Buy now' }).click();

  await expect(page).toHaveURL(/#\/cartView\?type=nowCart/);
  await expect(page.getByRole('heading', { name: 'Buy now' })).toBeVisible();
  await page.getByRole('button', { name: `Increase the quantity of ${kit.productName}` }).click();
  const total = ((kit.productPrice * 100 * 2) / 100).toFixed(2);
  await expect(page.getByText(`Total: ¥${total}`)).toBeVisible();
  const orderId = await shownOrderId(page, 'en');

  await page.getByRole('button', { name: 'Place order' }).click();
  const addresses = page.getByRole('dialog', { name: 'Delivery address' });
  await expect(addresses.getByRole('radio', { name: /王芳/ })).toBeChecked();
  await addresses.getByRole('button', { name: 'Pay' }).click();
  await page
    .getByRole('dialog', { name: 'Payment' })
    .getByRole('button', { name: /Alipay/ })
    .click();

  // The provider's page (the mock gateway), then back to the shop's success page.
  await expect(
    page.getByRole('heading', { name: '模拟支付网关 · Mock payment gateway' }),
  ).toBeVisible();
  await expect(page.getByText(`¥${total}`)).toBeVisible();
  await page.getByRole('button', { name: '确认支付 · Confirm payment' }).click();
  await expect(page).toHaveURL(/#\/payView$/);
  await expect(page.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await page.getByRole('button', { name: 'View my orders now' }).click();
  await expect(page.getByRole('tab', { name: 'Awaiting shipment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('row', { name: new RegExp(orderId) })).toContainText(`¥${total}`);

  // The merchant ships it: the trail, then an exchange with the return shipment.
  await merchant.ship(request, orderId);
  await page.getByRole('tab', { name: 'Shipped' }).click();
  const operations = page.getByRole('group', { name: `Operations for order ${orderId}` });
  await operations.getByRole('button', { name: 'Logistics trail' }).click();
  const trail = page.getByRole('dialog', { name: 'Logistics trail' });
  await expect(trail).toContainText(/Tracking number: \w{6,}/);
  await expect(trail.getByRole('listitem').first()).toBeVisible();
  await trail.getByRole('button', { name: 'Close' }).click();
  await expect(trail).toBeHidden();

  await operations.getByRole('button', { name: 'Exchange' }).click();
  await expect(page).toHaveURL(/#\/buyTab\?status=4$/);
  const shipment = page.getByRole('dialog', { name: 'Return shipment' });
  await expect(shipment).toContainText(orderId);
  await shipment.getByRole('textbox', { name: 'Tracking number' }).fill('SF1234567890');
  await shipment.getByRole('textbox', { name: 'Logistics company' }).fill('SF Express');
  await shipment.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The return shipment has been recorded.')).toBeVisible();
  await expect(shipment).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Exchanges' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The Exchange button stayed in the other tab: the focus lands on this one.
  await expect(page.getByRole('tab', { name: 'Exchanges' })).toBeFocused();
  await expect(page.getByRole('row', { name: new RegExp(orderId) })).toBeVisible();
  const [order] = await shopOf(request, customer).orders(4);
  expect(order?.orderid).toBe(orderId);
});

test('a completed order gets an invoice: apply, edit, issued by the merchant, downloaded as PDF', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const shop = shopOf(request, customer);
  const meter = await catalogueProduct(request, '1027');
  const orderId = await shop.placeOrder(meter);
  await shop.payByWallet(orderId, meter);
  await merchant.ship(request, orderId);
  await merchant.complete(request, orderId);
  await startLoggedIn(page, customer);

  await page.goto('#/buyTab');
  await page.getByRole('tab', { name: '已完成' }).click();
  const operations = page.getByRole('group', { name: `订单 ${orderId} 的操作` });
  await operations.getByRole('button', { name: '申请发票' }).click();
  const apply = page.getByRole('dialog', { name: '申请发票' });
  await apply.getByRole('radio', { name: '普通发票' }).check();
  await apply.getByRole('textbox', { name: '发票抬头' }).fill('杭州某某科技有限公司');
  await apply.getByRole('textbox', { name: '纳税人识别号' }).fill('91330106MA2H1X2Y3Z');
  await apply.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('发票申请已保存。')).toBeVisible();
  await expect(apply).toBeHidden();

  await operations.getByRole('button', { name: '修改发票' }).click();
  const edit = page.getByRole('dialog', { name: '修改发票' });
  const title = edit.getByRole('textbox', { name: '发票抬头' });
  await expect(title).toHaveValue('杭州某某科技有限公司');
  await edit.getByRole('radio', { name: '增值税专用发票' }).check();
  await title.fill('杭州某某物联科技有限公司');
  await edit.getByRole('textbox', { name: '注册地址' }).fill('杭州市西湖区文三路 90 号');
  await edit.getByRole('textbox', { name: '注册电话' }).fill('0571-88886666');
  await edit.getByRole('textbox', { name: '开户银行' }).fill('招商银行杭州分行');
  await edit.getByRole('textbox', { name: '银行账号' }).fill('571900000000001');
  await edit.getByRole('button', { name: '提交' }).click();
  await expect(edit).toBeHidden();

  await merchant.issueInvoice(request, orderId);
  await page.reload();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    operations.getByRole('button', { name: '下载发票' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(orderId);
});

test('refunds an order not shipped and deletes an unpaid one after confirming', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const shop = shopOf(request, customer);
  const cable = await catalogueProduct(request, '1063');
  const paid = await shop.placeOrder(cable);
  await shop.payByWallet(paid, cable);
  const unpaid = await shop.placeOrder(cable);
  await startLoggedIn(page, customer);

  await page.goto('#/buyTab');
  await page
    .getByRole('group', { name: `订单 ${paid} 的操作` })
    .getByRole('button', { name: '退款' })
    .click();
  const refund = page.getByRole('alertdialog', { name: '申请退款？' });
  await expect(refund).toContainText(`将为订单 ${paid} 申请退款。`);
  await refund.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('退款申请已提交。')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(paid) })).toHaveCount(0);
  // Its Refund button left with the row: the focus is on the tab, not the top of the page.
  await expect(page.getByRole('tab', { name: '待发货' })).toBeFocused();
  await page.getByRole('tab', { name: '退款申请中' }).click();
  await expect(page.getByRole('row', { name: new RegExp(paid) })).toBeVisible();

  await page.getByRole('tab', { name: '待付款' }).click();
  await page
    .getByRole('group', { name: `订单 ${unpaid} 的操作` })
    .getByRole('button', { name: '删除' })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '删除该订单？' });
  await expect(confirm).toContainText(`订单 ${unpaid} 将被删除，且无法恢复。`);
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('row', { name: new RegExp(unpaid) })).toBeVisible();
  const remove = page
    .getByRole('group', { name: `订单 ${unpaid} 的操作` })
    .getByRole('button', { name: '删除' });
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('订单已删除。')).toBeVisible();
  await expect(page.getByText('暂无订单。')).toBeVisible();
  await expect(page.getByRole('tab', { name: '待付款' })).toBeFocused();
  expect(await shop.orders(9)).toEqual([]);
});

/** From the cart with one product and a saved address to the wallet QR. */
async function openWalletQr(page: Page) {
  await page.goto('#/cartView');
  await page.getByRole('button', { name: '下单' }).click();
  const addresses = page.getByRole('dialog', { name: '收货地址' });
  await expect(addresses.getByRole('radio', { name: /王芳/ })).toBeChecked();
  await addresses.getByRole('button', { name: '支付' }).click();
  const payment = page.getByRole('dialog', { name: '支付' });
  await payment.getByRole('button', { name: /微信支付/ }).click();
  await expect(payment.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  return payment;
}

test('a login that expires while waiting for the payment leads to the login page', async ({
  page,
  request,
}) => {
  const { customer } = await customerReadyToPay(page, request, '1062');

  const payment = await openWalletQr(page);
  await expect(payment).toContainText(/正在等待支付。剩余时间：(4:5\d|5:00)/);
  await expireOnServer(request, customer.token);

  await expect(page.getByText('登录已过期，请重新登录。')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: '登录已过期，正在打开登录页…' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/loginn\?redirect=%2FcartView$/);
  await expect(page.getByRole('heading', { name: '登录账号' })).toBeVisible();
});

test('a payment that never confirms ends the wait after the 300th check and offers to wait again', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await customerReadyToPay(page, request, '1066');
  // Browser time under the test's control: 300 checks a second apart take no 5 minutes here.
  await page.clock.install();
  let checks = 0;
  page.on('request', (call) => {
    if (call.url().includes('/wxcheck')) checks += 1;
  });

  const payment = await openWalletQr(page);
  const status = payment.getByText(/正在等待支付/);
  const bar = payment.getByRole('progressbar', { name: '剩余支付时间' });
  await expect(status).toHaveText('正在等待支付。剩余时间：5:00');
  await expect(bar).toHaveJSProperty('value', 300);
  // From here time moves only when the test says so (a margin keeps the pause in the future).
  await page.clock.pauseAt(Date.now() + 200);
  let left = 300;
  while (left > 0) {
    await page.clock.runFor(1_000);
    // The next count (or 0 once the wait has ended); a second passes only after the check answered.
    const next = await page.waitForFunction(
      (before) => {
        const text = document.body.textContent ?? '';
        if (text.includes('支付未在规定时间内完成确认。')) return { left: 0 };
        const clock = /剩余时间：(\d+):(\d\d)/.exec(text);
        const now = clock ? Number(clock[1]) * 60 + Number(clock[2]) : before;
        return now < before ? { left: now } : false;
      },
      left,
      { polling: 10 },
    );
    ({ left } = (await next.jsonValue()) as { left: number });
    if (left > 0) expect(checks).toBe(300 - left);
  }
  // The wait ends with the 300th unconfirmed check, not before.
  expect(checks).toBe(300);
  await expect(payment.getByText('支付未在规定时间内完成确认。')).toBeVisible();
  await expect(status).toHaveCount(0);

  await payment.getByRole('button', { name: '继续等待' }).click();
  await expect(status).toHaveText('正在等待支付。剩余时间：5:00');
  await page.clock.runFor(1_000);
  await expect(status).toHaveText('正在等待支付。剩余时间：4:59');
  await expect(bar).toHaveJSProperty('value', 299);
  await expect(bar).toHaveAttribute('aria-valuetext', '剩余 4 分 59 秒');
  expect(checks).toBe(301);
});

test('closing the payment or the address dialog gives the focus back to place order', async ({
  page,
  request,
}) => {
  await customerReadyToPay(page, request, '1057');
  // Browser time under the test's control, to let the double-press guard's 2000 ms pass.
  await page.clock.install();
  const placeOrder = page.getByRole('button', { name: '下单' });

  // Both dialogs were opened from a button of the other dialog, gone by the time they close.
  const payment = await openWalletQr(page);
  await payment.getByRole('button', { name: '关闭' }).click();
  await expect(payment).toBeHidden();
  await expect(placeOrder).toBeFocused();

  // As a person would: place order and pay ignore a second press within 2000 ms.
  await page.clock.fastForward(2_000);
  await placeOrder.click();
  await page
    .getByRole('dialog', { name: '收货地址' })
    .getByRole('button', { name: '支付' })
    .click();
  await payment.getByRole('button', { name: '返回选择地址' }).click();
  const addresses = page.getByRole('dialog', { name: '收货地址' });
  await expect(addresses).toBeVisible();
  // A reopened dialog takes Escape once it has taken the focus (its dismiss handler is then set).
  await expect
    .poll(() => addresses.evaluate((dialog) => dialog.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(addresses).toBeHidden();
  await expect(placeOrder).toBeFocused();
});

test.describe('stock 0', () => {
  test('a product out of stock cannot be added to the cart', async ({ page, request }) => {
    const customer = await newCustomer(request);
    const kit = await catalogueProduct(request, '1043');
    expect(kit.productSku).toBe(0);
    await startLoggedIn(page, customer);

    await page.goto('#/goodsDeil?id=1043&modeId=6');
    await expect(page.getByRole('heading', { name: kit.productName, level: 1 })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: '数量' })).toBeDisabled();
    await page.getByRole('button', { name: '加入购物车' }).click();
    const dialog = page.getByRole('alertdialog', { name: '库存不足' });
    await expect(dialog).toContainText('该商品库存不足，暂时无法购买。');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    expect(await shopOf(request, customer).cart()).toEqual([]);
  });

  test('a cart product that ran out of stock stops the order until it is removed', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request);
    const shop = shopOf(request, customer);
    // 1064 is this test's own: no other browser test uses it while its stock is 0.
    const cable = await catalogueProduct(request, '1064');
    await shop.addToCart('1064');
    await shop.addToCart('1065');
    await startLoggedIn(page, customer);
    try {
      await merchant.setStock(request, '1064', 0);
      await page.goto('#/cartView');
      const row = page.getByRole('row', { name: new RegExp(cable.productName) });
      await expect(row).toContainText('库存不足');
      await page.getByRole('button', { name: '下单' }).click();
      await expect(page.getByRole('alert')).toHaveText('部分商品库存不足，请移除后再下单。');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await row.getByRole('button', { name: `移除 ${cable.productName}` }).click();
      await expect(row).toHaveCount(0);
      // Straight away: the refused press sent nothing, so the place-order button's
      // 2000 ms double-click guard was not armed.
      await page.getByRole('button', { name: '下单' }).click();
      await expect(page.getByRole('dialog', { name: '收货地址' })).toBeVisible();
    } finally {
      await merchant.setStock(request, '1064', cable.productSku);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the shop banner shows its whole picture, words included', async ({ page }) => {
    await page.goto('#/storePage');
    const banner = page.getByRole('img', { name: '精选推荐' });
    await expect(banner).toBeVisible();
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const [shown, own] = await banner.evaluate((image: HTMLImageElement) => [
      image.clientWidth / image.clientHeight,
      image.naturalWidth / image.naturalHeight,
    ]);
    // Same proportions: nothing of the picture is cropped away.
    expect(Math.abs(shown - own) / own).toBeLessThan(0.02);
  });
});
