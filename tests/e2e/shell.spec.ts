/**
 * The shared shell in a real browser: accessibility in both languages, the
 * collapse breakpoint, and keyboard access to the mega-menu, the language menu
 * and the dialogs.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const locales = [
  {
    locale: 'zh',
    products: '产品中心',
    menu: '菜单',
    search: '搜索',
    language: /语言/,
    developerTitle: '开发者中心',
  },
  {
    locale: 'en',
    products: 'Products',
    menu: 'Menu',
    search: 'Search',
    language: /Language/,
    developerTitle: 'Developer centre',
  },
] as const;

async function openHome(page: Page, locale: string, width = 1440) {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
  await page.goto('#/homePage');
  await expect(page.getByRole('banner').first()).toBeVisible();
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('header').include('footer').analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

for (const { locale, products, menu, search, language, developerTitle } of locales) {
  test.describe(`shell (${locale})`, () => {
    test('has no serious or critical accessibility violation, panel open or not', async ({
      page,
    }) => {
      await openHome(page, locale);
      await expect(page.getByRole('button', { name: products, exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: products, exact: true }).click();
      await expect(page.getByRole('navigation').first().getByRole('link').nth(8)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('keyboard opens the mega-menu, the language menu and the search dialog', async ({
      page,
    }) => {
      await openHome(page, locale);
      const productsButton = page.getByRole('button', { name: products, exact: true });
      await productsButton.focus();
      await page.keyboard.press('Enter');
      await expect(productsButton).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(productsButton).toHaveAttribute('aria-expanded', 'false');
      await expect(productsButton).toBeFocused();

      const languageButton = page.getByRole('button', { name: language });
      await languageButton.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.getByRole('menuitemradio')).toHaveCount(2);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      const searchButton = page.getByRole('banner').getByRole('button', { name: search });
      await searchButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(searchButton).toBeFocused();
    });

    test('the menu collapses at 1320 px and not at 1321 px', async ({ page }) => {
      await openHome(page, locale, 1321);
      await expect(page.getByRole('button', { name: products, exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: menu })).toHaveCount(0);

      await page.setViewportSize({ width: 1320, height: 900 });
      const menuButton = page.getByRole('banner').getByRole('button', { name: menu });
      await expect(menuButton).toBeVisible();
      await expect(page.getByRole('button', { name: products, exact: true })).toHaveCount(0);
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: menu })).toBeVisible();
    });

    test('search finds products, and documents in developer mode', async ({ page }) => {
      await openHome(page, locale);
      const searchButton = page.getByRole('banner').first().getByRole('button', { name: search });
      await searchButton.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').fill('4G');
      await dialog.getByRole('searchbox').press('Enter');
      await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /#\/goodsDeil\?id=/);

      // A page change behind the open dialog (the browser's back or forward) leaves it as it was.
      await page.evaluate(() => {
        window.location.hash = '#/developer';
      });
      await expect(page).toHaveTitle(new RegExp(developerTitle));
      await expect(dialog.getByRole('searchbox')).toHaveValue('4G');
      await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /#\/goodsDeil\?id=/);
      await page.keyboard.press('Escape');

      await page.getByRole('banner').first().getByRole('button', { name: search }).click();
      await dialog.getByRole('searchbox').press('Enter');
      const documentLink = dialog.getByRole('link').first();
      await expect(documentLink).toHaveAttribute('href', /#\/docCenter\?docUrl=/);
      await documentLink.click();
      await expect(page).toHaveURL(/#\/docCenter\?docUrl=/);
    });

    test('nothing overflows at 375 px', async ({ page }) => {
      await openHome(page, locale, 375);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
