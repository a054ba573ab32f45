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
    solutions: '解决方案',
    loginTitle: '登录',
    notFoundTitle: '页面不存在',
    other: 'English',
    otherHomeTitle: 'Home',
    otherMenu: 'Menu',
  },
  {
    locale: 'en',
    products: 'Products',
    menu: 'Menu',
    search: 'Search',
    language: /Language/,
    developerTitle: 'Developer centre',
    solutions: 'Solutions',
    loginTitle: 'Log in',
    notFoundTitle: 'Page not found',
    other: '中文',
    otherHomeTitle: '首页',
    otherMenu: '菜单',
  },
] as const;

async function openHome(page: Page, locale: string, width = 1440) {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
  await page.goto('#/homePage');
  await expect(page.getByRole('banner').first()).toBeVisible();
}

/**
 * Frames come a second late, as on a busy phone: a dialog's first frame (where Ark moves the focus)
 * then comes after a fast user's first press in it.
 */
async function slowFrames(page: Page) {
  await page.evaluate(() => {
    const nativeRequest = window.requestAnimationFrame.bind(window);
    const nativeCancel = window.cancelAnimationFrame.bind(window);
    const waits = new Map<number, { timer: number; frame?: number }>();
    let lastId = 0;
    window.requestAnimationFrame = (callback) => {
      lastId += 1;
      const id = lastId;
      const timer = window.setTimeout(() => {
        const frame = nativeRequest((time) => {
          waits.delete(id);
          callback(time);
        });
        waits.set(id, { timer, frame });
      }, 1000);
      waits.set(id, { timer });
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      const wait = waits.get(id);
      if (!wait) return;
      window.clearTimeout(wait.timer);
      if (wait.frame !== undefined) nativeCancel(wait.frame);
      waits.delete(id);
    };
  });
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('header').include('footer').analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

for (const {
  locale,
  products,
  menu,
  search,
  language,
  developerTitle,
  solutions,
  loginTitle,
  notFoundTitle,
  other,
  otherHomeTitle,
  otherMenu,
} of locales) {
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
      // The menu takes focus a frame after it opens; Escape is for the menu, as a reader uses it.
      await expect(page.getByRole('menu')).toBeFocused();
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

    test('keyboard users keep their place: skip link, panel links, search box', async ({
      page,
    }) => {
      await openHome(page, locale);
      await page.goto('#/loginn');
      await expect(page).toHaveTitle(new RegExp(loginTitle));
      // The skip link moves focus to the content and stays on the page ("#main" is no route).
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      await expect(page).toHaveURL(/#\/loginn$/);

      // An open panel's links come right after its button in the Tab order.
      const solutionsButton = page.getByRole('button', { name: solutions, exact: true });
      await solutionsButton.focus();
      await page.keyboard.press('Enter');
      await expect(solutionsButton).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await solutionsButton.getAttribute('aria-controls')}`);
      await expect(panel.getByRole('link').first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(solutionsButton).toBeFocused();

      // The search dialog opens with the caret in its box.
      await page.getByRole('banner').getByRole('button', { name: search }).press('Enter');
      await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
      await page.keyboard.press('Escape');
    });

    test('switching language in the drawer keeps the drawer and the focus', async ({ page }) => {
      await openHome(page, locale, 375);
      await slowFrames(page);
      await page.getByRole('banner').getByRole('button', { name: menu }).press('Enter');
      const drawer = page.getByRole('dialog', { name: menu });
      await drawer.getByRole('button', { name: other }).press('Enter');
      await expect(page).toHaveTitle(new RegExp(otherHomeTitle));
      // The languages reload with the view; the list already shown stays meanwhile.
      await expect(page.getByRole('dialog', { name: otherMenu })).toBeVisible();
      // The drawer's first frame has come by now (frames run in order).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await expect(page.getByRole('button', { name: other })).toBeFocused();
    });

    test('an unknown address has the not-found title', async ({ page }) => {
      await openHome(page, locale);
      await page.goto('#/no-such-page');
      await expect(page).toHaveTitle(new RegExp(`^${notFoundTitle} \\| `));
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
