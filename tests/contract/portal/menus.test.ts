/** The mega-menus: shapes the header relies on, both languages, and the adverts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getMenuBanner,
  getProductMenu,
  getServiceMenu,
  getSolutionMenu,
  MENU_TYPES,
} from '../../../src/api/contract/portal/menu';
import { startMock, type MockServer } from '../support/mockServer';
import { dataOf, isAppLink, isLocalPicture } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const menuOf = {
  product: getProductMenu,
  service: getServiceMenu,
  solution: getSolutionMenu,
} as const;

/** Every id of a menu, at every level. */
async function idsOf(type: (typeof MENU_TYPES)[number], language: 'zh' | 'en') {
  const menu = await dataOf(mock, menuOf[type], { query: { language } });
  const ids: string[] = [];
  const walk = (nodes: readonly { menuId: string; menuList?: readonly unknown[] }[]) => {
    for (const node of nodes) {
      ids.push(node.menuId);
      walk((node.menuList ?? []) as { menuId: string }[]);
    }
  };
  walk(menu);
  return ids;
}

describe('the product menu', () => {
  it('is three levels deep, with a series of more than six models', async () => {
    const menu = await dataOf(mock, getProductMenu, { query: { language: 'zh' } });
    expect(menu.length).toBeGreaterThanOrEqual(4);
    for (const category of menu) {
      expect(category.menuList.length).toBeGreaterThan(0);
      for (const series of category.menuList) expect(series.menuList.length).toBeGreaterThan(0);
    }
    const largest = Math.max(
      ...menu.flatMap((category) => category.menuList.map((series) => series.menuList.length)),
    );
    expect(largest).toBeGreaterThan(6);
  });

  it('has names, light-markup descriptions and local icons on every node', async () => {
    const menu = await dataOf(mock, getProductMenu, { query: { language: 'zh' } });
    const nodes = menu.flatMap((category) => [
      category,
      ...category.menuList.flatMap((series) => [series, ...series.menuList]),
    ]);
    for (const node of nodes) {
      expect(node.menuName).not.toBe('');
      expect(node.descript).toContain('<br>');
      expect(isLocalPicture(node.icon), node.icon).toBe(true);
    }
    expect(menu[0]?.menuName).toMatch(/[\u4e00-\u9fff]/);
  });

  it('uses the same ids with `_en` in English, with English names', async () => {
    const zh = await idsOf('product', 'zh');
    const en = await idsOf('product', 'en');
    expect(en).toEqual(zh.map((id) => `${id}_en`));
    expect(zh.some((id) => id.endsWith('_en'))).toBe(false);
    const menu = await dataOf(mock, getProductMenu, { query: { language: 'en' } });
    expect(menu[0]?.menuName).toBe('Cellular Modules');
  });
});

describe('the service and solution menus', () => {
  it('groups the services into platform, software and data services', async () => {
    const menu = await dataOf(mock, getServiceMenu, { query: { language: 'en' } });
    expect(menu.map((group) => group.menuName)).toEqual([
      'Platform Services',
      'Software Services',
      'Data Services',
    ]);
    for (const group of menu) expect(group.menuList.length).toBeGreaterThan(0);
  });

  it('answers two groups, device solutions first with more than six', async () => {
    const menu = await dataOf(mock, getSolutionMenu, { query: { language: 'zh' } });
    expect(menu).toHaveLength(2);
    expect(menu[0]?.menuName).toBe('设备解决方案');
    expect(menu[0]?.menuList.length).toBeGreaterThan(6);
    expect(menu[1]?.menuName).toBe('行业解决方案');
    expect(menu[1]?.menuList.length).toBeGreaterThan(0);
  });
});

describe('the menu adverts', () => {
  it.each(MENU_TYPES)('answer an advert for every %s menu id in both languages', async (type) => {
    const ids = [...(await idsOf(type, 'zh')), ...(await idsOf(type, 'en'))];
    const banners = await Promise.all(
      ids.map((menuId) => dataOf(mock, getMenuBanner, { query: { type, menuId } })),
    );
    banners.forEach((banner, index) => {
      expect(banner, ids[index]).not.toBeNull();
      expect(isLocalPicture(banner!.adImage)).toBe(true);
      expect(isAppLink(banner!.adLink)).toBe(true);
      expect(banner!.adLink).toContain(`=${ids[index]}`);
    });
  });

  it('answer the advert in the language of the id', async () => {
    const zh = await dataOf(mock, getMenuBanner, { query: { type: 'service', menuId: 's11' } });
    const en = await dataOf(mock, getMenuBanner, { query: { type: 'service', menuId: 's11_en' } });
    expect(zh?.adTitle).toMatch(/[\u4e00-\u9fff]/);
    expect(en?.adTitle).toMatch(/^Reach IoT Cloud Platform/);
  });

  it('answer null for an id the menu does not have, or an id of another menu', async () => {
    for (const [type, menuId] of [
      ['product', 'p99'],
      ['product', 's11'],
      ['solution', 'p11'],
      ['service', 's11_fr'],
    ] as const) {
      expect(await dataOf(mock, getMenuBanner, { query: { type, menuId } })).toBeNull();
    }
  });

  it('refuse a missing id or an unknown menu type with a 400 envelope', async () => {
    const missing = await mock.call(getMenuBanner, { query: { type: 'product' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 0, msg: expect.stringContaining('menuId') });
    const wrongType = await mock.call(getMenuBanner, { query: { type: 'shop', menuId: 'p11' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ code: 0, msg: expect.stringContaining('type') });
  });
});

describe('bad menu requests', () => {
  it('explain a missing or unknown language', async () => {
    for (const endpoint of [getProductMenu, getServiceMenu, getSolutionMenu]) {
      const missing = await mock.call(endpoint);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 0, msg: expect.stringContaining('language') });
      const unknown = await mock.call(endpoint, { query: { language: 'fr' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ code: 0, data: null });
    }
  });

  it('refuse GET on the POST menu calls with 405', async () => {
    const answer = await mock.call(getProductMenu, { query: { language: 'zh' }, method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('POST') });
  });
});
