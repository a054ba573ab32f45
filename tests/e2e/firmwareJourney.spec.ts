/**
 * /updView, firmware updates (docs/decisions.md "/updView and /sendDd"), in the built app against
 * the mock: a customer finds the page in the header's Support menu, checks the version on a
 * device's label, logs in from the answer and downloads the newer firmware, whose SHA-256 is the
 * one the page shows.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { newCustomer, PASSWORD } from './shopSupport';

interface Release {
  version: string;
  sha256: string;
  fileName: string;
}

/** A model's releases, newest first, as the mock serves them. */
async function releasesOf(request: APIRequestContext, deviceType: string) {
  const answer = await request.get('reach/portal/api/support/getFirmwareList', {
    params: { deviceType, language: 'zh' },
  });
  const { data } = (await answer.json()) as { data: { model: string; releases: Release[] }[] };
  return data[0]!;
}

// A desktop wide enough for the full header (the menu collapses at 1320 px or less).
test.use({ viewport: { width: 1440, height: 900 } });

test('a customer checks a device, logs in from the answer and downloads the newer firmware', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const { model, releases } = await releasesOf(request, '2');
  const [latest, previous] = releases as [Release, Release];

  await page.goto('#/homePage');
  // The header has settled (its language control has come) before a person aims at the menu.
  await expect(page.getByRole('banner').getByRole('button', { name: /语言/ })).toBeVisible();
  const mainMenu = page.getByRole('navigation', { name: '主菜单' });
  await mainMenu.getByRole('button', { name: '服务支持' }).click();
  // The panel's link: the footer has one too.
  await mainMenu.getByRole('link', { name: '固件升级' }).click();
  await expect(page.getByRole('heading', { name: '固件升级', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/固件升级/);

  const check = page.getByRole('region', { name: '检查您的设备' });
  await check.getByRole('combobox', { name: '型号' }).fill(model.toLowerCase());
  await check.getByRole('textbox', { name: '当前版本' }).fill(`V${previous.version}`);
  await check.getByRole('button', { name: '检查更新' }).click();
  await expect(check).toContainText(
    `${model} 有新版本 ${latest.version}（您的版本为 ${previous.version}）。`,
  );
  await expect(check).toContainText(latest.sha256);

  // Downloading needs a login, which comes back to this page.
  await check.getByRole('link', { name: `登录后下载 ${model} 固件 ${latest.version}` }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill(customer.username);
  await page.getByRole('textbox', { name: '密码' }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/updView$/);

  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: new RegExp(`^${model} `) }),
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: `下载 ${model} 固件 ${latest.version}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(latest.fileName);
  const bytes = await readFile(await download.path());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(latest.sha256);
});
