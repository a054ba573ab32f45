/**
 * The session in the built app (spec §4 "Session check", §8 "getUserInfo code 2"): a login the
 * server expires is noticed on the next route change, prompts, is cleared and leads to login.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, expireOnServer, startAsDemo } from './loginSupport';

/** Opens a page as a logged-in user and waits for the session check of that first route. */
async function openAndWaitForSessionCheck(page: Page, url: string) {
  const check = page.waitForResponse((response) => response.url().includes('/user/getUserInfo'));
  await page.goto(url);
  expect(((await (await check).json()) as { code: number }).code).toBe(1);
}

test.describe('an expired session', () => {
  test('prompts on the next route change, clears the login and goes to login', async ({
    page,
    request,
  }) => {
    const token = await startAsDemo(page, request);
    await openAndWaitForSessionCheck(page, '#/homePage');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await expireOnServer(request, token);
    await page.evaluate(() => (location.hash = '#/news'));

    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText('登录已过期，请先登录', { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('usertoken'))).toBeNull();
    // The answers in the order of every dialog: the one that goes forward last (docs/decisions.md).
    await expect(prompt.locator('footer').getByRole('button')).toHaveText(['取消', '去登录']);
    await prompt.getByRole('button', { name: '去登录' }).click();
    // Login comes back to the page the prompt was shown on.
    await expect(page).toHaveURL(/#\/loginn\?redirect=%2Fnews$/);
    await page.getByLabel('用户名').fill(DEMO.username);
    await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/#\/news$/);
  });

  test('stays on the page, logged out, when the prompt is cancelled (English)', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    const token = await startAsDemo(page, request);
    await openAndWaitForSessionCheck(page, '#/news');

    await expireOnServer(request, token);
    await page.evaluate(() => (location.hash = '#/contact'));

    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText('Login expired, please log in first', {
      timeout: 10_000,
    });
    await expect(prompt.locator('footer').getByRole('button')).toHaveText([
      'Cancel',
      'Go to login',
    ]);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/#\/contact$/);
    expect(await page.evaluate(() => localStorage.getItem('curretUser'))).toBeNull();
  });

  test('is not checked on the login page', async ({ page, request }) => {
    const token = await startAsDemo(page, request);
    await expireOnServer(request, token);
    const checks: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/user/getUserInfo')) checks.push(call.url());
    });
    await page.goto('#/loginn');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    // The login page forgets the stored login as it opens: from then on no check can start.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('usertoken'))).toBeNull();
    // The page's requests are reported in the order it sends them: once a request sent now
    // is seen, any check sent before it has been seen too.
    const marker = page.waitForRequest((call) => call.url().endsWith('?after-the-login-page'));
    await page.evaluate(() => void fetch('./?after-the-login-page'));
    await marker;
    expect(checks).toEqual([]);
    // Without a check there is nothing to prompt about.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
