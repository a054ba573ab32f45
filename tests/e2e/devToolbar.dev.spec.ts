/**
 * The dev server's controls of its mock (the mock mounted in Vite, on the app's origin):
 * - the control page: served, accessible, and its forms act on the same mock the app calls;
 * - the development toolbar (docs/decisions.md "Development toolbar"): it shows the mock's active
 *   scenario count, clears them in one click, links to the control page and the gallery, moves and
 *   keeps its place, lies over none of the app's controls at the product's widths, and stays at
 *   the end of the tab order with its panel's controls out of it while closed.
 * They share the dev server's one list of scenarios, which the toolbar clears: one file, its tests
 * one after the other, and no other dev spec sets a scenario, so the file runs beside the others.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const toggle = (page: Page) => page.getByRole('button', { name: /^开发工具/ });
const panel = (page: Page) => page.getByRole('group', { name: '模拟后端' });

async function activeScenarios(request: APIRequestContext): Promise<{ path?: string }[]> {
  const body = (await (await request.get('__mock/scenario')).json()) as {
    data: { path?: string }[];
  };
  return body.data;
}

/**
 * Whether the toggle shows the mock's count, and whether that is at least one. The dev server's
 * other browser tests may set a scenario meanwhile: the toggle must follow the mock's list, so the
 * test compares the two rather than expecting a fixed number.
 */
async function shownAndActive(page: Page, request: APIRequestContext) {
  const active = (await activeScenarios(request)).length;
  const shown = await toggle(page).textContent();
  return { same: shown === `开发工具 ${active} 个生效中的场景`, atLeastOne: active > 0 };
}

/** The toggle's box, in the window's coordinates. */
async function toggleBox(page: Page) {
  const box = await toggle(page).boundingBox();
  if (!box) throw new Error('the toolbar toggle has no box');
  return box;
}

/**
 * The app's visible controls (outside the toolbar) whose box meets the toggle's, described for the
 * failure message.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strip = document.querySelector('[data-testid="dev-toolbar"]');
    const button = strip?.querySelector('button');
    if (!strip || !button) throw new Error('no toolbar toggle');
    const own = button.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex], [role="button"], [role="link"], [role="tab"]',
    );
    return [...controls]
      .filter((element) => !strip.contains(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        return (
          box.left < own.right &&
          own.left < box.right &&
          box.top < own.bottom &&
          own.top < box.bottom
        );
      })
      .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 30) ?? ''}"`);
  });
}

test.describe("the dev server's mock controls", () => {
  // The mock's scenarios are one list for the whole dev server, which the first two tests set and
  // clear, and the position is one stored value: the tests of this file run one after the other.
  test.describe.configure({ mode: 'serial' });

  test('the control page works on the dev server: a scenario is set, answers a call and is cleared', async ({
    page,
    request,
  }) => {
    await page.goto('__mock/');
    await expect(page.getByRole('heading', { level: 1, name: '模拟后端控制台' })).toBeVisible();
    await expect(page.getByRole('link', { name: '状态机', exact: true })).toHaveAttribute(
      'href',
      '/#/__machines',
    );
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const probe = `/f/eshopping/devWorkbenchProbe${Date.now()}`;
    await page.getByLabel('类型').selectOption('http404');
    await page.getByLabel('路径片段').fill(probe);
    await page.getByLabel('次数').fill('0');
    await page.getByRole('button', { name: '设置场景' }).click();
    const active = page
      .getByRole('table', { name: '生效中的场景' })
      .getByRole('row', { name: new RegExp(probe) });
    await expect(active).toContainText('直到清除');
    expect((await request.get(probe.slice(1))).status()).toBe(404);
    expect(await (await request.get(probe.slice(1))).json()).toEqual({
      code: 404,
      msg: 'Not Found',
    });

    await active.getByRole('button', { name: '清除 http404' }).click();
    await expect(active).toHaveCount(0);
    expect(await (await request.get(probe.slice(1))).json()).not.toEqual({
      code: 404,
      msg: 'Not Found',
    });
  });

  test('shows the active scenario count and clears every scenario in one click', async ({
    page,
    request,
  }) => {
    await page.goto('#/homePage');
    await expect(toggle(page)).toHaveAccessibleName(/^开发工具 \d+ 个生效中的场景$/);

    const probe = `/f/eshopping/devToolbarProbe${Date.now()}`;
    const set = await request.post('__mock/scenario', {
      data: { kind: 'http404', path: probe, times: 0 },
    });
    expect(set.ok()).toBe(true);
    expect(await (await request.get(probe.slice(1))).json()).toEqual({
      code: 404,
      msg: 'Not Found',
    });
    // The next check, at most 2 s later, finds it.
    await expect
      .poll(() => shownAndActive(page, request))
      .toEqual({ same: true, atLeastOne: true });

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await panel(page).getByRole('button', { name: '清除全部场景' }).click();
    await expect
      .poll(async () => (await activeScenarios(request)).some((one) => one.path === probe))
      .toBe(false);
    await expect.poll(async () => (await shownAndActive(page, request)).same).toBe(true);
    // The scenario's answer is gone: the mock answers the unknown path as it does without one.
    expect(await (await request.get(probe.slice(1))).json()).not.toEqual({
      code: 404,
      msg: 'Not Found',
    });
  });

  test('links to the control page and to the machine inspector', async ({ page }) => {
    await page.goto('#/homePage');
    await toggle(page).click();
    await panel(page).getByRole('link', { name: '控制页' }).click();
    await expect(page).toHaveURL(/\/__mock\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '模拟后端控制台' })).toBeVisible();

    await page.goto('#/homePage');
    await toggle(page).click();
    await panel(page).getByRole('link', { name: '状态机', exact: true }).click();
    await expect(page).toHaveURL(/#\/__machines$/);
    await expect(page.getByRole('heading', { level: 1, name: '状态机' })).toBeVisible();
  });

  test('moves by keyboard and by dragging, and keeps its place across a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('#/homePage');
    // It starts at the right end of the strip.
    expect((await toggleBox(page)).x + (await toggleBox(page)).width).toBeGreaterThan(1270);

    await toggle(page).focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => (await toggleBox(page)).x).toBeLessThan(2);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await toggleBox(page)).x).toBeGreaterThan(50);
    await page.reload();
    const afterKeys = await toggleBox(page);
    expect(afterKeys.x).toBeGreaterThan(50);
    expect(afterKeys.x).toBeLessThan(200);

    // A drag to the middle of the window; letting go there does not open the panel.
    await page.mouse.move(afterKeys.x + afterKeys.width / 2, afterKeys.y + afterKeys.height / 2);
    await page.mouse.down();
    await page.mouse.move(640, afterKeys.y + afterKeys.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    const dragged = await toggleBox(page);
    expect(Math.abs(dragged.x + dragged.width / 2 - 640)).toBeLessThan(dragged.width);
    await page.reload();
    expect((await toggleBox(page)).x).toBeCloseTo(dragged.x, 0);
  });

  for (const path of ['#/homePage', '#/storePage', '#/loginn']) {
    test(`covers none of the app's controls on ${path} at the product's widths`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const found: Record<string, string[]> = {};
      for (const width of [375, 768, 1110, 1280, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        for (const end of ['End', 'Home'] as const) {
          await toggle(page).focus();
          await page.keyboard.press(end);
          for (const scroll of ['top', 'bottom'] as const) {
            await page.evaluate((to) => {
              window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight);
            }, scroll);
            const covered = await coveredControls(page);
            if (covered.length > 0) found[`${width}px, ${end}, ${scroll}`] = covered;
          }
        }
      }
      expect(found).toEqual({});
    });
  }

  test('is the last stop of the tab order, and its panel is out of it while closed', async ({
    page,
  }) => {
    await page.goto('#/loginn');
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    await expect(toggle(page)).toBeVisible();
    const stops: { inToolbar: boolean; isToggle: boolean }[] = [];
    for (let press = 0; press < 200; press += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const focused = document.activeElement;
        const strip = document.querySelector('[data-testid="dev-toolbar"]');
        const toggleButton = strip?.querySelector('button');
        return {
          inToolbar: !!focused && !!strip?.contains(focused),
          isToggle: focused === toggleButton,
          atStart: focused === document.body,
        };
      });
      if (stop.atStart && stops.length > 0) break;
      stops.push(stop);
    }
    // The app's own controls come first, then the toggle, and nothing else of the toolbar.
    expect(stops.length).toBeGreaterThan(5);
    expect(stops.filter((stop) => stop.inToolbar && !stop.isToggle)).toEqual([]);
    expect(stops.findIndex((stop) => stop.isToggle)).toBe(stops.length - 1);
  });
});
