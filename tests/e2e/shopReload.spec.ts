/**
 * Storage and server stay consistent through a checkout: the page is reloaded
 * after every step (cart with items, address added, order saved unpaid, order
 * paid) and nothing the customer did is lost — each reload reads it back.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startLoggedIn } from './loginSupport';
import { catalogueProduct, newCustomer, shopOf } from './shopSupport';

test.use({ viewport: { width: 1440, height: 900 } });

/** Reloads the page and waits for the screen to be drawn again from storage and server. */
async function reload(page: Page, ready: () => Promise<void>) {
  await page.reload();
  await ready();
}

test('reloading at every step of a checkout loses no cart item, address or order', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await newCustomer(request);
  const shop = shopOf(request, customer);
  const cable = await catalogueProduct(request, '1037');
  const card = await catalogueProduct(request, '1060');
  await shop.addToCart(cable.id);
  await shop.addToCart(card.id);
  await startLoggedIn(page, customer);
  const total = (
    (Math.round(cable.productPrice * 100) * 2 + Math.round(card.productPrice * 100)) /
    100
  ).toFixed(2);

  // 1. The cart with items, one quantity changed on the page.
  await page.goto('#/cartView');
  await page.getByRole('button', { name: `增加 ${cable.productName} 的数量` }).click();
  await expect(page.getByText(`合计：¥${total}`)).toBeVisible();
  await expect.poll(async () => (await shop.cart()).map((row) => row.productNumber)).toContain(2);
  const cartShown = async () => {
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('spinbutton', { name: `${cable.productName} 的数量` })).toHaveValue(
      '2',
    );
    await expect(page.getByRole('spinbutton', { name: `${card.productName} 的数量` })).toHaveValue(
      '1',
    );
    await expect(page.getByText(`合计：¥${total}`)).toBeVisible();
  };
  await reload(page, cartShown);

  // 2. A new address.
  await page.getByRole('button', { name: '下单' }).click();
  await page
    .getByRole('dialog', { name: '收货地址' })
    .getByRole('button', { name: '添加地址' })
    .click();
  const form = page.getByRole('dialog', { name: '添加收货地址' });
  await form.getByRole('combobox', { name: '省份' }).selectOption('四川省');
  await form.getByRole('combobox', { name: '城市' }).selectOption('成都市');
  await form.getByRole('combobox', { name: '区/县' }).selectOption('武侯区');
  await form.getByRole('textbox', { name: '详细地址' }).fill('天府大道 1 号');
  await form.getByRole('textbox', { name: '联系电话' }).fill(customer.phone);
  await form.getByRole('textbox', { name: '收货人' }).fill('赵敏');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('radio', { name: /赵敏/ })).toBeChecked();
  await reload(page, cartShown);
  await page.getByRole('button', { name: '下单' }).click();
  const addresses = page.getByRole('dialog', { name: '收货地址' });
  await expect(addresses.getByRole('radio', { name: /赵敏/ })).toBeChecked();
  await expect(addresses.getByRole('radio')).toHaveCount(1);

  // 3. The order saved unpaid (status 9) as the payment starts: its items left the cart for it.
  await addresses.getByRole('button', { name: '支付' }).click();
  await page
    .getByRole('dialog', { name: '支付' })
    .getByRole('button', { name: /微信支付/ })
    .click();
  await expect(page.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  const orderId = /\d{18}/.exec((await page.getByText(/订单号：\d{18}/).textContent()) ?? '')?.[0];
  expect(orderId).toMatch(/^\d{18}$/);
  await reload(page, async () => {
    await expect(page.getByText('购物车是空的。')).toBeVisible();
    await expect(page.getByRole('button', { name: '下单' })).toHaveCount(0);
  });
  await page.goto('#/buyTab?status=9');
  const unpaidShown = async () => {
    await expect(page.getByRole('tab', { name: '待付款' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = page.getByRole('row', { name: new RegExp(orderId ?? '') });
    await expect(row).toContainText(cable.productName);
    await expect(row).toContainText(card.productName);
    await expect(row).toContainText(`¥${total}`);
  };
  await reload(page, unpaidShown);

  // 4. Paid from the orders page, with all its items.
  await page
    .getByRole('group', { name: `订单 ${orderId} 的操作` })
    .getByRole('button', { name: '支付' })
    .click();
  const payShown = async () => {
    await expect(page.getByRole('heading', { name: '支付订单' })).toBeVisible();
    await expect(page.getByText(`订单号：${orderId}`)).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByText(`合计：¥${total}`)).toBeVisible();
  };
  await payShown();
  await reload(page, payShown);
  await page.getByRole('button', { name: '下单' }).click();
  await page
    .getByRole('dialog', { name: '收货地址' })
    .getByRole('button', { name: '支付' })
    .click();
  await page
    .getByRole('dialog', { name: '支付' })
    .getByRole('button', { name: /微信支付/ })
    .click();
  await expect(page.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  const confirmed = await request.post('__mock/wallet/confirm', { form: { trade: orderId ?? '' } });
  expect(confirmed.ok()).toBe(true);
  await expect(page).toHaveURL(/#\/payView$/, { timeout: 5_000 });
  await reload(page, async () => {
    await expect(page.getByRole('heading', { name: '支付完成' })).toBeVisible();
  });
  await page.getByRole('button', { name: '立即查看我的订单' }).click();
  const paidShown = async () => {
    await expect(page.getByRole('tab', { name: '待发货' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('row', { name: new RegExp(orderId ?? '') })).toContainText(
      `¥${total}`,
    );
  };
  await paidShown();
  await reload(page, paidShown);

  expect(await shop.cart()).toEqual([]);
  expect((await shop.addresses()).map((address) => address.addressee)).toEqual(['赵敏']);
  expect((await shop.orders()).map((order) => [order.orderid, order.orderStatus])).toEqual([
    [orderId, 0],
  ]);
});
