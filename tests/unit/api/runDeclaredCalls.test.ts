// @vitest-environment jsdom
/**
 * A loader runs its route's declared calls (src/api/runDeclaredCalls.ts): each must be the very
 * request the HTML's start-up script made for it (scripts/vite/routePreload.ts), or the early
 * answer goes untaken and the screen asks again. Checked with the app's own client against a real
 * local server: the requests as received, and the answers in the calls' order.
 */
import { beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/apiError';
import {
  call,
  LANGUAGE,
  listKeyWord,
  listPaging,
  pageBanner,
} from '../../../src/api/contract/earlyCall';
import { getNewsList, getVideoList } from '../../../src/api/contract/company/media';
import type { ResultOf } from '../../../src/api/contract/endpoint';
import type { getBannerList } from '../../../src/api/contract/portal/home';
import { getModuleProductList } from '../../../src/api/contract/portal/module';
import { runDeclaredCalls } from '../../../src/api/runDeclaredCalls';
import { runFirstLoadCalls } from '../../../src/api/runFirstLoadCalls';
import { storage } from '../../../src/lib/storage';
import { clientTestServer } from '../../support/clientTestServer';
import { switchTestLocale } from '../../support/i18n';
import { json } from '../../support/testServer';

vi.mock('../../../src/api/client', () => import('../../support/clientToTarget'));

const testServer = clientTestServer();
beforeAll(() => switchTestLocale('zh'));
beforeEach(() => {
  testServer().respondWith(json(200, { code: 1, data: [] }));
  storage.locale.remove();
});

/** Each request received, as `METHOD path?query` with the query sorted (as the early answers' key). */
const asked = () =>
  testServer().received.map((request) => {
    const url = new URL(request.url, testServer().url);
    const query = [...url.searchParams].map(([name, value]) => `${name}=${value}`).sort();
    return `${request.method} ${url.pathname}?${query.join('&')}`;
  });

const BANNERS = '/reach/portal/api/homepage/getBannerList';
const NEWS = '/reach/portal/api/about/getNewsList';
const BLOCKS = '/reach/portal/api/module/getProductList';
const VIDEOS = '/reach/portal/api/about/getVideoList';

const news = [
  pageBanner('news'),
  call('getNewsList', { ...listPaging, keyWord: listKeyWord, language: LANGUAGE }),
] as const;

describe("a route's declared calls, as its loader runs them", () => {
  it('sends literal text as declared and LANGUAGE as the given language', async () => {
    await Promise.all(runFirstLoadCalls([pageBanner('video')], { language: 'en' }));
    expect(asked()).toEqual([`POST ${BANNERS}?language=en&type=video`]);
  });

  it('sends LANGUAGE as the stored locale when none is given, else the default one', async () => {
    storage.locale.set('en');
    await Promise.all(runFirstLoadCalls([pageBanner('news')]));
    storage.locale.remove();
    await Promise.all(runFirstLoadCalls([pageBanner('news')]));
    expect(asked()).toEqual([
      `POST ${BANNERS}?language=en&type=news`,
      `POST ${BANNERS}?language=zh&type=news`,
    ]);
  });

  it("sends an address value from the route's search, else its `otherwise`", async () => {
    testServer().respondWith(json(200, { code: 1, data: { total: 0, newsList: [] } }));
    const endpoints = { getNewsList };
    await Promise.all(runDeclaredCalls(news, endpoints, { search: { page: 3, keyWord: 'IoT' } }));
    await Promise.all(runDeclaredCalls(news, endpoints, { search: { page: undefined } }));
    expect(asked()).toEqual([
      `POST ${BANNERS}?language=zh&type=news`,
      `GET ${NEWS}?keyWord=IoT&language=zh&pageIndex=3&pageSize=6`,
      `POST ${BANNERS}?language=zh&type=news`,
      `GET ${NEWS}?keyWord=&language=zh&pageIndex=1&pageSize=6`,
    ]);
  });

  it('makes no call whose address value is missing and has no `otherwise`: it answers undefined', async () => {
    const series = [
      call('getModuleProductList', { productTypeId: { address: 'routerId' }, language: LANGUAGE }),
    ] as const;
    const endpoints = { getModuleProductList };
    const [missing] = runDeclaredCalls(series, endpoints, { search: { routerId: undefined } });
    expect(await missing).toBeUndefined();
    expect(asked()).toEqual([]);
    await Promise.all(runDeclaredCalls(series, endpoints, { search: { routerId: 'p11' } }));
    expect(asked()).toEqual([`POST ${BLOCKS}?language=zh&productTypeId=p11`]);
  });

  it('leaves out an address value that is missing and whose `otherwise` is null', async () => {
    testServer().respondWith(json(200, { code: 1, data: { total: 0, videoList: [] } }));
    const videos = [
      call('getVideoList', {
        gatherId: { address: 'gatherId', otherwise: null },
        language: LANGUAGE,
      }),
    ] as const;
    const endpoints = { getVideoList };
    await Promise.all(runDeclaredCalls(videos, endpoints, { search: { gatherId: undefined } }));
    await Promise.all(runDeclaredCalls(videos, endpoints, { search: { gatherId: 'g2' } }));
    expect(asked()).toEqual([`GET ${VIDEOS}?language=zh`, `GET ${VIDEOS}?gatherId=g2&language=zh`]);
  });

  it("gives each call's answer in the calls' order, typed by its endpoint", async () => {
    const banner = { adImage: '/b.jpg', adLink: '', adTitle: 'News' };
    const page = { total: 0, newsList: [] };
    testServer().respondWith((request, res) =>
      json(200, { code: 1, data: request.url.startsWith(BANNERS) ? [banner] : page })(request, res),
    );
    const answers = runDeclaredCalls(news, { getNewsList }, {});
    expectTypeOf(answers[0]).resolves.toEqualTypeOf<ResultOf<typeof getBannerList> | undefined>();
    expectTypeOf(answers[1]).resolves.toEqualTypeOf<ResultOf<typeof getNewsList> | undefined>();
    const [banners, newsPage] = await Promise.all(answers);
    expect(banners?.data).toEqual([banner]);
    expect(newsPage?.data).toEqual(page);
  });

  it("checks a checked call's answer against its endpoint's schema; the first-load calls' are not", async () => {
    testServer().respondWith(json(200, { code: 1, data: 'not what the schema says' }));
    const [banners, newsPage] = runDeclaredCalls(news, { getNewsList }, {});
    expect(await banners).toEqual({ code: 1, data: 'not what the schema says' });
    await expect(newsPage).rejects.toBeInstanceOf(ApiError);
  });
});
