/** The public catalogue: both languages, every category kind, search, ids, scenarios, the second shop home. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Mode, Product } from '../../../src/api/contract/shop/catalogue';
import {
  adList,
  indexPicture,
  modeList,
  productFindList,
  productList,
  secondShopModeList,
  secondShopProductList,
} from '../../../src/api/contract/shop/catalogue';
import { startMock, type MockServer } from '../support/mockServer';
import { clearScenarios, dataOf, setScenario } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());
afterEach(() => clearScenarios(mock));

const products = async (query: Record<string, string> = {}) =>
  dataOf<Product[]>(await mock.call(productList, { query }));

describe('ProductList and ModeList', () => {
  it('answers Chinese by default and English with `_en` ids on request', async () => {
    const zh = await products();
    const en = await products({ language: 'en' });
    expect(zh.length).toBeGreaterThanOrEqual(55);
    expect(en.map((item) => item.id)).toEqual(zh.map((item) => `${item.id}_en`));
    expect(en.every((item) => item.modeId.endsWith('_en'))).toBe(true);
    expect(zh[0]?.productName).toMatch(/[\u4e00-\u9fff]/);
    expect(en[0]?.productName).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('has categories of every kind: product rows, blue rows and strip entries', async () => {
    const modes = dataOf<Mode[]>(await mock.call(modeList, { query: { language: 'zh' } }));
    const kinds = new Set(modes.map((mode) => (mode.modeType >= 2 ? 2 : mode.modeType)));
    expect(kinds).toEqual(new Set([0, 1, 2]));
    const enModes = dataOf<Mode[]>(await mock.call(modeList, { query: { language: 'en' } }));
    expect(enModes.map((mode) => mode.id)).toEqual(modes.map((mode) => `${mode.id}_en`));
  });

  it('lists only products on sale, with realistic prices and some discounts and stock-outs', async () => {
    const zh = await products();
    expect(zh.every((item) => item.auditStatus === 1 && item.uploadStatus === 1)).toBe(true);
    expect(
      zh.every((item) => Math.round(item.productPrice * 100) === item.productPrice * 100),
    ).toBe(true);
    expect(zh.some((item) => item.productOldPrice > item.productPrice)).toBe(true);
    expect(zh.some((item) => item.productSku === 0)).toBe(true);
    expect(zh.some((item) => item.recommandStatus === 1)).toBe(true);
    expect(new Set(zh.map((item) => item.productType))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('publishes more than 60 products per language, some not audited or not listed', async () => {
    const answer = await mock.raw('/__mock/data/products');
    const all = answer.body as Product[];
    expect(all.filter((item) => !item.id.endsWith('_en')).length).toBeGreaterThanOrEqual(60);
    const hidden = all.filter((item) => item.auditStatus === 0 || item.uploadStatus === 0);
    expect(hidden.length).toBeGreaterThan(0);
    // A product off the shelf still opens on its detail page, with its state.
    const [offShelf] = await products({ productid: hidden[0]!.id });
    expect(offShelf).toMatchObject({ id: hidden[0]!.id, auditStatus: hidden[0]!.auditStatus });
  });

  it('filters by category, in the language of the category id', async () => {
    const inMode = await products({ modeid: '2_en' });
    expect(inMode.length).toBeGreaterThan(0);
    expect(inMode.every((item) => item.modeId === '2_en')).toBe(true);
  });

  it('answers one product by id, whatever `language` says', async () => {
    const [item] = await products({ productid: '1001_en', language: 'zh' });
    expect(item).toMatchObject({ id: '1001_en', modeId: '1_en' });
  });

  it('refuses unknown ids and languages with a clear envelope', async () => {
    expect((await mock.call(productList, { query: { productid: '999999' } })).body).toEqual({
      statuscode: 0,
      msg: '商品不存在 / Product not found',
      data: null,
    });
    expect((await mock.call(productList, { query: { modeid: 'nope' } })).body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('Category not found'),
    });
    const badLanguage = await mock.call(productList, { query: { language: 'fr' } });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('language'),
    });
  });
});

describe('ProductFindList', () => {
  it('finds by name or category, ignoring case', async () => {
    const found = dataOf<Product[]>(
      await mock.call(productFindList, { query: { productName: 'nb-iot', language: 'en' } }),
    );
    expect(found.length).toBeGreaterThan(2);
    expect(found.every((item) => /nb-iot/i.test(`${item.productName} ${item.modeName}`))).toBe(
      true,
    );
  });

  it('treats the keyword as plain text, never as a pattern', async () => {
    for (const keyword of ['.*', '(', '[a-', '\\']) {
      const answer = await mock.call(productFindList, { query: { productName: keyword } });
      expect(answer.status).toBe(200);
      expect(dataOf<Product[]>(answer)).toEqual([]);
    }
  });

  it('lists everything on sale for an empty keyword', async () => {
    const all = dataOf<Product[]>(await mock.call(productFindList, { query: { productName: '' } }));
    expect(all.length).toBe((await products()).length);
  });
});

describe('banners and adverts', () => {
  it('serve generated pictures and in-app links', async () => {
    const banners = dataOf<{ indexPicture: string; indexHref: string }[]>(
      await mock.call(indexPicture),
    );
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((banner) => banner.indexPicture.startsWith('/mock-assets/'))).toBe(true);
    expect(banners.every((banner) => banner.indexHref.startsWith('/#/'))).toBe(true);
    const adverts = dataOf<{ id: string; adHref: string }[]>(
      await mock.call(adList, { query: { language: 'en' } }),
    );
    expect(adverts.every((advert) => advert.id.endsWith('_en'))).toBe(true);
  });
});

describe('the second shop home', () => {
  it('has its own categories and their products', async () => {
    const modes = dataOf<Mode[]>(
      await mock.call(secondShopModeList, { query: { language: 'en' } }),
    );
    expect(modes.length).toBeGreaterThan(3);
    const first = modes[0]!;
    expect(
      dataOf<Mode[]>(await mock.call(secondShopModeList, { query: { modeid: first.id } })),
    ).toEqual([first]);
    const inMode = dataOf<Product[]>(
      await mock.call(secondShopProductList, { query: { modeid: first.id } }),
    );
    expect(inMode.length).toBeGreaterThan(0);
    expect(inMode.every((item) => item.id.endsWith('_en'))).toBe(true);
  });

  it('needs a known category', async () => {
    const missing = await mock.call(secondShopProductList, { query: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ statuscode: 0, msg: expect.stringContaining('modeid') });
    const unknown = await mock.call(secondShopProductList, { query: { modeid: '999' } });
    expect(unknown.body).toMatchObject({ statuscode: 0, data: null });
  });
});

describe('the stockZero scenario', () => {
  it('reports stock 0 on product answers while it is on', async () => {
    await setScenario(mock, { kind: 'stockZero', times: 2 });
    expect((await products()).every((item) => item.productSku === 0)).toBe(true);
    expect((await products({ productid: '1001' }))[0]?.productSku).toBe(0);
    expect((await products()).some((item) => item.productSku > 0)).toBe(true);
  });
});
