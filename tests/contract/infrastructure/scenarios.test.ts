/** Scenarios let testers reach every transport row of the error catalogue on demand. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getLanguages, getLogo } from '../../../src/api/contract/site';
import { abouReach } from '../../../src/api/contract/company/about';
import { getVideoList } from '../../../src/api/contract/company/media';
import { getBannerList } from '../../../src/api/contract/portal/home';
import { getPrivateDocIndex } from '../../../src/api/contract/portal/doc';
import { startMock, type MockServer } from '../support/mockServer';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());
afterEach(async () => {
  await mock.raw('/__mock/scenario', { method: 'DELETE' });
});

const setScenario = (scenario: object) =>
  mock.raw('/__mock/scenario', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(scenario),
  });

describe('POST /__mock/scenario', () => {
  it.each([
    ['http401', 401, { code: 401 }],
    ['http404', 404, { code: 404 }],
    ['code10000', 200, { code: 10000 }],
    ['code11000', 200, { code: 11000 }],
  ] as const)('%s answers the next call once', async (kind, status, body) => {
    await setScenario({ kind });
    const hit = await mock.call(getLanguages);
    expect(hit.status).toBe(status);
    expect(hit.body).toMatchObject(body);
    expect((await mock.call(getLanguages)).status).toBe(200);
  });

  it('applies to as many calls as asked, and only to matching paths', async () => {
    await setScenario({ kind: 'http404', times: 2, path: 'getLogo' });
    expect((await mock.call(getLanguages)).status).toBe(200);
    expect((await mock.call(getLogo, { query: { language: 'zh' } })).status).toBe(404);
    expect((await mock.call(getLogo, { query: { language: 'zh' } })).status).toBe(404);
    expect((await mock.call(getLogo, { query: { language: 'zh' } })).status).toBe(200);
  });

  it('adds latency', async () => {
    await setScenario({ kind: 'latency', latencyMs: 300 });
    const start = Date.now();
    await mock.call(getLanguages);
    expect(Date.now() - start).toBeGreaterThanOrEqual(290);
  });

  it('code 11000 hands a logged-in caller a fresh working token', async () => {
    const { token } = mock.createUser();
    await setScenario({ kind: 'code11000' });
    const answer = await mock.call(getLanguages, { token });
    const fresh = (answer.body as { msg: string }).msg;
    expect(fresh).toMatch(/^[0-9a-f]{48}$/);
    expect(mock.app.mock.sessions.callerOfToken(fresh).kind).toBe('user');
  });

  it("expireSession ends the caller's session", async () => {
    const { token } = mock.createUser();
    await setScenario({ kind: 'expireSession' });
    await mock.call(getLanguages, { token });
    expect(mock.app.mock.sessions.callerOfToken(token).kind).toBe('expired');
  });

  it.each([
    ['http401', '登录已过期，请重新登录', 'Login expired, please log in again'],
    ['code10000', '操作失败（模拟）', 'Operation failed (simulated)'],
  ] as const)(
    "%s speaks the request's language, as the mock's other texts do",
    async (kind, zh, en) => {
      const message = async (init: RequestInit = {}, query = '') => {
        const answer = await mock.raw(`${getLanguages.path}?__scenario=${kind}${query}`, init);
        return (answer.body as { msg: string }).msg;
      };
      expect(await message()).toBe(zh);
      expect(await message({ headers: { 'accept-language': 'en' } })).toBe(en);
      expect(await message({ headers: { 'accept-language': 'en-GB,en;q=0.9' } })).toBe(en);
      // A language parameter says it more precisely than the header.
      expect(await message({ headers: { 'accept-language': 'zh' } }, '&language=en')).toBe(en);
      expect(await message({ headers: { 'accept-language': 'en' } }, '&language=zh')).toBe(zh);
    },
  );

  it('works for one request with the query flag', async () => {
    expect((await mock.raw(`${getLanguages.path}?__scenario=http401`)).status).toBe(401);
    expect((await mock.call(getLanguages)).status).toBe(200);
  });

  it('works for one request with the X-Mock-Scenario header', async () => {
    const headers = { 'x-mock-scenario': 'http404' };
    expect((await mock.call(getLanguages, { headers })).status).toBe(404);
    expect((await mock.call(getLanguages)).status).toBe(200);
  });

  it('lets the app on another origin send the header', async () => {
    const preflight = await mock.raw(getLanguages.path, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-headers': 'x-mock-scenario',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-mock-scenario');
  });

  it('empty answers the success envelope with no records: [], an empty page, null', async () => {
    const headers = { 'x-mock-scenario': 'empty' };
    const videos = { query: { pageIndex: 1, pageSize: 6, keyWord: '', language: 'zh' }, headers };
    expect((await mock.call(getVideoList, videos)).body).toEqual({
      code: 1,
      msg: 'success',
      data: { videoList: [], total: 0 },
    });
    const banners = { query: { type: 'news', language: 'en' }, headers };
    expect((await mock.call(getBannerList, banners)).body).toMatchObject({ code: 1, data: [] });
    const about = { query: { language: 'zh' }, headers };
    expect((await mock.call(abouReach, about)).body).toMatchObject({ code: 1, data: null });
    // Without the header the same call has its records.
    const withRecords = await mock.call(getVideoList, { query: videos.query });
    expect((withRecords.body as { data: { total: number } }).data.total).toBeGreaterThan(6);
  });

  it('empty leaves a refusal as it is', async () => {
    const answer = await mock.call(getPrivateDocIndex, {
      query: { language: 'zh' },
      headers: { 'x-mock-scenario': 'empty' },
    });
    expect(answer.body).toMatchObject({ code: 2 });
  });

  it('refuses an unknown scenario with a clear message', async () => {
    const answer = await setScenario({ kind: 'meteorStrike' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('bad scenario') });
  });

  it('lists and clears the active scenarios', async () => {
    await setScenario({ kind: 'stockZero', times: 0 });
    expect((await mock.raw('/__mock/scenario')).body).toMatchObject({
      data: [{ kind: 'stockZero', remaining: null }],
    });
    await mock.raw('/__mock/scenario', { method: 'DELETE' });
    expect((await mock.raw('/__mock/scenario')).body).toMatchObject({ data: [] });
  });
});
