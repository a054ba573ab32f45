/**
 * The control page inside `npm run dev` (the mock mounted in Vite, on the app's origin): served,
 * accessible, and its forms act on the same mock the app calls.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('the control page works on the dev server: a scenario is set, answers a call and is cleared', async ({
  page,
  request,
}) => {
  await page.goto('__mock/');
  await expect(page.getByRole('heading', { level: 1, name: '模拟后端控制台' })).toBeVisible();
  await expect(page.getByRole('link', { name: '状态机', exact: true })).toHaveAttribute(
    'href',
    '/#/__machines',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const probe = `/f/eshopping/devWorkbenchProbe${Date.now()}`;
  await page.getByLabel('类型').selectOption('http404');
  await page.getByLabel('路径片段').fill(probe);
  await page.getByLabel('次数').fill('0');
  await page.getByRole('button', { name: '设置场景' }).click();
  const active = page
    .getByRole('table', { name: '生效中的场景' })
    .getByRole('row', { name: new RegExp(probe) });
  await expect(active).toContainText('直到清除');
  expect((await request.get(probe.slice(1))).status()).toBe(404);
  expect(await (await request.get(probe.slice(1))).json()).toEqual({ code: 404, msg: 'Not Found' });

  await active.getByRole('button', { name: '清除 http404' }).click();
  await expect(active).toHaveCount(0);
  expect(await (await request.get(probe.slice(1))).json()).not.toEqual({
    code: 404,
    msg: 'Not Found',
  });
});
