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
});
