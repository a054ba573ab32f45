/**
 * Videos play offline: the mock serves short local files (fixtures/videos), and the video
 * centre plays them in the browser's own player once the visitor presses play.
 */
import { expect, test } from './fixtures';

test('a video of the video centre plays: pressed, its time advances', async ({ page }) => {
  await page.goto('#/videoView');
  const main = page.getByRole('main');
  const poster = main.getByRole('button', { name: /^播放 / }).first();
  const name = ((await poster.getAttribute('aria-label')) ?? '').replace(/^播放 /, '');
  await poster.click();

  const video = main.getByRole('listitem').filter({ hasText: name }).locator('video');
  await expect(video).toBeFocused();
  await expect(video).toHaveAttribute('controls', '');
  const time = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(time).toBeGreaterThan(0.2);
  const before = await time();
  await expect.poll(time).toBeGreaterThan(before + 0.3);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
});
