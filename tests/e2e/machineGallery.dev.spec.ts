import { expect, test } from './fixtures';
import { machineCatalog } from '../../machines/catalog';

test.describe('machine gallery (development only)', () => {
  test('draws every machine from its definition, offline', async ({ page }) => {
    await page.goto('#/__machines');
    await expect(page.getByRole('heading', { level: 1, name: '状态机' })).toBeVisible();
    for (const { machine } of machineCatalog) {
      const card = page.locator(`[data-machine="${machine.id}"]`);
      await expect(card.getByTestId('diagram').locator('svg')).toBeVisible();
      await expect(card.getByRole('alert')).toHaveCount(0);
    }
  });

  test('lights up the states of the machines running in the tab', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/reach/portal/api/homepage/getLogo*', (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('#/homePage');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#/__machines'));
    const toast = page.locator('[data-machine="toast"]');
    await expect(toast).toContainText('正在运行：1 个');
    const lit = toast.locator('g.node.active');
    await expect(lit).toHaveCount(1);
    await expect(lit).toContainText('visible');
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED')),
    );
  });
});
