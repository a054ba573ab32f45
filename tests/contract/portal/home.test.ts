/** The home page calls and the page banners. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getBannerList,
  getHomeNewsList,
  getHomeProductList,
  getHomepageModules,
  getSuccCases,
  HOME_PRODUCT_TYPES,
  PAGE_BANNER_TYPES,
} from '../../../src/api/contract/portal/home';
import { HOME_BANNER_TYPE } from '../../../src/api/contract/firstLoadCalls';
import { startMock, type MockServer } from '../support/mockServer';
import { dataOf, isAppLink, isLocalPicture } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

describe('the banners', () => {
  it.each(PAGE_BANNER_TYPES)('answer a banner for the %s page in both languages', async (type) => {
    for (const language of ['zh', 'en'] as const) {
      const banners = await dataOf(mock, getBannerList, { query: { type, language } });
      expect(banners.length).toBeGreaterThan(0);
      const [first] = banners;
      expect(isLocalPicture(first!.adImage)).toBe(true);
      expect(isAppLink(first!.adLink)).toBe(true);
      expect(hasChinese(first!.adTitle)).toBe(language === 'zh');
    }
  });

  it('give the home carousel at least four slides', async () => {
    const slides = await dataOf(mock, getBannerList, {
      query: { type: HOME_BANNER_TYPE, language: 'en' },
    });
    expect(slides.length).toBeGreaterThanOrEqual(4);
    expect(new Set(slides.map((slide) => slide.adImage)).size).toBe(slides.length);
    expect(slides.some((slide) => slide.adLink.includes('_en'))).toBe(true);
  });

  it('answer an empty list for an unknown type, so the page uses its default banner', async () => {
    for (const type of ['unknown', 'HOME', '.*', 'product ']) {
      expect(await dataOf(mock, getBannerList, { query: { type, language: 'zh' } })).toEqual([]);
    }
  });

  it('explain a missing type or language', async () => {
    const noType = await mock.call(getBannerList, { query: { language: 'zh' } });
    expect(noType.status).toBe(400);
    expect(noType.body).toMatchObject({ code: 0, msg: expect.stringContaining('type') });
    const noLanguage = await mock.call(getBannerList, { query: { type: 'news' } });
    expect(noLanguage.status).toBe(400);
    expect(noLanguage.body).toMatchObject({ code: 0, msg: expect.stringContaining('language') });
  });
});

describe('the home content', () => {
  it('lists news newest first, in the requested language (Chinese by default)', async () => {
    const zh = await dataOf(mock, getHomeNewsList);
    const en = await dataOf(mock, getHomeNewsList, { query: { language: 'en' } });
    expect(zh.length).toBeGreaterThanOrEqual(6);
    expect(zh.every((news) => hasChinese(news.title))).toBe(true);
    expect(en.every((news) => !hasChinese(news.title) && news.id.endsWith('_en'))).toBe(true);
    const dates = zh.map((news) => news.createDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(en.map((news) => news.createDate)).toEqual(dates);
  });

  it('has three solution columns linking to solution and service pages', async () => {
    const modules = await dataOf(mock, getHomepageModules, { query: { language: 'zh' } });
    expect(modules).toHaveLength(3);
    for (const column of modules) {
      expect(column.linkList.length).toBeGreaterThan(0);
      expect(column.linkList.every((entry) => isAppLink(entry.link))).toBe(true);
    }
    expect(modules[0]?.linkList[0]?.link).toMatch(/^\/solve\?solutionTypeId=so1\d$/);
  });

  it('has success cases with a title, a local picture and a link', async () => {
    const cases = await dataOf(mock, getSuccCases, { query: { language: 'en' } });
    expect(cases.length).toBeGreaterThanOrEqual(4);
    for (const item of cases) {
      expect(item.title).not.toBe('');
      expect(isLocalPicture(item.image)).toBe(true);
      expect(isAppLink(item.link)).toBe(true);
    }
  });

  it.each(HOME_PRODUCT_TYPES)('fills product row %i with products of that type', async (type) => {
    const products = await dataOf(mock, getHomeProductList, { query: { type, language: 'zh' } });
    expect(products.length).toBeGreaterThanOrEqual(4);
    for (const product of products) {
      expect(product.productType).toBe(type);
      expect(isLocalPicture(product.productImage)).toBe(true);
      expect(isAppLink(product.productLink)).toBe(true);
    }
  });

  it('refuses a product type outside 1 to 5, or not a number', async () => {
    for (const type of ['0', '6', '2.5', 'modules', '']) {
      const answer = await mock.call(getHomeProductList, { query: { type, language: 'zh' } });
      expect(answer.status, type).toBe(400);
      expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('type') });
    }
    const missing = await mock.call(getHomeProductList);
    expect(missing.status).toBe(400);
  });
});
