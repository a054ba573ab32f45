import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import {
  getBannerList,
  getHomeNewsList,
  getHomepageModules,
  getHomeProductList,
  getSuccCases,
} from '../../../src/api/contract/portal/home';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import { renderAppAt, startAppMock } from '../../support/renderApp';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });
/** Sections fill in as their answers arrive. */
const WAIT = { timeout: 10_000 };

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

async function dataOf<T>(endpoint: Endpoint, query: Record<string, string | number>): Promise<T> {
  const answer = await mock.call(endpoint, { query });
  return (answer.body as { data: T }).data;
}

interface Titled {
  title: string;
}
/** Server links are app routes; the page links them after the `#` (hash history). */
const hashed = (route: string | undefined) => `#${route}`;

describe('home page against the mock', () => {
  it('shows every section in Chinese with the backend data', async () => {
    const banners = await dataOf<{ adTitle: string }[]>(getBannerList, {
      type: 'home',
      language: 'zh',
    });
    const news = await dataOf<(Titled & { newsLink: string })[]>(getHomeNewsList, {
      language: 'zh',
    });
    const modules = await dataOf<Titled[]>(getHomepageModules, { language: 'zh' });
    const cases = await dataOf<(Titled & { link: string })[]>(getSuccCases, { language: 'zh' });
    const modulesRow = await dataOf<{ productName: string; productLink: string }[]>(
      getHomeProductList,
      {
        type: 1,
        language: 'zh',
      },
    );

    await renderAppAt('/homePage', 'zh');

    // Banner carousel: one slide per banner, the first shown.
    const carousel = await screen.findByRole('region', { name: '焦点推荐' }, WAIT);
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.textContent)).toEqual(banners.map((b) => b.adTitle));
    expect(slides[0]?.getAttribute('aria-hidden')).toBe('false');
    expect(slides[1]?.getAttribute('aria-hidden')).toBe('true');

    // News ticker: the newest headline.
    const ticker = await screen.findByRole('region', { name: '最新消息' }, WAIT);
    expect(within(ticker).getByRole('link').textContent).toBe(news[0]?.title);

    // Three solution columns.
    const solutions = await screen.findByRole('region', { name: '解决方案' }, WAIT);
    expect(
      within(solutions)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(modules.map((column) => column.title));

    // Success cases, linked.
    const casesSection = await screen.findByRole('region', { name: '成功案例' }, WAIT);
    for (const item of cases.slice(0, 4)) {
      expect(within(casesSection).getByRole('link', { name: item.title })).toHaveAttribute(
        'href',
        hashed(item.link),
      );
    }

    // Five product categories; the first one's products are shown.
    const products = await screen.findByRole('region', { name: '产品中心' }, WAIT);
    expect(
      within(products)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['模组', '终端', '网关', '智能表计', '平台服务']);
    await waitFor(() =>
      expect(
        within(products).getByRole('link', { name: modulesRow[0]?.productName }),
      ).toHaveAttribute('href', hashed(modulesRow[0]?.productLink)),
    );

    // Industry news cards.
    const newsSection = await screen.findByRole('region', { name: '行业资讯' }, WAIT);
    expect(within(newsSection).getByRole('link', { name: news[0]?.title })).toHaveAttribute(
      'href',
      hashed(news[0]?.newsLink),
    );

    // About us with the milestone chart (its code loads on approach).
    const about = screen.getByRole('region', { name: '关于我们' });
    const chart = (
      await within(about).findAllByRole('img', { name: '公司发展历程（2008–2024）' }, WAIT)
    )[0];
    expect(chart?.textContent).toContain('2008: 瑞驰物联在深圳成立');
    expect(chart?.textContent).toContain('2024: 发布 AirLand 空天地一体化物联网方案');
  });

  it('shows another category when its tab is chosen, in English', async () => {
    const gateways = await dataOf<{ productName: string; productLink: string }[]>(
      getHomeProductList,
      { type: 3, language: 'en' },
    );
    await renderAppAt('/homePage', 'en');
    const products = await screen.findByRole('region', { name: 'Products' }, WAIT);
    fireEvent.click(within(products).getByRole('tab', { name: 'Gateways' }));
    const panel = await within(products).findByRole('tabpanel', { name: 'Gateways' }, WAIT);
    const first = gateways[0];
    await waitFor(() =>
      expect(
        within(panel).getByRole('link', { name: first?.productName }).getAttribute('href'),
      ).toBe(`#${first?.productLink}`),
    );
  });

  it('moves the banner with its arrows and dots', async () => {
    await renderAppAt('/homePage', 'en');
    const carousel = await screen.findByRole('region', { name: 'Highlights' }, WAIT);
    const shown = () =>
      within(carousel)
        .getAllByRole('group', { hidden: true })
        .findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
    expect(shown()).toBe(0);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    // The first press may come before the carousel's machine: it moves once that has arrived.
    await waitFor(() => expect(shown()).toBe(1));
    // Two presses back from the second banner: the last one. A press must reach the machine at
    // any moment (useCarousel.ts); the page shows it when React commits, which a render that
    // suspends in the same pass can put off (React warned of one once, under load).
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous banner' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous banner' }));
    const last = within(carousel).getAllByRole('group', { hidden: true }).length - 1;
    await waitFor(() => expect(shown()).toBe(last));
    const third = within(carousel).getByRole('button', { name: 'Show banner 3' });
    fireEvent.click(third);
    await waitFor(() => expect(shown()).toBe(2));
    expect(third.getAttribute('aria-current')).toBe('true');
  });
});
