import { expect, test } from './fixtures';

test.describe('first screen', () => {
  test('opens in Chinese, switches to English, and remembers the choice', async ({ page }) => {
    // Wide enough for the full header, where the language menu sits.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('#/homePage');
    await expect(page).toHaveTitle('首页 | 瑞驰物联');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '瑞驰物联：物联网模组、网关、智能电表与云服务',
    );
    // The footer's company description comes from the mock backend.
    await expect(page.locator('footer')).toContainText('瑞驰物联总部位于');
    await expect(page.getByRole('img', { name: '官方公众号二维码' })).toBeVisible();

    await page.getByRole('button', { name: /语言/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveTitle('Home | Reach IoT');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reach IoT: IoT modules, gateways, smart meters and cloud services',
    );
    await expect(page.locator('footer')).toContainText('Reach IoT, headquartered in');

    await page.reload();
    await expect(page).toHaveTitle('Home | Reach IoT');
    await expect(page.locator('footer')).toContainText('Reach IoT, headquartered in');
  });

  test('sends / to the home page', async ({ page }) => {
    await page.goto('./');
    await expect(page).toHaveURL(/#\/homePage$/);
    await expect(page).toHaveTitle('首页 | 瑞驰物联');
  });

  test('shows a translated not-found view for an unknown route', async ({ page }) => {
    await page.goto('#/no-such-page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/#\/homePage$/);
  });

  test('warns with a translated toast when the API is unreachable', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/reach/portal/api/homepage/getLogo*', (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('#/homePage');
    await expect(page.getByRole('alert')).toHaveText(/网络错误：无法连接服务器。/);
    // The page still stands, with the built-in company description in the footer.
    await expect(page.locator('footer')).toContainText(
      '深耕物联网通信十五年以上：通信模组、调制解调器、网关、智能电表与云服务。',
    );
    // The browser itself logs the refused request; nothing else may appear.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED')),
    );
  });
});

test('the production build has no machine inspector', async ({ page }) => {
  await page.goto('#/__machines');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});
