import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { getNewsList, type NewsPage } from '../../../src/api/contract/company/media';
import { renderAppAt, settled, startAppMock } from '../../support/renderApp';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

async function newsFromMock(query: Record<string, string | number>): Promise<NewsPage> {
  const answer = await mock.call(getNewsList, { query: { pageSize: 6, ...query } });
  return (answer.body as { data: NewsPage }).data;
}

const linkedTitles = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('time'))
    .map((item) => ({
      title: item.querySelector('a')?.textContent,
      href: item.querySelector('a')?.getAttribute('href'),
      date: item.querySelector('time')?.textContent,
    }));

describe('news centre', () => {
  it('lists 6 linked titles with their dates and pages through the rest', async () => {
    const { router } = await renderAppAt('/news', 'zh');
    const first = await newsFromMock({ pageIndex: 1, language: 'zh' });
    expect(linkedTitles()).toEqual(
      first.newsList.map((item) => ({
        title: item.title,
        href: item.newsLink,
        date: item.createDate.slice(0, 10),
      })),
    );
    const pages = Math.ceil(first.total / 6);
    expect(screen.getByRole('button', { name: `第 ${pages} 页，共 ${pages} 页` })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await settled(router);
    const second = await newsFromMock({ pageIndex: 2, language: 'zh' });
    await waitFor(() =>
      expect(linkedTitles().map((item) => item.title)).toEqual(
        second.newsList.map((item) => item.title),
      ),
    );
    expect(
      screen.getByRole('button', { name: `第 2 页，共 ${pages} 页` }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('searches titles from page 1 and says when nothing matches', async () => {
    const { router } = await renderAppAt('/news?page=3', 'en');
    const anyTitle = (await newsFromMock({ pageIndex: 1, language: 'en' })).newsList[0]!.title;
    const keyWord = anyTitle.split(' ').slice(0, 2).join(' ');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search news' }), {
      target: { value: keyWord },
    });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    await settled(router);
    const found = await newsFromMock({ pageIndex: 1, keyWord, language: 'en' });
    await waitFor(() =>
      expect(linkedTitles().map((item) => item.title)).toEqual(
        found.newsList.map((item) => item.title),
      ),
    );
    expect(router.state.location.search).toEqual({ keyWord });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search news' }), {
      target: { value: 'zzz-nothing' },
    });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    await settled(router);
    expect(await screen.findByText('Nothing matches “zzz-nothing”.')).toBeVisible();
  });

  it('says a page past the end is empty (not that nothing was published) and goes back to page 1', async () => {
    const { router } = await renderAppAt('/news?page=99', 'zh');
    expect(await screen.findByText('此页已没有内容。')).toBeVisible();
    expect(screen.queryByText('暂无新闻。')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '回到第一页' }));
    await settled(router);
    const first = await newsFromMock({ pageIndex: 1, language: 'zh' });
    await waitFor(() =>
      expect(linkedTitles().map((item) => item.title)).toEqual(
        first.newsList.map((item) => item.title),
      ),
    );
    expect(router.state.location.search).toEqual({});
  });
});
