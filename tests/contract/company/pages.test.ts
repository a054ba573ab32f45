/** Contact, customer service, join us, about, business offices and device types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abouReach,
  getContactUsList,
  getCustomService,
  getJoinUs,
  type AboutPage,
  type ContactCard,
  type CustomerService,
  type JoinUsPage,
} from '../../../src/api/contract/company/about';
import {
  getBusinessConsult,
  getDeviceTypeList,
  type BusinessOffice,
  type DeviceType,
} from '../../../src/api/contract/company/support';
import { getLogo, type SiteInfo } from '../../../src/api/contract/site';
import { startMock, type MockServer } from '../support/mockServer';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const dataOf = <T>(body: unknown) => (body as { data: T }).data;
const CHINESE = /[\u4e00-\u9fff]/;

describe('contact us', () => {
  it('answers contact cards in each language', async () => {
    const zh = dataOf<ContactCard[]>((await mock.call(getContactUsList)).body);
    const en = dataOf<ContactCard[]>(
      (await mock.call(getContactUsList, { query: { language: 'en' } })).body,
    );
    expect(zh.length).toBeGreaterThan(0);
    expect(en).toHaveLength(zh.length);
    expect(zh[0]?.title).toMatch(CHINESE);
    expect(en[0]?.content).not.toMatch(CHINESE);
    expect(zh[0]?.image).toMatch(/^\/mock-assets\//);
  });

  it('names different people for the contact page and the technical page', async () => {
    const contact = dataOf<CustomerService>(
      (await mock.call(getCustomService, { query: { serviceType: 'contact' } })).body,
    );
    const tech = dataOf<CustomerService>(
      (await mock.call(getCustomService, { query: { serviceType: 'tech', language: 'en' } })).body,
    );
    expect(contact.qqName).toMatch(CHINESE);
    expect(contact.qqService).toMatch(/^[1-9]\d{9}$/);
    expect(tech.techName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(tech.techService).not.toBe(contact.techService);
  });

  it('is where the footer says the company is, with the same hotline', async () => {
    for (const language of ['zh', 'en'] as const) {
      const cards = dataOf<ContactCard[]>(
        (await mock.call(getContactUsList, { query: { language } })).body,
      );
      const footer = dataOf<SiteInfo>((await mock.call(getLogo, { query: { language } })).body);
      const headquarters = cards[0]!.content;
      const city = language === 'zh' ? '深圳' : 'Shenzhen';
      expect(headquarters).toContain(city);
      expect(footer.content).toContain(city);
      const hotline = /400-\d{3}-\d{4}/.exec(cards[1]!.content)![0];
      expect(footer.content).toContain(hotline);
    }
  });

  it.each([{}, { serviceType: 'sales' }])('refuses serviceType %o with a 400', async (query) => {
    const answer = await mock.call(getCustomService, { query });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('serviceType') });
  });
});

describe('join us and about', () => {
  it('lists departments with one to three positions and the recruitment mailbox', async () => {
    const page = dataOf<JoinUsPage>(
      (await mock.call(getJoinUs, { query: { language: 'en' } })).body,
    );
    expect(page.email).toMatch(/^hr@/);
    expect(page.jobList.length).toBeGreaterThan(1);
    for (const job of page.jobList) {
      expect(job.position1).not.toBe('');
      expect(Boolean(job.position3)).toBe(Boolean(job.pos3Desc));
      if (job.position3) expect(job.position2).toBeDefined();
    }
    expect(page.jobList.some((job) => job.position3 === undefined)).toBe(true);
    expect(page.officeList.length).toBeGreaterThan(0);
  });

  it('tells more than 15 years of research on the about page', async () => {
    const zh = dataOf<AboutPage>((await mock.call(abouReach)).body);
    const en = dataOf<AboutPage>((await mock.call(abouReach, { query: { language: 'en' } })).body);
    expect(zh.introduce).toContain('十五年以上');
    expect(en.introduce).toContain('more than 15 years');
    expect(en.figureList[0]).toEqual({ value: '15+', label: 'years of research' });
    expect(en.blockList).toHaveLength(zh.blockList.length);
  });

  it('are POST calls', async () => {
    expect((await mock.call(getJoinUs, { method: 'GET' })).status).toBe(405);
    expect((await mock.call(abouReach, { method: 'GET' })).status).toBe(405);
  });
});

describe('business offices', () => {
  it('answers the same offices by POST (business page) and GET (how-to-buy page)', async () => {
    const post = await mock.call(getBusinessConsult, { method: 'POST' });
    const get = await mock.call(getBusinessConsult, { method: 'GET' });
    expect(post.status).toBe(200);
    expect(get.body).toEqual(post.body);
    const offices = dataOf<BusinessOffice[]>(post.body);
    expect(offices.length).toBeGreaterThanOrEqual(4);
    expect(offices[0]).toMatchObject({
      title: expect.stringMatching(CHINESE),
      addr: expect.stringMatching(/^深圳市/),
      phone: expect.stringMatching(/^0755-/),
      businessPerId: 'bp01',
      mobile: expect.stringMatching(/^1[3-9]\d{9}$/),
    });
  });

  it('names the same managers in English with _en ids', async () => {
    const en = dataOf<BusinessOffice[]>(
      (await mock.call(getBusinessConsult, { query: { language: 'en' } })).body,
    );
    expect(en[0]).toMatchObject({ id: 'o1_en', businessPerId: 'bp01_en' });
    expect(en[0]?.addr).toContain('Shenzhen');
  });
});

describe('device types', () => {
  it('answers by POST (download page) and GET (firmware check, application form)', async () => {
    const get = await mock.call(getDeviceTypeList, { method: 'GET' });
    const post = await mock.call(getDeviceTypeList, { method: 'POST', query: { language: 'zh' } });
    expect(post.body).toEqual(get.body);
    const names = dataOf<DeviceType[]>(get.body).map((type) => type.typeName);
    expect(names).toEqual(expect.arrayContaining(['4G DTU', 'NB-IoT 模组', '智能电表']));
  });

  it('refuses any other method with a 405 naming both', async () => {
    const answer = await mock.raw(getDeviceTypeList.path, { method: 'PUT' });
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ msg: expect.stringContaining('GET or POST') });
  });
});
