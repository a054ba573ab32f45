/**
 * The layout breakpoints of shop-and-shell §9 that the page content uses (src/styles/breakpoints.ts):
 * four-column grids show three at 1280 px or less, three-column lists two at 1110 px or less (the
 * iPad mode), and the narrow view (1020 px or less) fewer again.
 */
import type { Page } from '@playwright/test';
import { openInLanguage } from './contentSupport';
import { expect, test } from './fixtures';

/** The number of columns of the list under a home-page section's heading. */
const columnsUnder = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
    .locator('ul')
    .first()
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);

const WIDTHS: readonly [width: number, cases: number, solutions: number][] = [
  [1400, 4, 3],
  [1281, 4, 3],
  [1280, 3, 3],
  [1111, 3, 3],
  [1110, 3, 2],
  [1021, 3, 2],
  [1020, 2, 1],
];

test('the home page’s grids follow the 1280, 1110 and 1020 px breakpoints', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0]![0], height: 900 });
  await openInLanguage(page, 'en');
  await page.goto('./#/homePage');
  await expect(page.getByRole('heading', { level: 2, name: 'Success cases' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Solutions' })).toBeVisible();
  const seen: [number, number, number][] = [];
  for (const [width] of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    seen.push([
      width,
      await columnsUnder(page, 'Success cases'),
      await columnsUnder(page, 'Solutions'),
    ]);
  }
  expect(seen).toEqual(WIDTHS);
});
