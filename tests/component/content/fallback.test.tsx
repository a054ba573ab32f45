import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { TestServer } from '../../support/testServer';
import { renderAppAt } from '../../support/renderApp';
import { startEmptyBackend } from './harness/emptyBackend';

vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 10_000 };

let backend: TestServer;
beforeAll(async () => {
  backend = await startEmptyBackend();
});
afterAll(() => backend.close());

describe('built-in content when the backend returns nothing', () => {
  it('home: the built-in banner, solution columns and pointers to news and cases (zh)', async () => {
    const { router } = await renderAppAt('/homePage', 'zh');
    // The built-in banner is also what shows while the banners load, and React puts the loaded
    // banner's own in its place, a new node: a node found before the (empty) answer was rendered
    // could be out of the page by the time it was asserted (1 failure in 10 repeated runs).
    const home = router.state.matches.find((match) => match.routeId === '/homePage');
    await act(async () => {
      await home?.loaderData?.banners;
    });
    expect(screen.getByText('让每一台设备连接云端')).toBeVisible();
    const solutions = await screen.findByRole('region', { name: '解决方案' }, WAIT);
    expect(
      within(solutions)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['设备解决方案', '行业解决方案', '平台与服务']);
    expect(await screen.findByText('客户故事请见合作生态页面。', {}, WAIT)).toBeVisible();
    expect(await screen.findByText('最新消息请见新闻中心。', {}, WAIT)).toBeVisible();
    const products = await screen.findByRole('region', { name: '产品中心' }, WAIT);
    expect(
      (await within(products).findByRole('link', { name: '网上商城' }, WAIT)).getAttribute('href'),
    ).toBe('#/storePage');
    // No news, no ticker.
    expect(screen.queryByRole('region', { name: '最新消息' })).toBeNull();
  });

  it.each([
    ['/produceSeries?routerId=p11_en', 'Products', 'Why choose us'],
    ['/addValue?serviceTypeId=s11_en', 'Data services', 'Why choose us'],
    ['/Pass', 'IoT platform', 'Why choose us'],
    ['/Airlan', 'AirLand air-ground integrated IoT', 'Why choose us'],
  ])('%s: the default banner and the built-in blocks (en)', async (url, title, offer) => {
    await renderAppAt(url, 'en');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('region', { name: offer })).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Details are on their way' });
    expect(within(contact).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '#/contact',
    );
  });

  it('/solve: the built-in blocks in their tabs (zh)', async () => {
    await renderAppAt('/solve?solutionTypeId=so11', 'zh');
    expect(screen.getByRole('heading', { level: 1, name: '解决方案' })).toBeVisible();
    expect(screen.getByRole('tab', { name: '方案介绍' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('heading', { name: '详细内容即将上线' })).toBeVisible();
  });

  it('/reach: the built-in introduction and the milestones 2008 to 2024 (en)', async () => {
    await renderAppAt('/reach', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'About Reach IoT' })).toBeVisible();
    expect(screen.getByText('Every device, reliably online')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Our history, 2008 to 2024' });
    const years = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.slice(0, 4));
    expect(years[0]).toBe('2008');
    expect(years[years.length - 1]).toBe('2024');
  });

  it.each([
    ['/contract', 'zh', '目前没有开放申请的设备类型', '联系我们'],
    ['/applyAgent', 'en', 'No device type is open for applications', 'contact us'],
  ] as const)(
    '%s: says no device type is open and leads to the contact page (%s)',
    async (url, locale, notice, contact) => {
      await renderAppAt(url, locale);
      const text = await screen.findByText((_, element) =>
        Boolean(element?.tagName === 'P' && element.textContent?.startsWith(notice)),
      );
      expect(within(text).getByRole('link', { name: contact }).getAttribute('href')).toMatch(
        /^#?\/contact$/,
      );
    },
  );
});
