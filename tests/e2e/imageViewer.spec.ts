/**
 * The image viewer (content-and-profile §2, "Other UI facts": button, title, zoom, rotate, scale,
 * fullscreen and keyboard), on a product page whose picture and introduction pictures form one
 * group. Each control and each key is checked by what it does to the picture, so switching any
 * one of them off in `src/components/viewer/viewerOptions.ts` fails this test.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { catalogueProduct } from './shopSupport';

/** The picture the viewer shows: its width and its transform (rotation and flips). */
function shown(page: Page) {
  const image = page.locator('.viewer-canvas img');
  return {
    width: () =>
      image.evaluate((element: HTMLImageElement) => element.getBoundingClientRect().width),
    transform: () => image.evaluate((element: HTMLImageElement) => element.style.transform),
  };
}

/** Waits for the shown picture's width to move past `before` in the given direction. */
async function expectWidth(page: Page, before: number, direction: 'larger' | 'smaller') {
  const width = shown(page).width;
  if (direction === 'larger') await expect.poll(width).toBeGreaterThan(before * 1.05);
  else await expect.poll(width).toBeLessThan(before * 0.95);
  return width();
}

// Without animations the checks need not wait for each transition (the viewer honours the setting).
test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

test('a product picture opens in the viewer: every control and every key does its part', async ({
  page,
  request,
}) => {
  const product = await catalogueProduct(request, '1032');
  const name = product.productName;
  await page.goto(`#/goodsDeil?id=${product.id}&modeId=${product.modeId}`);
  const picture = page.getByRole('button', { name: `放大查看图片：${name}`, exact: true });
  await picture.click();

  // The viewer is a dialog named by the picture's title, with the focus inside it.
  const viewer = page.getByRole('dialog', { name, exact: true });
  await expect(viewer).toBeVisible();
  const title = page.getByRole('dialog').locator('.viewer-title');
  await expect(title).toBeVisible();
  await expect(title).toHaveText(name);
  expect(await viewer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const control = (label: string) => viewer.getByRole('button', { name: label, exact: true });
  const { transform } = shown(page);

  // Zoom in and out.
  let width = await shown(page).width();
  await control('放大').click();
  width = await expectWidth(page, width, 'larger');
  await control('缩小').click();
  await expectWidth(page, width, 'smaller');

  // Rotate left and right, flip horizontally and vertically.
  await control('向右旋转').click();
  await expect.poll(transform).toContain('rotate(90deg)');
  await control('向左旋转').click();
  await expect.poll(transform).not.toContain('rotate(90deg)');
  await control('向左旋转').click();
  await expect.poll(transform).toContain('rotate(-90deg)');
  await control('水平翻转').click();
  await expect.poll(transform).toContain('scaleX(-1)');
  await control('垂直翻转').click();
  await expect.poll(transform).toContain('scaleY(-1)');

  // Full screen, left with Escape (the viewer stays open).
  await control('全屏播放').click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(viewer).toBeVisible();

  // The close button gives the focus back to the picture.
  await control('关闭图片').click();
  await expect(viewer).toBeHidden();
  await expect(picture).toBeFocused();

  // The keyboard: the arrows step through the group and zoom, + and − zoom, Escape closes.
  await picture.press('Enter');
  await expect(title).toHaveText(name);
  await page.keyboard.press('ArrowRight');
  await expect(title).toHaveText(`${name}正面`);
  await page.keyboard.press('ArrowRight');
  await expect(title).toHaveText(`${name}接口`);
  await page.keyboard.press('ArrowLeft');
  await expect(title).toHaveText(`${name}正面`);
  width = await shown(page).width();
  await page.keyboard.press('ArrowUp');
  width = await expectWidth(page, width, 'larger');
  await page.keyboard.press('ArrowDown');
  width = await expectWidth(page, width, 'smaller');
  await page.keyboard.press('+');
  width = await expectWidth(page, width, 'larger');
  await page.keyboard.press('-');
  await expectWidth(page, width, 'smaller');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(picture).toBeFocused();

  // A picture of the introduction opens the same group at its own place.
  await page.getByRole('button', { name: `放大查看图片：${name}接口` }).click();
  await expect(title).toHaveText(`${name}接口`);
  await page.keyboard.press('ArrowRight');
  await expect(title).toHaveText(name);
});

/** XState's own event name: only its chunk holds it (the viewer's machine brings it on a press). */
const XSTATE_MARKER = 'xstate.init';

// On a phone, as the bench measures: wider, the shell's menus load a machine of their own. The
// file's reduced motion holds here too: viewerjs then shows each picture without a transition.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('a content page loads no XState before a press; the press opens its picture alone', async ({
    page,
  }) => {
    const scripts: Promise<{ url: string; code: string }>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (/\/assets\/.+\.js$/.test(url))
        scripts.push(response.text().then((code) => ({ url, code })));
    });
    await page.goto('#/reach');
    const picture = page.getByRole('button', { name: /^放大查看图片：/ }).first();
    await expect(picture).toBeVisible();
    await page.waitForLoadState('networkidle');
    const withXState = (await Promise.all(scripts))
      .filter(({ code }) => code.includes(XSTATE_MARKER))
      .map(({ url }) => url);
    expect(withXState, 'scripts holding XState').toEqual([]);

    // A picture on its own: shown with its caption (once it has loaded), zoomed, closed.
    const name = (await picture.getAttribute('aria-label'))?.replace(/^放大查看图片：/, '') ?? '';
    expect(name, 'the picture’s caption').not.toBe('');
    await picture.click();
    const viewer = page.getByRole('dialog', { name, exact: true });
    await expect(viewer.locator('.viewer-title')).toHaveText(name);
    await expect(viewer.getByRole('button', { name: '下一张' })).toHaveCount(0);
    const control = (label: string) => viewer.getByRole('button', { name: label, exact: true });
    const width = await shown(page).width();
    await control('放大').click();
    await expectWidth(page, width, 'larger');
    await control('关闭图片').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(picture).toBeFocused();
  });

  test('a product’s pictures open in the viewer: zoom, switch, close', async ({
    page,
    request,
  }) => {
    const product = await catalogueProduct(request, '1032');
    const name = product.productName;
    await page.goto(`#/goodsDeil?id=${product.id}&modeId=${product.modeId}`);
    const picture = page.getByRole('button', { name: `放大查看图片：${name}`, exact: true });
    await picture.click();

    const viewer = page.getByRole('dialog');
    const title = viewer.locator('.viewer-title');
    await expect(title).toHaveText(name);
    const control = (label: string) => viewer.getByRole('button', { name: label, exact: true });
    const width = await shown(page).width();
    await control('放大').click();
    await expectWidth(page, width, 'larger');
    await control('下一张').click();
    await expect(title).toHaveText(`${name}正面`);
    await control('上一张').click();
    await expect(title).toHaveText(name);
    await control('上一张').click();
    await expect(title).toHaveText(`${name}接口`);
    await control('关闭图片').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(picture).toBeFocused();
  });
});

/**
 * Holds the app's scripts requested from now on. `arrived()` lets them go and resolves once every
 * held script has been evaluated in the page (importing a module the page already has waits for
 * its evaluation), so whatever the app does when its code arrives has been done by then.
 */
async function holdScripts(page: Page) {
  const scripts = /\/assets\/.+\.js$/;
  const held: string[] = [];
  const handled: Promise<void>[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = page.waitForRequest(scripts);
  await page.route(scripts, (route) => {
    held.push(route.request().url());
    const continued = released.then(() => route.continue());
    handled.push(continued);
    return continued;
  });
  return {
    asked,
    async arrived() {
      release();
      await Promise.all(handled);
      await page.unroute(scripts);
      await page.evaluate((urls) => Promise.all(urls.map((url) => import(url))), held);
      return held;
    },
  };
}

/** From now on, notes whether a viewer enters the page, however briefly it stays. */
function watchForViewer(page: Page) {
  return page.evaluate(() => {
    const watch = window as unknown as { viewerEntered: boolean };
    watch.viewerEntered = false;
    new MutationObserver(() => {
      if (document.querySelector('.viewer-container')) watch.viewerEntered = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const viewerEntered = (page: Page) =>
  page.evaluate(() => (window as unknown as { viewerEntered: boolean }).viewerEntered);

/** The viewer's traces on the page: its element, and the scroll lock it puts on the body. */
function viewerTraces(page: Page) {
  return page.evaluate(() => ({
    viewers: document.querySelectorAll('.viewer-container').length,
    locked: document.body.classList.contains('viewer-open'),
    overflow: getComputedStyle(document.body).overflow,
  }));
}

const gone = { viewers: 0, locked: false, overflow: 'visible' };

test.describe('the viewer belongs to its page', () => {
  // With the transitions on, opening takes a while: Escape can come at any moment of it.
  test.use({ reducedMotion: 'no-preference' });

  test('Back, or any navigation, closes it and unlocks scrolling', async ({ page, request }) => {
    const product = await catalogueProduct(request, '1032');
    const name = product.productName;
    await page.goto('#/homePage');
    await page.goto(`#/goodsDeil?id=${product.id}&modeId=${product.modeId}`);
    const picture = page.getByRole('button', { name: `放大查看图片：${name}`, exact: true });

    await picture.click();
    await expect(page.getByRole('dialog', { name, exact: true })).toBeVisible();
    expect(await viewerTraces(page)).toMatchObject({
      viewers: 1,
      locked: true,
      overflow: 'hidden',
    });
    await page.goBack();
    await expect(page).toHaveURL(/#\/homePage$/);
    await expect.poll(() => viewerTraces(page)).toEqual(gone);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Forward to the product, open again, then go to another product: the same screen stays
    // mounted, and the viewer still goes with the page it was opened on.
    await page.goForward();
    await picture.click();
    await expect(page.getByRole('dialog', { name, exact: true })).toBeVisible();
    const other = await catalogueProduct(request, '1001');
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#/goodsDeil?id=${other.id}&modeId=${other.modeId}`);
    await expect(page.getByRole('heading', { name: other.productName })).toBeVisible();
    await expect.poll(() => viewerTraces(page)).toEqual(gone);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Escape while the viewer’s code is on its way: it never opens', async ({
    page,
    request,
  }) => {
    const product = await catalogueProduct(request, '1032');
    const name = product.productName;
    await page.goto(`#/goodsDeil?id=${product.id}&modeId=${product.modeId}`);
    const picture = page.getByRole('button', { name: `放大查看图片：${name}`, exact: true });
    await expect(picture).toBeVisible();
    await watchForViewer(page);

    // Escape: the opening is dropped, and the code arriving later shows nothing.
    const escaped = await holdScripts(page);
    await picture.click();
    await escaped.asked;
    await page.keyboard.press('Escape');
    expect(await escaped.arrived(), 'the viewer’s code was held').not.toEqual([]);
    expect(await viewerEntered(page), 'a viewer after Escape').toBe(false);
    expect(await viewerTraces(page)).toEqual(gone);

    // The code is here now: the next press opens at once.
    await picture.click();
    await expect(page.getByRole('dialog', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(() => viewerTraces(page)).toEqual(gone);
    await expect(picture).toBeFocused();
  });

  test('a navigation while the viewer’s code is on its way: it never opens', async ({
    page,
    request,
  }) => {
    const product = await catalogueProduct(request, '1032');
    const other = await catalogueProduct(request, '1001');
    await page.goto(`#/goodsDeil?id=${product.id}&modeId=${product.modeId}`);
    const picture = page.getByRole('button', {
      name: `放大查看图片：${product.productName}`,
      exact: true,
    });
    await expect(picture).toBeVisible();
    await watchForViewer(page);

    // To another product: the same screen stays mounted, and the opening goes with the page.
    const held = await holdScripts(page);
    await picture.click();
    await held.asked;
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#/goodsDeil?id=${other.id}&modeId=${other.modeId}`);
    await expect(page.getByRole('heading', { name: other.productName })).toBeVisible();
    expect(await held.arrived(), 'the viewer’s code was held').not.toEqual([]);
    expect(await viewerEntered(page), 'a viewer after the navigation').toBe(false);
    expect(await viewerTraces(page)).toEqual(gone);
  });

  test('Escape at any moment of the opening closes it, with no error', async ({
    page,
    request,
  }) => {
    const product = await catalogueProduct(request, '1032');
    const name = product.productName;
    await page.goto(`#/goodsDeil?id=${product.id}&modeId=${product.modeId}`);
    const picture = page.getByRole('button', { name: `放大查看图片：${name}`, exact: true });
    const viewer = page.locator('.viewer-container');

    // The moments of an opening, each waited for by what shows it.
    const moments: Record<string, () => Promise<void>> = {
      'as it enters the page': () => viewer.waitFor({ state: 'attached' }),
      'while it fades in': () => page.locator('.viewer-container.viewer-in').waitFor(),
      'while the picture loads': () => page.getByRole('dialog').waitFor(),
      'once the picture shows': () => expect(viewer.locator('.viewer-title')).toHaveText(name),
    };
    for (const [moment, reached] of Object.entries(moments)) {
      await picture.click();
      await reached();
      await page.keyboard.press('Escape');
      await expect.poll(() => viewerTraces(page), `Escape ${moment}`).toEqual(gone);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(picture).toBeFocused();
    }
  });
});
