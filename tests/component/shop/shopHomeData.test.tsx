import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../contract/support/mockServer';
import { loadShopHome } from '../../../src/features/shop/home/shopHomeData';
import { loadSecondShop } from '../../../src/features/shop/second/secondShopData';
import { detailLanguage } from '../../../src/features/shop/product/productIds';
import { notifications } from '../../../src/lib/notifications';
import { switchTestLocale } from '../../support/i18n';
import { startAppMock } from '../../support/renderApp';
import { idForLocale } from '../../../src/i18n/localeIds';
import { storePageCalls } from './support/shopRouteCalls';

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

describe('shop home data', () => {
  it('makes rows of modeType 0 and blue rows of modeType 1, and strip entries of the rest', async () => {
    const data = await loadShopHome(storePageCalls, 'en');
    expect(data.rows.length).toBeGreaterThan(0);
    for (const row of data.rows) {
      expect([0, 1]).toContain(row.mode.modeType);
      expect(row.blue).toBe(row.mode.modeType === 1);
      expect(row.products.every((product) => product.modeId === row.mode.id)).toBe(true);
    }
    expect(data.rows.some((row) => row.blue)).toBe(true);
    expect(data.stripModes.every((mode) => mode.modeType > 1)).toBe(true);
    expect(data.recommended.every((product) => product.recommandStatus === 1)).toBe(true);
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.adverts.every((advert) => advert.id.endsWith('_en'))).toBe(true);
  });

  it('announces a failed product list with an error notice and keeps the rest', async () => {
    await switchTestLocale('en');
    await mock.raw('/__mock/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'http404',
        times: 1,
        path: 'eshoppingModeAndProduct/ProductList',
      }),
    });
    const data = await loadShopHome(storePageCalls, 'en');
    expect(data.rows).toEqual([]);
    expect(data.stripModes.length).toBeGreaterThan(0);
    expect(notifications.list().map((notice) => notice.level)).toContain('error');
    expect(notifications.list().map((notice) => notice.message)).toContain(
      'Error: the products could not be loaded.',
    );
  });

  it('loads the second shop by industry, its products keeping their own category', async () => {
    const data = await loadSecondShop('zh');
    expect(data.rows.length).toBeGreaterThan(0);
    const row = data.rows[0];
    expect(row?.products.length).toBeGreaterThan(0);
    expect(row?.products.some((product) => product.modeId !== row.mode.id)).toBe(true);
  });
});

describe('product ids and language', () => {
  it('is English only when both ids contain en', () => {
    expect(detailLanguage('1001_en', '1_en')).toBe('en');
    expect(detailLanguage('1001_en', '1')).toBe('zh');
    expect(detailLanguage('1001', '1')).toBe('zh');
  });

  it('adds or removes the _en suffix', () => {
    expect(idForLocale('1001', 'en')).toBe('1001_en');
    expect(idForLocale('1001_en', 'en')).toBe('1001_en');
    expect(idForLocale('1001_en', 'zh')).toBe('1001');
    expect(idForLocale('1001', 'zh')).toBe('1001');
  });
});
