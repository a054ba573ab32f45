import { expect, test } from './fixtures';
import { machineCatalog } from '../../machines/catalog';

test.describe('machine gallery (development only)', () => {
  test('draws every machine from its definition, offline', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('#/__machines');
    await expect(page.getByRole('heading', { level: 1, name: '状态机' })).toBeVisible();
    // Mermaid draws one diagram after another, and the dev server bundles it on first use.
    await expect(page.getByTestId('diagram').locator('svg')).toHaveCount(machineCatalog.length, {
      timeout: 60_000,
    });
    await expect(page.getByRole('alert')).toHaveCount(0);
    for (const { machine } of machineCatalog) {
      await expect(
        page.locator(`[data-machine="${machine.id}"]`).getByTestId('diagram').locator('svg'),
      ).toBeVisible();
    }
  });

  test('lights up the states of the machines running in the tab', async ({
    page,
    consoleErrors,
  }) => {
    // The dev server compiles and sends each module of the home page, then of the gallery, on
    // first request, to a fresh browser context in every test: at load 20 on the 2-core machine
    // these steps took 26–31 s, the gallery's own modules 5–7 s after the address changed.
    test.setTimeout(60_000);
    await page.route('**/reach/portal/api/homepage/getLogo*', (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('#/homePage');
    await expect(page.getByRole('alert')).toBeVisible();
    // Focus holds the notice open while the gallery draws its diagrams. The logo call fails
    // again on the new page: the same notice, said again, stays in the same (held) toast.
    await page.getByRole('alert').getByRole('button').focus();
    await page.evaluate(() => (window.location.hash = '#/__machines'));
    const toast = page.locator('[data-machine="toast"]');
    await expect(toast).toContainText('正在运行：1 个', { timeout: 20_000 });
    const lit = toast.locator('g.node.active');
    await expect(lit).toHaveCount(1, { timeout: 30_000 });
    await expect(lit).toContainText('paused');
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED')),
    );
  });
});
