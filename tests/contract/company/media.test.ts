/** Video centre and news centre: paging, literal search, category filter, languages, article pages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNewsList,
  getVideoGatherList,
  getVideoList,
  type NewsPage,
  type VideoCategory,
  type VideoPage,
} from '../../../src/api/contract/company/media';
import { videoKey } from '../../../src/components/video/videoSource';
import { startMock, type MockServer } from '../support/mockServer';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const videos = async (query: Record<string, string | number>) => {
  const answer = await mock.call(getVideoList, { query: { pageSize: 6, keyWord: '', ...query } });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { data: VideoPage }).data;
};
const news = async (query: Record<string, string | number>) => {
  const answer = await mock.call(getNewsList, { query: { pageSize: 6, keyWord: '', ...query } });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body as { data: NewsPage }).data;
};

describe('video categories', () => {
  it('are named in the requested language, English ids carrying _en', async () => {
    const zh = (await mock.call(getVideoGatherList, { query: { language: 'zh' } })).body as {
      data: VideoCategory[];
    };
    const en = (await mock.call(getVideoGatherList, { query: { language: 'en' } })).body as {
      data: VideoCategory[];
    };
    expect(zh.data.length).toBeGreaterThanOrEqual(3);
    expect(zh.data[0]?.gatherName).toMatch(/[\u4e00-\u9fff]/);
    expect(en.data.map((category) => category.id)).toEqual(
      zh.data.map((category) => `${category.id}_en`),
    );
    expect(en.data[0]?.gatherName).toMatch(/^[A-Z]/);
  });

  it('default to Chinese without a language', async () => {
    const answer = await mock.call(getVideoGatherList);
    expect(answer.body).toMatchObject({ code: 1 });
    expect((answer.body as { data: VideoCategory[] }).data[0]).toMatchObject({
      id: '1',
      gatherName: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
  });
});

describe('the video list', () => {
  it('pages by 6 with the total, newest first, the last page short, past it empty', async () => {
    const first = await videos({ pageIndex: 1, language: 'zh' });
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.videoList).toHaveLength(6);
    const times = first.videoList.map((video) => video.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const lastIndex = Math.ceil(first.total / 6);
    const last = await videos({ pageIndex: lastIndex, language: 'zh' });
    expect(last.videoList).toHaveLength(first.total - (lastIndex - 1) * 6);
    const past = await videos({ pageIndex: lastIndex + 1, language: 'zh' });
    expect(past).toEqual({ videoList: [], total: first.total });
  });

  it('filters by category; a new tab simply asks for page 1 of it', async () => {
    const all = await videos({ pageIndex: 2, language: 'zh' });
    const tab = await videos({ pageIndex: 1, gatherId: '3', language: 'zh' });
    expect(tab.total).toBeGreaterThan(0);
    expect(tab.total).toBeLessThan(all.total);
    expect(tab.videoList.every((video) => video.videoName.includes('快速上手'))).toBe(true);
    expect(await videos({ pageIndex: 1, gatherId: '', language: 'zh' })).toMatchObject({
      total: all.total,
    });
  });

  it('accepts a category id of either language and answers in the requested one', async () => {
    const en = await videos({ pageIndex: 1, gatherId: '3_en', language: 'en' });
    const crossed = await videos({ pageIndex: 1, gatherId: '3', language: 'en' });
    expect(crossed).toEqual(en);
    expect(en.videoList[0]?.videoName).toContain('quick start');
  });

  it('answers an empty page for a category it no longer has (a link kept from before)', async () => {
    for (const gatherId of ['99', '99_en', 'zz']) {
      expect(await videos({ pageIndex: 1, gatherId, language: 'en' })).toEqual({
        videoList: [],
        total: 0,
      });
    }
  });

  it('searches the literal keyword, case-insensitively, never as a pattern', async () => {
    const dtu = await videos({ pageIndex: 1, keyWord: 'solution', language: 'en' });
    expect(dtu.total).toBeGreaterThan(0);
    expect(dtu.videoList.every((video) => video.videoName.toLowerCase().includes('solution'))).toBe(
      true,
    );
    for (const keyWord of ['(', '.*', '[a-z]+', '\\']) {
      expect(await videos({ pageIndex: 1, keyWord, language: 'en' })).toEqual({
        videoList: [],
        total: 0,
      });
    }
  });

  it('gives every video a file the mock serves (no platform id), its duration and a cover', async () => {
    const { videoList } = await videos({ pageIndex: 1, language: 'en' });
    for (const video of videoList) {
      expect(video.bvid).toBe('');
      expect(video.videoUrl).toMatch(/^\/mock-assets\/video\/[a-z-]+\/v\d{3}\.webm$/);
      expect(video.duration).toMatch(/^00:0[3-9]$/);
      expect(video.cover).toMatch(/^\/mock-assets\/picture\//);
    }
    expect((await mock.raw(videoList[0]!.cover)).headers.get('content-type')).toContain('svg');
    const file = await mock.raw(videoList[0]!.videoUrl!, { headers: { range: 'bytes=0-3' } });
    // A browser's player asks for ranges (to seek) and needs the right type.
    expect(file.status).toBe(206);
    expect(file.headers.get('content-type')).toBe('video/webm');
  });

  it('gives each video its own address in both languages: the screen keys its list on it', async () => {
    for (const language of ['zh', 'en']) {
      const { videoList, total } = await videos({ pageIndex: 1, pageSize: 50, language });
      expect(videoList).toHaveLength(total);
      const keys = videoList.map(videoKey);
      expect(new Set(keys).size, keys.join(' ')).toBe(total);
    }
  });

  it('serves a clip at a video address and nothing else of the folder', async () => {
    expect((await mock.raw('/mock-assets/video/counter/v001.webm')).status).toBe(200);
    for (const path of [
      '/mock-assets/video/counter.webm',
      '/mock-assets/video/unknown/v001.webm',
      '/mock-assets/video/counter/v001.mp4',
      '/mock-assets/video/counter/..%2Fcounter.webm',
    ]) {
      expect((await mock.raw(path)).status, path).toBe(404);
    }
  });

  it.each([
    [{ pageSize: 6 }, 'pageIndex'],
    [{ pageIndex: 'two', pageSize: 6 }, 'pageIndex'],
    [{ pageIndex: 1.5, pageSize: 6 }, 'pageIndex'],
    [{ pageIndex: 0, pageSize: 6 }, 'pageIndex'],
    [{ pageIndex: 1 }, 'pageSize'],
    [{ pageIndex: 1, pageSize: 1000 }, 'pageSize'],
    [{ pageIndex: 1, pageSize: 6, language: 'fr' }, 'language'],
  ])('refuses %o with a 400 naming %s', async (query, name) => {
    const answer = await mock.call(getVideoList, { query });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, data: null, msg: expect.stringContaining(name) });
  });

  it('is GET only', async () => {
    const answer = await mock.call(getVideoList, {
      query: { pageIndex: 1, pageSize: 6 },
      method: 'POST',
    });
    expect(answer.status).toBe(405);
  });
});

describe('the news list', () => {
  it('holds 30+ items per language, newest first, the same items in both', async () => {
    const zh = await news({ pageIndex: 1, language: 'zh' });
    const en = await news({ pageIndex: 1, language: 'en' });
    expect(zh.total).toBeGreaterThanOrEqual(30);
    expect(en.total).toBe(zh.total);
    expect(zh.newsList).toHaveLength(6);
    expect(en.newsList.map((item) => item.createDate)).toEqual(
      zh.newsList.map((item) => item.createDate),
    );
    const dates = zh.newsList.map((item) => item.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(zh.newsList[0]?.newsLink).toMatch(/^\/__mock\/news\/n\d+$/);
    expect(en.newsList[0]?.newsLink).toMatch(/^\/__mock\/news\/n\d+_en$/);
  });

  it('searches titles literally', async () => {
    const found = await news({ pageIndex: 1, keyWord: '瑞驰', language: 'zh' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.newsList.every((item) => item.title.includes('瑞驰'))).toBe(true);
    expect((await news({ pageIndex: 1, keyWord: '.+', language: 'zh' })).total).toBe(0);
  });

  it('links each item to an article page in its language', async () => {
    const [zh] = (await news({ pageIndex: 1, language: 'zh' })).newsList;
    const [en] = (await news({ pageIndex: 1, language: 'en' })).newsList;
    const zhPage = await mock.raw(zh!.newsLink);
    expect(zhPage.status).toBe(200);
    expect(zhPage.headers.get('content-type')).toContain('text/html');
    expect(zhPage.text).toContain('lang="zh-CN"');
    expect(zhPage.text).toContain(zh!.title.replace(/"/g, '&#34;'));
    const enPage = await mock.raw(en!.newsLink);
    expect(enPage.text).toContain('lang="en"');
    expect(enPage.text).toContain('Back to the news');
  });

  it('answers an unknown article with a 404 page', async () => {
    const answer = await mock.raw('/__mock/news/n999');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('Page not found');
  });
});
