/**
 * The HTML's start-up script asks the landed screen's public calls before the app's code arrives
 * (each route declares them: src/api/contract/earlyCall.ts; docs/decisions.md, "First load").
 * Written apart from the screens' own calls, they could drift: the screen would then ask again,
 * or leave an answer untaken. Each route that declares some is landed on here, and neither may
 * happen.
 */
import { expect, test } from './fixtures';
import { routeTable } from './routeTable';
import { EARLY_ANSWERS_GLOBAL } from '../../src/api/earlyAnswers';

/** An address for each route with early calls, with a query where the screen reads one. */
const addresses: Record<string, string> = {
  '/homePage': '#/homePage',
  '/storePage': '#/storePage',
  '/goodsDeil': '#/goodsDeil?id=1001&modeId=1',
  '/news': '#/news?page=2',
  '/produceSeries': '#/produceSeries?routerId=p11',
  '/videoView': '#/videoView',
  '/reach': '#/reach',
};

/**
 * Bookmarked addresses the script and the screen must read alike (src/lib/routeQuery.ts): a value
 * in JSON quotes, as the router's default codec wrote links, and a repeated name.
 */
const bookmarked = [
  '#/goodsDeil?id=%221001%22&modeId=%221%22',
  '#/goodsDeil?id=1001&id=1002&modeId=1',
];

const apiCall = /\/(reach\/portal\/api|f\/eshopping)\//;

test('every route with early calls is landed on below', () => {
  const declaring = routeTable.filter((route) => route.earlyCalls).map((route) => route.path);
  expect(Object.keys(addresses).sort()).toEqual(declaring.sort());
});

for (const address of [...Object.values(addresses), ...bookmarked]) {
  test(`${address}: the screen takes every early answer and asks nothing twice`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!apiCall.test(url.pathname)) return;
      const query = [...url.searchParams].map(([name, value]) => `${name}=${value}`).sort();
      asked.push(`${request.method()} ${url.pathname}?${query.join('&')}`);
    });

    await page.goto(address);

    const untaken = () =>
      page.evaluate(
        (global) => Object.keys(Reflect.get(window, global) ?? {}),
        EARLY_ANSWERS_GLOBAL,
      );
    await expect.poll(untaken).toEqual([]);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    // A picture preloaded from an early answer is one the screen shows, once its section has
    // rendered: the answers are taken as the loader starts, the sections reveal after that.
    const preloadedNotShown = () =>
      page.evaluate(() => {
        const shown = [...document.images].map((image) => image.src);
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]
          .map((link) => link.href)
          .filter((href) => !shown.includes(href));
      });
    await expect.poll(preloadedNotShown).toEqual([]);
    expect(asked.length).toBeGreaterThan(2);
    expect(asked.filter((call, index) => asked.indexOf(call) !== index)).toEqual([]);
  });
}
