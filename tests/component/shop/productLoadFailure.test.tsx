import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MockServer } from '../../contract/support/mockServer';
import { loadProductDetail } from '../../../src/features/shop/detail/productDetailData';
import { loadShopHome } from '../../../src/features/shop/home/shopHomeData';
import { notifications } from '../../../src/lib/notifications';
import { switchTestLocale } from '../../support/i18n';
import { startAppMock } from '../../support/renderApp';
import { productDetailCalls, storePageCalls } from './support/shopRouteCalls';

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());
beforeEach(() => notifications.list().forEach((notice) => notifications.dismiss(notice.id)));

/** The next product list call of the shop fails with HTTP 404. */
const failNextProductList = () =>
  mock.raw('/__mock/scenario', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'http404',
      times: 1,
      path: 'eshoppingModeAndProduct/ProductList',
    }),
  });

const errors = () =>
  notifications
    .list()
    .filter((notice) => notice.level === 'error')
    .map((notice) => notice.message);

describe.each([
  ['zh', '错误：商品列表加载失败。', '错误：商品加载失败。'],
  ['en', 'Error: the products could not be loaded.', 'Error: the product could not be loaded.'],
] as const)(
  'a product load failure in %s (spec §8: a warning titled error)',
  (locale, list, one) => {
    it('on the shop home: the notice, and the rest of the page', async () => {
      await switchTestLocale(locale);
      await failNextProductList();
      const data = await loadShopHome(storePageCalls, locale);
      expect(errors()).toEqual([list]);
      expect(data.rows).toEqual([]);
      expect(data.stripModes.length).toBeGreaterThan(0);
    });

    it('on the product page: the notice, and the page says it is unavailable', async () => {
      await switchTestLocale(locale);
      await failNextProductList();
      const data = await loadProductDetail(
        productDetailCalls,
        locale === 'zh' ? '1001' : '1001_en',
      );
      expect(errors()).toEqual([one]);
      expect(data).toEqual({ product: undefined, failed: true });
    });

    it('on the product page: an id the shop does not know is not found, not a failure', async () => {
      await switchTestLocale(locale);
      const data = await loadProductDetail(
        productDetailCalls,
        locale === 'zh' ? '9999' : '9999_en',
      );
      expect(errors()).toEqual([]);
      expect(data).toEqual({ product: undefined, failed: false });
    });
  },
);
