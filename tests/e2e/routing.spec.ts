/**
 * Routing in the built app (route tables: spec shop-and-shell §2.1, content-and-profile §2):
 * every route of the router renders in zh and en with its own title and no console error;
 * protected routes offer login and come back after it; the same route is tolerated silently;
 * every route change starts at the top.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openFresh } from './freshDocument';
import { DEMO, logInByApi, startAsDemo, type StoredLogin } from './loginSupport';
import {
  ALIASES,
  PROTECTED,
  routeTable,
  SAMPLE_STORAGE,
  sampleSearch,
  titlePattern,
  type Locale,
  type RouteEntry,
} from './routeTable';

/** Each language's routes are shared out among this many tests, which the workers share. */
const PARTS = 3;

for (const locale of ['zh', 'en'] as const) {
  for (let part = 0; part < PARTS; part += 1) {
    const routes = routeTable.filter((_route, index) => index % PARTS === part);
    test(`every route renders with its title in ${locale} (part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      // A budget per route: a load, its title within 15 s at most, and its calls settling.
      test.setTimeout(routes.length * 8_000);
      const searches = await sampleSearch(request, locale);
      // Each route is a test of its own, as a step: one that fails lets the others run.
      for (const route of routes) {
        await test.step(`${route.path} renders with its title`, async () => {
          const login = PROTECTED.includes(route.path)
            ? await logInByApi(request, DEMO)
            : undefined;
          await rendersWithItsTitle(page, route, locale, {
            address: `#${route.path}${searches[route.path] ?? ''}`,
            login,
          });
        });
      }
    });
  }
}

test.describe('protected routes when logged out', () => {
  for (const path of PROTECTED) {
    test(`${path} offers login over the home page, then comes back after logging in`, async ({
      page,
    }) => {
      await page.goto(`#${path}`);

      const offer = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(offer).toContainText('登录后才能访问此页面');
      await expect(page).toHaveURL(/#\/homePage$/);
      await offer.getByRole('button', { name: '去登录' }).click();

      await expect(page).toHaveURL(new RegExp(`#/loginn\\?redirect=${encodeURIComponent(path)}`));
      await page.getByLabel('用户名').fill(DEMO.username);
      await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`#${path}$`));
    });
  }

  test('an in-app navigation is cancelled in place when the login went away', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await startAsDemo(page, request);
    await page.goto('#/news');
    await expect(page).toHaveTitle(titlePattern('/news', 'en'));
    const entries = await page.evaluate(() => history.length);
    // Another tab logged out: the stored token is gone while this page still shows the user.
    await page.evaluate(() => localStorage.removeItem('usertoken'));

    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByRole('menuitem', { name: 'Shopping cart' }).click();

    const offer = page.getByRole('alertdialog');
    await expect(offer).toContainText('This page is only available after logging in.');
    await expect(page).toHaveURL(/#\/news$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await offer.getByRole('button', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/#\/loginn\?redirect=%2FcartView$/);
  });

  test('cancelling the offer leaves the user on the home page', async ({ page }) => {
    await page.goto('#/storePage');
    await expect(page).toHaveTitle(titlePattern('/storePage', 'zh'));
    await page.evaluate(() => (location.hash = '#/buyTab'));
    const offer = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await offer.getByRole('button', { name: '取消' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/#\/homePage$/);
  });
});

test.describe('navigation', () => {
  test('navigating to the route already shown is silent', async ({ page }) => {
    await page.goto('#/homePage');
    await expect(page).toHaveTitle(titlePattern('/homePage', 'zh'));
    const entries = await page.evaluate(() => history.length);
    await page
      .getByRole('link', { name: /首页|瑞驰物联/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/homePage$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('every route change starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    await page.goto('#/homePage');
    await expect(page).toHaveTitle(titlePattern('/homePage', 'zh'));
    // Scrolled down as a person does, once the page's content has made it taller than the screen.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(0);
    await page.evaluate(() => (location.hash = '#/news'));
    await expect(page).toHaveTitle(titlePattern('/news', 'zh'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  for (const [locale, text] of [
    ['zh', { loading: '正在加载页面', username: '用户名' }],
    ['en', { loading: 'Loading the page', username: 'Username' }],
  ] as const) {
    test(`a slow next page shows a cue at once, and the page left takes no more typing (${locale})`, async ({
      page,
    }) => {
      await page.addInitScript((language) => localStorage.setItem('locale', language), locale);
      await page.goto('#/loginn');
      const username = page.getByLabel(text.username, { exact: true });
      await username.fill('demo');
      // The about page's data takes a while to come.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/about/abouReach**', async (route) => {
        await held;
        await route.continue();
      });

      await page.evaluate(() => (location.hash = '#/reach'));
      await expect(page.getByRole('progressbar', { name: text.loading })).toBeVisible();
      // A fast typist goes on typing into the form still on screen: none of it lands there.
      await page.keyboard.type('xyz');
      await expect(username).toHaveValue('demo');
      await username.click({ force: true });
      await page.keyboard.type('xyz');
      await expect(username).toHaveValue('demo');

      release();
      await expect(page).toHaveTitle(titlePattern('/reach', locale));
      await expect(page.getByRole('progressbar', { name: text.loading })).toHaveCount(0);
      await expect(page.getByRole('main')).not.toHaveAttribute('inert');
    });
  }
});

/**
 * The route opened as a new document: its own address and title, in the language chosen, and no
 * "page not found"; still there once its calls have settled (a screen may send the user elsewhere).
 * Soft checks: the step fails and the next route is still opened.
 */
async function rendersWithItsTitle(
  page: Page,
  route: RouteEntry,
  locale: Locale,
  { address, login }: { address: string; login: StoredLogin | undefined },
) {
  const soft = expect.configure({ soft: true });
  const target = ALIASES[route.path];
  const titles = target
    ? routeTable.find((candidate) => candidate.path === target)?.titles
    : route.titles;
  soft(titles, `${route.path} has a title in staticData`).toBeDefined();
  await openFresh(page, address, { locale, login, stored: SAMPLE_STORAGE[route.path] });

  await soft(page).toHaveURL(new RegExp(`#${target ?? route.path}(\\?|$)`));
  // The first visit of a screen loads its chunk and its data.
  await soft(page).toHaveTitle(titlePattern(target ?? route.path, locale), { timeout: 15_000 });
  await soft(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
  await soft(page.getByRole('heading', { name: /页面不存在|Page not found/ })).toHaveCount(0);
  await settle(page);
  await soft(page).toHaveURL(new RegExp(`#${target ?? route.path}(\\?|$)`));
}

/**
 * Late answers may still log errors: give the page's calls time to settle (a carousel may keep
 * loading pictures, so this waits at most a few seconds and is no assertion itself).
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}
