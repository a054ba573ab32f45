/** Partners, success cases, agents and incubators. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAgentList,
  getCooperationList,
  getIncubatorList,
  getSuccCaseList,
  type Agent,
  type Incubator,
  type Partner,
  type SuccCasePage,
} from '../../../src/api/contract/company/cooperate';
import { startMock, type MockServer } from '../support/mockServer';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const dataOf = <T>(body: unknown) => (body as { data: T }).data;

describe('partners', () => {
  it('are logos with a name for their alternative text', async () => {
    const partners = dataOf<Partner[]>((await mock.call(getCooperationList)).body);
    expect(partners.length).toBeGreaterThanOrEqual(8);
    expect(partners[0]).toEqual({
      name: expect.stringMatching(/[\u4e00-\u9fff]/),
      image: expect.stringMatching(/^\/mock-assets\/picture\//),
    });
  });
});

describe('success cases', () => {
  const page = async (pageIndex: number, language = 'zh') =>
    dataOf<SuccCasePage>(
      (await mock.call(getSuccCaseList, { query: { pageIndex, pageSize: 6, language } })).body,
    );

  it('page by 6 with the total; the last page is short', async () => {
    const first = await page(1);
    const lastIndex = Math.ceil(first.total / 6);
    expect(first.succCaseList).toHaveLength(6);
    expect((await page(lastIndex)).succCaseList).toHaveLength(first.total - (lastIndex - 1) * 6);
    expect((await page(lastIndex + 1)).succCaseList).toEqual([]);
  });

  it('link to a case page in their language', async () => {
    const [zh] = (await page(1)).succCaseList;
    const [en] = (await page(1, 'en')).succCaseList;
    expect(en?.link).toBe(`${zh?.link}_en`);
    const answer = await mock.raw(en!.link);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(en!.title);
    expect(answer.text).toContain('href="/#/cooperation?succs=1"');
    expect((await mock.raw('/__mock/cases/c999')).status).toBe(404);
  });

  it('refuse a missing page number', async () => {
    const answer = await mock.call(getSuccCaseList, { query: { pageSize: 6 } });
    expect(answer.status).toBe(400);
  });
});

describe('agents', () => {
  it('never show a whole phone number', async () => {
    const zh = dataOf<Agent[]>((await mock.call(getAgentList)).body);
    const en = dataOf<Agent[]>((await mock.call(getAgentList, { query: { language: 'en' } })).body);
    expect(zh.length).toBeGreaterThan(5);
    for (const agent of zh) expect(agent.phoneNumber).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
    expect(zh[0]?.applyPerson).toMatch(/^.(先生|女士)$/);
    expect(en[0]?.applyPerson).toMatch(/^(Mr|Ms)\. [A-Z][a-z]+$/);
    expect(en.map((agent) => agent.phoneNumber)).toEqual(zh.map((agent) => agent.phoneNumber));
  });
});

describe('incubators', () => {
  it('carry the backend field names, pictures and a status', async () => {
    const zh = dataOf<Incubator[]>((await mock.call(getIncubatorList)).body);
    const en = dataOf<Incubator[]>(
      (await mock.call(getIncubatorList, { query: { language: 'en' } })).body,
    );
    expect(zh[0]).toMatchObject({ id: '301', tiltle: expect.stringContaining('众创空间') });
    expect(en[0]).toMatchObject({ id: '301_en', tiltle: expect.stringContaining('Maker Space') });
    expect(zh.every((incubator) => incubator.imgList.length > 0)).toBe(true);
    expect(new Set(zh.map((incubator) => incubator.status))).toEqual(new Set([0, 1]));
  });

  it('is a POST call', async () => {
    expect((await mock.call(getIncubatorList, { method: 'GET' })).status).toBe(405);
  });
});
