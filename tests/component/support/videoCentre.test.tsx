import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { getVideoList, type VideoPage } from '../../../src/api/contract/company/media';
import { renderAppAt, settled, startAppMock } from '../../support/renderApp';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

async function videosFromMock(query: Record<string, string | number>): Promise<VideoPage> {
  const answer = await mock.call(getVideoList, { query: { pageSize: 6, ...query } });
  return (answer.body as { data: VideoPage }).data;
}

const videoTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('video centre', () => {
  it('shows 6 videos a page and moves to the next page with the pagination', async () => {
    const { router } = await renderAppAt('/videoView', 'zh');
    const first = await videosFromMock({ pageIndex: 1, language: 'zh' });
    const second = await videosFromMock({ pageIndex: 2, language: 'zh' });
    expect(first.total).toBeGreaterThan(12);
    expect(videoTitles()).toEqual(first.videoList.map((video) => video.videoName));

    fireEvent.click(
      screen.getByRole('button', { name: `第 2 页，共 ${Math.ceil(first.total / 6)} 页` }),
    );
    await settled(router);
    await waitFor(() =>
      expect(videoTitles()).toEqual(second.videoList.map((video) => video.videoName)),
    );
    expect(router.state.location.searchStr).toBe('?page=2');
  });

  it('has an "all" tab and one per category; a tab shows its videos from page 1', async () => {
    const { router } = await renderAppAt('/videoView?page=2', 'zh');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部', '产品介绍', '解决方案', '安装与配置教程', '客户案例']);
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: '解决方案' }));
    await settled(router);
    const solutions = await videosFromMock({ pageIndex: 1, gatherId: '2', language: 'zh' });
    await waitFor(() =>
      expect(videoTitles()).toEqual(solutions.videoList.map((video) => video.videoName)),
    );
    expect(screen.getByRole('tab', { name: '解决方案' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(router.state.location.search).toEqual({ gatherId: '2' });
  });

  it('keeps a category chosen in the other language (ids with or without _en)', async () => {
    await renderAppAt('/videoView?gatherId=2', 'en');
    expect(screen.getByRole('tab', { name: 'Solutions' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('searches video names and says when nothing matches', async () => {
    const { router } = await renderAppAt('/videoView', 'en');
    const search = screen.getByRole('searchbox', { name: 'Search videos' });
    fireEvent.change(search, { target: { value: 'quick start' } });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    await settled(router);
    const found = await videosFromMock({ pageIndex: 1, keyWord: 'quick start', language: 'en' });
    expect(found.total).toBeGreaterThan(0);
    await waitFor(() =>
      expect(videoTitles()).toEqual(found.videoList.map((video) => video.videoName)),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search videos' }), {
      target: { value: 'no such video' },
    });
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Search' }));
    await settled(router);
    expect(await screen.findByText('Nothing matches “no such video”.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('loads a player only for the video someone plays', async () => {
    await renderAppAt('/videoView', 'en');
    const first = (await videosFromMock({ pageIndex: 1, language: 'en' })).videoList[0]!;
    expect(document.querySelector('iframe, video')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Play ${first.videoName}` }));
    // The mock's videos are files: the browser's own player, with its controls and the poster.
    const players = document.querySelectorAll('video');
    expect(players).toHaveLength(1);
    expect(document.querySelector('iframe')).toBeNull();
    expect(players[0]!.getAttribute('src')).toBe(first.videoUrl);
    expect(players[0]!.getAttribute('poster')).toBe(first.cover);
    expect(players[0]!.controls).toBe(true);
    expect(players[0]!.getAttribute('aria-label')).toBe(first.videoName);
    // Focus follows the pressed poster into the player instead of falling back to the page.
    expect(document.activeElement).toBe(players[0]);
  });
});

describe.each([
  ['zh', '该分类已不存在。', '查看全部视频', '全部'],
  ['en', 'This category no longer exists.', 'Show all videos', 'All'],
] as const)('a link to a category that no longer exists, in %s', (locale, gone, showAll, all) => {
  it('says so in the page language and offers the whole list', async () => {
    const { router } = await renderAppAt('/videoView?gatherId=99', locale);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(gone);
    expect(videoTitles()).toEqual([]);
    fireEvent.click(within(notice).getByRole('button', { name: showAll }));
    await settled(router);
    const everything = await videosFromMock({ pageIndex: 1, language: locale });
    await waitFor(() =>
      expect(videoTitles()).toEqual(everything.videoList.map((video) => video.videoName)),
    );
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole('tab', { name: all }).getAttribute('aria-selected')).toBe('true');
  });
});
