/** The portal's content comes from the seed alone: the same seed gives the same answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHomeNewsList } from '../../../src/api/contract/portal/home';
import { getModuleProductList } from '../../../src/api/contract/portal/module';
import { searchDoc } from '../../../src/api/contract/portal/doc';
import { startMock, type MockServer } from '../support/mockServer';
import { dataOf } from './support';

let first: MockServer;
let again: MockServer;
let other: MockServer;
beforeAll(async () => {
  [first, again, other] = await Promise.all([
    startMock({ seed: 11 }),
    startMock({ seed: 11 }),
    startMock({ seed: 12 }),
  ]);
});
afterAll(() => Promise.all([first, again, other].map((mock) => mock.close())));

describe('the portal fixtures', () => {
  it('are the same for the same seed, whatever was asked first', async () => {
    const page = { query: { productTypeId: 'p21', language: 'zh' } } as const;
    const docs = { query: { keyWord: '' } } as const;
    const pageFirst = await dataOf(first, getModuleProductList, page);
    const docsAgain = await dataOf(again, searchDoc, docs);
    expect(await dataOf(again, getModuleProductList, page)).toEqual(pageFirst);
    expect(await dataOf(first, searchDoc, docs)).toEqual(docsAgain);
    expect(await dataOf(first, getHomeNewsList)).toEqual(await dataOf(again, getHomeNewsList));
  });

  it('change with the seed', async () => {
    const dates = async (mock: MockServer) =>
      (await dataOf(mock, getHomeNewsList)).map((news) => news.createDate);
    expect(await dates(other)).not.toEqual(await dates(first));
  });
});
