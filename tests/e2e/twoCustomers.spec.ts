/**
 * Two customers, one after the other, in the same tab (docs/decisions.md "User data belongs to
 * the session"): what the first one set and saw must be gone for the second, on screen, in the
 * requests the second one's screens send and in what the browser keeps.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenuButton, chooseFromAccountMenu, logInThroughForm } from './accountSupport';
import { catalogueProduct, newCustomer, PASSWORD, shopOf, type Customer } from './shopSupport';

// A desktop wide enough for the header's account area (the menu collapses at 1320 px).
test.use({ viewport: { width: 1440, height: 900 } });

/** Everything the browser keeps for this page: local and session storage, and the cookies. */
async function keptByBrowser(page: Page): Promise<string> {
  const stores = await page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
  }));
  const cookies = await page.context().cookies();
  return JSON.stringify({ ...stores, cookies: cookies.map(({ name, value }) => [name, value]) });
}

/** What only one customer has: the strings that must not reach the other. */
interface Traces {
  customer: Customer;
  street: string;
  addressee: string;
  addressId: string;
  company: string;
  orderId: string;
  productName: string;
}

const tracesOf = (traces: Traces) =>
  [
    traces.customer.username,
    traces.customer.nickname,
    traces.customer.phone,
    traces.customer.token,
    traces.street,
    traces.addressee,
    traces.addressId,
    traces.company,
    traces.orderId,
  ].filter((trace) => trace !== '');

async function quit(page: Page, customer: Customer) {
  await chooseFromAccountMenu(page, 'zh', customer.nickname, '退出');
  await expect(page.getByRole('heading', { name: '登录账号' })).toBeVisible();
  await expect(accountMenuButton(page, 'zh', customer.nickname)).toHaveCount(0);
}

/** B's profile, addresses, cart and orders, each checked against A's traces. */
async function expectOnly(page: Page, own: Traces, other: Traces) {
  await expect(accountMenuButton(page, 'zh', own.customer.nickname)).toBeVisible();
  await expect(accountMenuButton(page, 'zh', other.customer.nickname)).toHaveCount(0);

  await page.goto('#/userDetail');
  await expect(page.getByText(`用户名：${own.customer.username}`)).toBeVisible();
  await expect(page.getByLabel('公司名称', { exact: true })).toHaveValue(own.company);
  await expect(page.getByLabel('昵称', { exact: true })).toHaveValue(own.customer.nickname);
  await expect(page.getByLabel('手机号码', { exact: true })).toHaveValue(own.customer.phone);
  await expect(page.getByRole('textbox', { name: '收货地址', exact: true })).not.toHaveValue(
    new RegExp(other.street),
  );
  await page.getByRole('button', { name: '选择' }).click();
  const addresses = page.getByRole('dialog', { name: '收货地址' });
  await expect(addresses.getByText(own.addressee)).toBeVisible();
  await expect(addresses).not.toContainText(other.addressee);
  await addresses.press('Escape');
  await expect(addresses).toHaveCount(0);

  // Saving sends this customer's record, whatever the other one saved before.
  const modify = page.waitForRequest(/\/user\/Modify/);
  await page.getByRole('button', { name: '保存信息' }).click();
  const sent = (await modify).postData() ?? '';
  for (const trace of tracesOf(other)) expect(sent).not.toContain(trace);
  expect(sent).toContain(own.customer.phone);
  await expect(page.getByText('保存成功')).toBeVisible();

  await page.goto('#/cartView');
  await expect(page.getByRole('heading', { name: '购物车' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: own.productName })).toHaveCount(1);
  await expect(rows.filter({ hasText: other.productName })).toHaveCount(0);

  await page.goto('#/buyTab?status=9');
  const orders = page.getByRole('row');
  await expect(orders.filter({ hasText: own.orderId })).toHaveCount(1);
  await expect(orders.filter({ hasText: other.orderId })).toHaveCount(0);
}

test('the next customer in the same tab sees only their own data, before and after a reload', async ({
  page,
  request,
}) => {
  test.slow();
  const [antenna, dtu] = await Promise.all([
    catalogueProduct(request, '1032'),
    catalogueProduct(request, '1010'),
  ]);
  const setUp = async (label: string, product: typeof antenna): Promise<Traces> => {
    const customer = await newCustomer(request);
    const shop = shopOf(request, customer);
    const mark = customer.username.slice(-6);
    const street = `${label}街 ${mark} 号`;
    const addressee = `${label}收货人${mark}`;
    const { addressid: addressId } = await shop.addAddress({ address: street, addressee });
    const orderId = await shop.placeOrder(product);
    await shop.addToCart(product.id);
    return {
      customer,
      street,
      addressee,
      addressId,
      company: '',
      orderId,
      productName: product.productName,
    };
  };
  const a = { ...(await setUp('甲', antenna)), company: '甲公司' };
  const b = await setUp('乙', dtu);

  // A logs in, names the company, chooses the own address as the shipping address, quits.
  await page.goto('#/loginn');
  await logInThroughForm(page, 'zh', a.customer.username, PASSWORD);
  await chooseFromAccountMenu(page, 'zh', a.customer.nickname, '我的信息');
  await expect(page.getByRole('heading', { name: '用户中心' })).toBeVisible();
  await page.getByRole('button', { name: '编辑公司名称' }).click();
  await page.getByLabel('公司名称', { exact: true }).fill(a.company);
  await page.getByRole('button', { name: '保存信息' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.getByRole('button', { name: '选择' }).click();
  const addresses = page.getByRole('dialog', { name: '收货地址' });
  await addresses
    .getByRole('listitem')
    .filter({ hasText: a.addressee })
    .getByRole('button', { name: '使用此地址' })
    .click();
  await expect(page.getByRole('textbox', { name: '收货地址', exact: true })).toHaveValue(
    new RegExp(a.street),
  );
  await quit(page, a.customer);
  const afterA = await keptByBrowser(page);
  for (const trace of tracesOf(a)) expect(afterA, 'kept after A quit').not.toContain(trace);

  // B logs in in the same tab.
  await logInThroughForm(page, 'zh', b.customer.username, PASSWORD);
  await expect(accountMenuButton(page, 'zh', b.customer.nickname)).toBeVisible();
  await expectOnly(page, b, a);
  await page.reload();
  await expectOnly(page, b, a);

  await quit(page, b.customer);
  const afterB = await keptByBrowser(page);
  for (const trace of [...tracesOf(a), ...tracesOf(b)])
    expect(afterB, 'kept after B quit').not.toContain(trace);
});
