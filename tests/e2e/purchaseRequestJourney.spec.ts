/**
 * /sendDd, the bulk order request (docs/decisions.md "/updView and /sendDd"), in the built app
 * against the mock: a buyer finds it in the footer, lists two products with their quantities,
 * is told what is missing, sends it and keeps the request number and who will answer.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** Two products of the shop and the East China office, as the mock serves them. */
async function catalogue(request: APIRequestContext) {
  const products = await request.get('f/eshopping/eshoppingModeAndProduct/ProductList', {
    params: { language: 'zh' },
  });
  const offices = await request.get('reach/portal/api/support/getBusinessConsult', {
    params: { language: 'zh' },
  });
  const [first, second] = ((await products.json()) as { data: { productName: string }[] }).data;
  const office = (
    (await offices.json()) as { data: { title: string; contacts: string; mobile: string }[] }
  ).data.find((candidate) => candidate.title.startsWith('华东区'))!;
  return { first: first!.productName, second: second!.productName, office };
}

// A desktop wide enough for the full header (the menu collapses at 1320 px or less).
test.use({ viewport: { width: 1440, height: 900 } });

test('a buyer sends a bulk order request and keeps its number and who answers', async ({
  page,
  request,
}) => {
  const { first, second, office } = await catalogue(request);
  await page.goto('#/homePage');
  await page.getByRole('contentinfo').getByRole('link', { name: '批量采购需求单' }).click();
  await expect(page.getByRole('heading', { name: '批量采购需求单', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/批量采购需求单/);
  const main = page.getByRole('main');

  await main.getByRole('combobox', { name: '商品 1' }).selectOption({ label: first });
  await main.getByRole('spinbutton', { name: '数量 1' }).fill('500');
  await main.getByRole('button', { name: '添加商品' }).click();
  await main.getByRole('combobox', { name: '商品 2' }).selectOption({ label: second });
  await main.getByRole('spinbutton', { name: '数量 2' }).fill('0');
  await main.getByRole('button', { name: '提交需求单' }).click();
  // The first thing to fix takes the focus: the quantity, then the contact below.
  await expect(main.getByRole('spinbutton', { name: '数量 2' })).toBeFocused();
  await expect(main).toContainText('数量应为 1 到 99999 之间的整数');
  await expect(main).toContainText('请输入公司名称');

  await main.getByRole('spinbutton', { name: '数量 2' }).fill('120');
  await main
    .getByRole('combobox', { name: '对接办事处' })
    .selectOption({ label: `${office.title} · ${office.contacts}` });
  await main.getByRole('textbox', { name: '公司' }).fill('杭州海川智能科技有限公司');
  await main.getByRole('textbox', { name: '联系人' }).fill('王磊');
  await main.getByRole('textbox', { name: '手机号码' }).fill('13812345678');
  await main.getByRole('textbox', { name: '邮箱' }).fill('wang.lei@example.com');
  await main
    .getByRole('textbox', { name: '定制需求（固件、标签、包装等）' })
    .fill('预装自定义固件');
  await main.getByRole('button', { name: '提交需求单' }).click();

  const receipt = main.getByRole('region', { name: '需求单已提交' });
  await expect(receipt.getByRole('heading', { name: '需求单已提交' })).toBeFocused();
  await expect(receipt).toContainText(/您的需求单号为 RQ\d{14}。/);
  await expect(receipt.getByRole('row')).toHaveText([
    '商品名称数量',
    `${first}500`,
    `${second}120`,
  ]);
  await expect(receipt).toContainText(`${office.title}的商务经理${office.contacts}`);
  await expect(receipt.getByRole('link', { name: office.mobile })).toHaveAttribute(
    'href',
    `tel:${office.mobile}`,
  );
});
