/**
 * The support pages as a visitor uses them (content-and-profile screens 3, 4, 8, 10; §4):
 * the video centre's pages, tabs, search and players, the news search and pages, the
 * downloads by device type with and without a login, and a document from the developer
 * centre's tree opened in the document centre.
 */
import type { Page, Response } from '@playwright/test';
import { logInThroughForm, newUser, registerByApi } from './accountSupport';
import { startLoggedIn } from './loginSupport';
import { newCustomer } from './shopSupport';
import { expectAccessible, openInLanguage } from './contentSupport';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

/** The next answer of a portal call whose query has these values. */
function nextAnswer(page: Page, call: string, query: Record<string, string>): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.endsWith(`/${call}`) &&
      Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
}

async function titlesOf<T>(response: Response, list: string, title: keyof T): Promise<string[]> {
  const body = (await response.json()) as { data: Record<string, T[]> };
  return (body.data[list] ?? []).map((item) => String(item[title]));
}

const videoTitles = (response: Response) =>
  titlesOf<{ videoName: string }>(response, 'videoList', 'videoName');

/** The titles of the videos in the open tab. */
const videosOnScreen = (page: Page) =>
  page.getByRole('tabpanel').getByRole('heading', { level: 2 }).allTextContents();

test('video centre: pages, a tab back to page 1, a player only when played, search', async ({
  page,
}) => {
  // The fixtures' videos are files the mock serves (docs/decisions/media.md): none is fetched
  // before someone presses play.
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media') videoRequests.push(new URL(request.url()).pathname);
  });
  await openInLanguage(page, 'zh');
  const firstPage = nextAnswer(page, 'getVideoList', { pageIndex: '1', pageSize: '6' });
  await page.goto('#/videoView');
  await expect.poll(() => videosOnScreen(page)).toEqual(await videoTitles(await firstPage));

  const secondPage = nextAnswer(page, 'getVideoList', { pageIndex: '2' });
  await page.getByRole('button', { name: '第 2 页，共 3 页' }).click();
  const secondTitles = await videoTitles(await secondPage);
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => videosOnScreen(page)).toEqual(secondTitles);

  // A tab change asks for the category's first page.
  const solutions = nextAnswer(page, 'getVideoList', { pageIndex: '1', gatherId: '2' });
  await page.getByRole('tab', { name: '解决方案' }).click();
  const solutionsAnswer = await solutions;
  const solutionTitles = await videoTitles(solutionsAnswer);
  await expect(page.getByRole('tab', { name: '解决方案', selected: true })).toBeVisible();
  await expect.poll(() => videosOnScreen(page)).toEqual(solutionTitles);
  await expect(page).not.toHaveURL(/page=/);

  // Back on "all", the list starts again at page 1.
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(page.getByRole('button', { name: '第 1 页，共 3 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('tab', { name: '解决方案' }).click();
  const [firstSolution] = solutionTitles;
  const [firstFile] = await titlesOf<{ videoUrl: string }>(
    solutionsAnswer,
    'videoList',
    'videoUrl',
  );
  if (!firstSolution || !firstFile) throw new Error('the category has no video file');

  const solutionsPanel = page.getByRole('tabpanel', { name: '解决方案' });
  await expect(solutionsPanel.locator('video')).toHaveCount(0);
  expect(videoRequests).toEqual([]);
  await solutionsPanel.getByRole('button', { name: `播放 ${firstSolution}` }).click();
  const player = solutionsPanel.getByRole('listitem').filter({ hasText: firstSolution });
  await expect(player.locator('video')).toBeFocused();
  await expect(solutionsPanel.locator('video')).toHaveCount(1);
  // Only the played video's file is fetched (in ranges, so perhaps more than once).
  await expect.poll(() => videoRequests).toContain(firstFile);
  expect(new Set(videoRequests)).toEqual(new Set([firstFile]));
  await expectAccessible(page);

  await page.getByRole('tab', { name: '全部' }).click();
  const search = page.getByRole('search', { name: '搜索视频' });
  await search.getByRole('searchbox').fill('网关');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyWord=/);
  await expect.poll(() => videosOnScreen(page)).toEqual(['RG-520 边缘计算网关产品介绍']);

  await search.getByRole('searchbox').fill('卫星电视');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '没有与“卫星电视”匹配的内容。' }),
  ).toBeVisible();
});

test('news centre: a search narrows the list, its second page keeps the search', async ({
  page,
}) => {
  await openInLanguage(page, 'en');
  await page.goto('#/news');
  const list = page.getByRole('main').getByRole('listitem');
  await expect(list).toHaveCount(6);

  const found = nextAnswer(page, 'getNewsList', { keyWord: 'certification', pageIndex: '1' });
  const search = page.getByRole('search', { name: 'Search news' });
  await search.getByRole('searchbox').fill('certification');
  await search.getByRole('button', { name: 'Search' }).click();
  const foundTitles = await titlesOf<{ title: string }>(await found, 'newsList', 'title');
  expect(foundTitles.length).toBe(6);
  for (const title of foundTitles) {
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }

  const more = nextAnswer(page, 'getNewsList', { keyWord: 'certification', pageIndex: '2' });
  await page.getByRole('button', { name: 'Page 2 of 2' }).click();
  const moreTitles = await titlesOf<{ title: string }>(await more, 'newsList', 'title');
  await expect(list).toHaveCount(moreTitles.length);
  for (const title of moreTitles) {
    expect(title.toLowerCase()).toContain('certification');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/keyWord=certification.*page=2|page=2.*keyWord=certification/);
  await expect(search.getByRole('searchbox')).toHaveValue('certification');

  await search.getByRole('searchbox').fill('');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(list).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Page 1 of 6' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('downloads: the public guide without a login, a device type page by page, a locked file after logging in', async ({
  page,
  request,
}) => {
  const user = newUser('dl');
  await registerByApi(request, user);
  await openInLanguage(page, 'zh');
  await page.goto('#/doc');
  const main = page.getByRole('main');
  const deviceType = main.getByRole('combobox', { name: '设备类型' });
  const check = main.getByRole('button', { name: '查询' });

  // The public usage guide downloads without a login.
  await deviceType.selectOption({ label: '4G DTU' });
  await check.click();
  await expect(main.getByRole('listitem')).toHaveCount(4);
  const guide = 'RC-D410 4G DTU使用说明书 V1.1.pdf';
  const publicDownload = page.waitForEvent('download');
  await main.getByRole('link', { name: `下载 ${guide}` }).click();
  expect((await publicDownload).suggestedFilename()).toBe(guide);
  await expect(main.getByRole('link', { name: /^登录后下载 / })).toHaveCount(3);

  // The list changes only when "check" is pressed.
  await deviceType.selectOption({ label: '边缘计算网关' });
  await expect(main.getByText(guide)).toBeVisible();
  await check.click();
  // Router search values are JSON: the id "3" travels quoted.
  await expect(page).toHaveURL(/deviceType=3(&|$)/);
  await expect(main.getByRole('listitem')).toHaveCount(6);
  await expect(
    main.getByRole('listitem').filter({ hasNotText: 'RG-520 边缘计算网关' }),
  ).toHaveCount(0);
  await main.getByRole('button', { name: '第 2 页，共 2 页' }).click();
  await expect(main.getByRole('listitem')).toHaveCount(1);
  const lastFile = 'RG-520 边缘计算网关产品规格书 V2.7.pdf';

  await main.getByRole('link', { name: `登录后下载 ${lastFile}` }).click();
  await expect(page).toHaveURL(/#\/loginn\?redirect=/);
  await logInThroughForm(page, 'zh', user.username, user.password);
  await expect(page).toHaveURL(/#\/doc\?.*deviceType=3(&|$)/);
  await expect(page).toHaveURL(/page=2/);
  const lockedDownload = page.waitForEvent('download');
  await main.getByRole('link', { name: `下载 ${lastFile}` }).click();
  const download = await lockedDownload;
  expect(download.suggestedFilename()).toBe(lastFile);
  expect(await download.failure()).toBeNull();
});

test('developer centre: a document chosen in the tree opens in the document centre, a foreign one does not', async ({
  page,
}) => {
  await openInLanguage(page, 'en');
  await page.goto('#/developer');
  const tree = page.getByRole('tree', { name: 'Developer documentation' });
  await tree.getByRole('treeitem', { name: 'Getting Started' }).click();
  await tree.getByRole('treeitem', { name: 'Your First Connection' }).click();

  await expect(page).toHaveURL(/#\/docCenter\?docUrl=.*di1103_en/);
  await expect(page.getByRole('heading', { level: 1, name: 'Document centre' })).toBeVisible();
  const documentation = page.frameLocator('iframe[title="Documentation"]');
  await expect(
    documentation.getByRole('heading', { level: 1, name: 'Your First Connection' }),
  ).toBeVisible();

  // Only the configured documentation sites are framed, whatever the address says.
  await page.goto(`#/docCenter?docUrl=${encodeURIComponent('https://evil.example.com/doc')}`);
  await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('link', { name: 'Documentation home' }).click();
  await expect(page.locator('iframe[title="Documentation"]')).toBeVisible();
});

test('developer centre logged in: the private index adds the internal documents, readable in the document centre', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, await newCustomer(request));
  await openInLanguage(page, 'zh');
  await page.goto('#/developer');
  await expect(page.getByText('您已登录，此处列出全部文档（含内部资料）。')).toBeVisible();
  const tree = page.getByRole('tree', { name: '开发者文档' });
  await tree.getByRole('treeitem', { name: '内部资料' }).first().click();
  await tree.getByRole('treeitem', { name: '量产测试规范' }).click();

  await expect(page).toHaveURL(/#\/docCenter\?docUrl=/);
  await expect(
    page
      .frameLocator('iframe[title="文档"]')
      .getByRole('heading', { level: 1, name: '量产测试规范' }),
  ).toBeVisible();
});

/** How tall the documentation frame is, and how tall the page it shows. */
const frameFit = (page: Page, title: string) =>
  page.locator(`iframe[title="${title}"]`).evaluate((frame: HTMLIFrameElement) => ({
    frame: frame.clientHeight,
    page: frame.contentDocument?.documentElement.scrollHeight ?? -1,
  }));

test('the document centre frame is as tall as its page, whichever page it shows', async ({
  page,
}) => {
  await openInLanguage(page, 'zh');
  await page.goto('#/docCenter');
  const index = page.frameLocator('iframe[title="文档"]');
  await expect(index.getByRole('heading', { level: 1, name: '开发者文档' })).toBeVisible();
  // The whole index shows: longer than the window, it makes the page scroll, not the frame.
  await expect.poll(async () => (await frameFit(page, '文档')).frame).toBeGreaterThan(900);
  let fit = await frameFit(page, '文档');
  expect(fit.frame).toBe(fit.page);

  // A link inside the frame loads a shorter page: the frame follows it down.
  await index.getByRole('link').first().click();
  await expect(index.getByRole('heading', { level: 2, name: '操作步骤' })).toBeVisible();
  await expect.poll(async () => (await frameFit(page, '文档')).frame).toBeLessThan(fit.frame);
  fit = await frameFit(page, '文档');
  expect(fit.frame).toBe(fit.page);
});

test('the help centre frame is as tall as its page, and grows as the page narrows (English)', async ({
  page,
}) => {
  await openInLanguage(page, 'en');
  await page.goto('#/helpCenter');
  const help = page.frameLocator('iframe[title="Documentation"]');
  await expect(help.getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible();
  const wide = await frameFit(page, 'Documentation');
  expect(wide.frame).toBe(wide.page);
  // Narrower, the text wraps onto more lines: the frame grows with it.
  await page.setViewportSize({ width: 400, height: 900 });
  await expect
    .poll(async () => (await frameFit(page, 'Documentation')).frame)
    .toBeGreaterThan(wide.frame);
  const narrow = await frameFit(page, 'Documentation');
  expect(narrow.frame).toBe(narrow.page);
});
