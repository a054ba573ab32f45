// @vitest-environment jsdom
/**
 * The first screen's calls (the shell's and the landing page's) take their answers unchecked,
 * so that zod stays out of the first load. They still go to the contract's address, and an
 * answer of the wrong shape must read as "nothing" (the sections' built-in content), never
 * break the page. Checked with the app's own client against a real local server.
 */
import { describe, expect, it, vi } from 'vitest';
import { fetchLanguages, fetchSiteInfo } from '../../../src/api/site';
import { fetchHomeProducts } from '../../../src/api/home';
import { fetchPageBanner } from '../../../src/api/banners';
import { listOrEmpty } from '../../../src/api/callUnchecked';
import { call, LANGUAGE } from '../../../src/api/contract/earlyCall';
import { runFirstLoadCalls } from '../../../src/api/runFirstLoadCalls';
import { getLanguages, getLogo } from '../../../src/api/contract/site';
import {
  getBannerList,
  getHomeNewsList,
  getHomepageModules,
  getHomeProductList,
  getSuccCases,
} from '../../../src/api/contract/portal/home';
import { clientTestServer } from '../../support/clientTestServer';
import { json } from '../../support/testServer';

vi.mock('../../../src/api/client', () => import('../../support/clientToTarget'));

const testServer = clientTestServer();

/** The landing page reads its declared calls' lists this way (src/features/home/loadHome.ts). */
const zh = { language: 'zh' } as const;

const lists = [
  ['getLanguages', getLanguages, () => fetchLanguages()],
  [
    'getBannerList',
    getBannerList,
    () =>
      listOrEmpty(
        runFirstLoadCalls([call('getBannerList', { type: 'home', language: LANGUAGE })], zh)[0],
      ),
  ],
  [
    'getNewsList',
    getHomeNewsList,
    () => listOrEmpty(runFirstLoadCalls([call('getHomeNewsList', { language: LANGUAGE })], zh)[0]),
  ],
  [
    'getHomepageModules',
    getHomepageModules,
    () =>
      listOrEmpty(runFirstLoadCalls([call('getHomepageModules', { language: LANGUAGE })], zh)[0]),
  ],
  [
    'getSuccCases',
    getSuccCases,
    () => listOrEmpty(runFirstLoadCalls([call('getSuccCases', { language: LANGUAGE })], zh)[0]),
  ],
  ['getProductList', getHomeProductList, () => fetchHomeProducts(3, 'zh')],
] as const;

describe('the first screen calls', () => {
  it.each(lists)(
    '%s goes to the contract address and passes the list on',
    async (_, endpoint, call) => {
      const item = { anything: 'the server sent' };
      testServer().respondWith(json(200, { code: 1, msg: 'success', data: [item] }));
      expect(await call()).toEqual([item]);
      const [request] = testServer().received;
      expect(request?.method).toBe(endpoint.method);
      expect(request?.url.split('?')[0]).toBe(endpoint.path);
    },
  );

  it.each(lists)('%s reads an answer that is not a list as empty', async (_, _endpoint, call) => {
    for (const data of [null, 'text', { 0: 'x' }, 7]) {
      testServer().respondWith(json(200, { code: 1, data }));
      expect(await call()).toEqual([]);
    }
    testServer().respondWith(json(200, 'not an envelope'));
    expect(await call()).toEqual([]);
  });

  it('getLogo goes to the contract address with the language and passes the site text on', async () => {
    const site = { logoUrl: '/logo.svg', content: '公司简介', qrCode: '/qr.svg' };
    testServer().respondWith(json(200, { code: 1, data: site }));
    expect(await fetchSiteInfo('en')).toEqual(site);
    const [request] = testServer().received;
    expect(request?.method).toBe(getLogo.method);
    expect(request?.url).toBe(`${getLogo.path}?language=en`);
  });

  it('getLogo reads an answer without an object as no site text', async () => {
    for (const data of [null, 'text', 7]) {
      testServer().respondWith(json(200, { code: 1, data }));
      expect(await fetchSiteInfo('zh')).toBeUndefined();
    }
  });

  it('a page banner is the first of its type, and none when the list is empty', async () => {
    testServer().respondWith(json(200, { code: 1, data: [{ adTitle: 'a' }, { adTitle: 'b' }] }));
    expect(await fetchPageBanner('news', 'zh')).toEqual({ adTitle: 'a' });
    expect(testServer().received[0]?.url).toBe(`${getBannerList.path}?type=news&language=zh`);
    testServer().respondWith(json(200, { code: 1, data: [] }));
    expect(await fetchPageBanner('news', 'zh')).toBeUndefined();
  });
});
