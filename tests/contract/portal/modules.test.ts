/** The content pages: every menu id has blocks in both languages, every style appears, unknown ids are empty. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getProductMenu,
  getServiceMenu,
  getSolutionMenu,
} from '../../../src/api/contract/portal/menu';
import {
  BLOCK_STYLES,
  getAirlandList,
  getDataSerList,
  getModuleProductList,
  getPaasList,
  getSolutionList,
  type ContentBlock,
} from '../../../src/api/contract/portal/module';
import { SANITIZER_PROBE_ID } from '../../../fixtures/portal/sanitizerProbe';
import { startMock, type MockServer } from '../support/mockServer';
import { dataOf, isAppLink, isLocalPicture } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

type Language = 'zh' | 'en';

const families = {
  product: { menu: getProductMenu, page: getModuleProductList, param: 'productTypeId' },
  service: { menu: getServiceMenu, page: getDataSerList, param: 'serviceTypeId' },
  solution: { menu: getSolutionMenu, page: getSolutionList, param: 'solutionTypeId' },
} as const;
type Family = keyof typeof families;

async function menuIds(family: Family, language: Language): Promise<string[]> {
  const menu = await dataOf(mock, families[family].menu, { query: { language } });
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

const pageOf = (family: Family, id: string, language: Language) =>
  dataOf(mock, families[family].page, {
    query: { [families[family].param]: id, language },
  }) as Promise<ContentBlock[]>;

async function fetchAllPages(): Promise<ContentBlock[][]> {
  const pages: Promise<ContentBlock[]>[] = [];
  for (const family of Object.keys(families) as Family[]) {
    for (const language of ['zh', 'en'] as const) {
      for (const id of await menuIds(family, language)) pages.push(pageOf(family, id, language));
    }
  }
  for (const language of ['zh', 'en'] as const) {
    pages.push(dataOf(mock, getAirlandList, { query: { language } }));
    pages.push(dataOf(mock, getPaasList, { query: { language } }));
  }
  return Promise.all(pages);
}

let everyPage: Promise<ContentBlock[][]> | undefined;
/** Every page of every menu id, the airland and the platform page, in both languages (fetched once). */
const allPages = () => (everyPage ??= fetchAllPages());

describe('every menu id', () => {
  it.each(['product', 'service', 'solution'] as const)(
    'has %s page content in Chinese and, under its `_en` id, in English',
    async (family) => {
      for (const language of ['zh', 'en'] as const) {
        const ids = await menuIds(family, language);
        const pages = await Promise.all(ids.map((id) => pageOf(family, id, language)));
        pages.forEach((blocks, index) => {
          expect(blocks.length, ids[index]).toBeGreaterThan(0);
          const titles = blocks.map((block) => block.title).join('');
          expect(/[\u4e00-\u9fff]/.test(titles), ids[index]).toBe(language === 'zh');
        });
      }
    },
  );

  it('links only to the app and shows only local pictures', async () => {
    for (const blocks of await allPages()) {
      for (const block of blocks) {
        const pictures = [
          block.backGroud,
          block.maxImg,
          ...(block.productList ?? []).map((product) => product.productImage),
          ...(block.dataFileList ?? []).map((file) => file.dataImage),
          ...(block.imgList ?? []).map((image) => image.img),
          ...(block.videoList ?? []).map((video) => video.cover),
        ].filter((url): url is string => url !== undefined);
        for (const url of pictures) expect(isLocalPicture(url), url).toBe(true);
        const links = [
          block.buttonLink,
          ...(block.productList ?? []).map((product) => product.productLink),
          ...(block.dataFileList ?? []).flatMap((file) => [file.link, file.dataFile]),
        ].filter((url): url is string => url !== undefined);
        for (const url of links) expect(isAppLink(url), url).toBe(true);
      }
    }
  });
});

describe('the block styles', () => {
  it('all appear across the pages, each with the fields its style uses', async () => {
    const blocks = (await allPages()).flat();
    const styles = new Set(blocks.map((block) => block.styleName));
    expect([...BLOCK_STYLES].filter((style) => !styles.has(style))).toEqual([]);
    for (const block of blocks) {
      if (block.styleName === 'produceList') expect(block.productList?.length).toBeGreaterThan(0);
      if (block.styleName === 'download') expect(block.dataFileList?.length).toBeGreaterThan(0);
      if (block.styleName === 'paas') expect(block.imgList?.length).toBeGreaterThan(0);
      if (block.styleName === 'videoo') expect(block.videoList?.length).toBeGreaterThan(0);
      if (block.styleName === 'fourColWord') expect(block.wordCol).toHaveLength(4);
      if (['leftImg', 'rightImg'].includes(block.styleName)) {
        expect(block.maxImg).toBeDefined();
        expect(block.button && block.buttonLink).toBeTruthy();
      }
      if (['leftAssemble', 'rightAssemble'].includes(block.styleName)) {
        expect(block.wordCol?.length).toBeGreaterThan(0);
      }
    }
  });

  it('include one introduction whose markup a sanitiser must neutralise', async () => {
    const [intro] = await pageOf('product', SANITIZER_PROBE_ID, 'zh');
    expect(intro?.content).toContain('onerror=');
    const [introEn] = await pageOf('product', `${SANITIZER_PROBE_ID}_en`, 'en');
    expect(introEn?.content).toContain('onerror=');
  });
});

describe('the airland and platform pages', () => {
  it('answer in the requested language; the platform page defaults to Chinese', async () => {
    const airland = await dataOf(mock, getAirlandList, { query: { language: 'en' } });
    expect(airland[0]?.title).toMatch(/^AirLand/);
    const paasDefault = await dataOf(mock, getPaasList);
    const paasZh = await dataOf(mock, getPaasList, { query: { language: 'zh' } });
    expect(paasDefault).toEqual(paasZh);
    expect(paasZh[0]?.title).toBe('瑞驰云 PaaS 平台');
  });
});

describe('unknown or mismatched ids', () => {
  it.each([
    ['product', 'p99'],
    ['product', 'p11_en_en'],
    ['service', 'p11'],
    ['solution', 's11'],
    ['solution', '.*'],
    ['product', "p11' OR '1'='1"],
  ] as const)('answer an empty %s page for %s', async (family, id) => {
    expect(await pageOf(family, id, 'zh')).toEqual([]);
  });

  it('answer an empty page for an id of the other language', async () => {
    expect(await pageOf('product', 'p11', 'en')).toEqual([]);
    expect(await pageOf('solution', 'so21_en', 'zh')).toEqual([]);
  });
});

describe('bad page requests', () => {
  it.each(['product', 'service', 'solution'] as const)(
    'explain a missing, empty or repeated %s id',
    async (family) => {
      const { page, param } = families[family];
      const missing = await mock.call(page, { query: { language: 'zh' } });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ code: 0, msg: expect.stringContaining(param) });
      const empty = await mock.call(page, { query: { [param]: '', language: 'zh' } });
      expect(empty.status).toBe(400);
      const repeated = await mock.raw(`${page.path}?${param}=p11&${param}=p12&language=zh`, {
        method: 'POST',
      });
      expect(repeated.status).toBe(400);
      expect(repeated.body).toMatchObject({ code: 0, data: null });
    },
  );

  it('explain a missing or unknown language', async () => {
    const missing = await mock.call(getModuleProductList, { query: { productTypeId: 'p11' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 0, msg: expect.stringContaining('language') });
    const unknown = await mock.call(getAirlandList, { query: { language: 'de' } });
    expect(unknown.status).toBe(400);
  });

  it('refuse an id longer than any menu id', async () => {
    const answer = await mock.call(getDataSerList, {
      query: { serviceTypeId: 's'.repeat(65), language: 'zh' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('serviceTypeId') });
  });
});
