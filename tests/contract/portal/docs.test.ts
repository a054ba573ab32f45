/** The developer doc tree, the document search and the offline doc site. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getPrivateDocIndex,
  getPublicDocIndex,
  searchDoc,
  type DocProject,
} from '../../../src/api/contract/portal/doc';
import { MOCK_DOCS_PREFIX } from '../../../fixtures/mockAddresses';
import { startMock, type MockServer } from '../support/mockServer';
import { dataOf } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const itemsOf = (tree: readonly DocProject[]) =>
  tree.flatMap((project) => project.folderList.flatMap((folder) => folder.itemList));

describe('the doc indexes', () => {
  it('give the public tree as project, folder, document, with `_en` ids in English', async () => {
    const zh = await dataOf(mock, getPublicDocIndex);
    const en = await dataOf(mock, getPublicDocIndex, { query: { language: 'en' } });
    expect(zh.length).toBeGreaterThan(1);
    expect(itemsOf(zh).length).toBeGreaterThan(20);
    expect(itemsOf(en).map((item) => item.itemId)).toEqual(
      itemsOf(zh).map((item) => `${item.itemId}_en`),
    );
    expect(en[0]?.projectName).toBe('Cellular Modules');
  });

  it('answer code 2 for the private index without a login, or with an expired one', async () => {
    const anonymous = await mock.call(getPrivateDocIndex);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ code: 2, data: null });
    const { token } = mock.createUser();
    mock.app.mock.sessions.expire(token);
    expect((await mock.call(getPrivateDocIndex, { token })).body).toMatchObject({ code: 2 });
    expect((await mock.call(getPrivateDocIndex, { token: 'forged' })).body).toMatchObject({
      code: 2,
    });
  });

  it('give a logged-in user the public documents plus internal ones', async () => {
    const { token } = mock.createUser();
    const publicItems = itemsOf(await dataOf(mock, getPublicDocIndex));
    const privateItems = itemsOf(await dataOf(mock, getPrivateDocIndex, { token }));
    expect(privateItems.length).toBeGreaterThan(publicItems.length);
    const privateIds = new Set(privateItems.map((item) => item.itemId));
    expect(publicItems.every((item) => privateIds.has(item.itemId))).toBe(true);
    expect(privateItems.map((item) => item.itemName)).toContain('内部调试接口');
  });

  it("keeps one user's logout from affecting another user", async () => {
    const first = mock.createUser();
    const second = mock.createUser();
    mock.app.mock.sessions.close(first.token);
    const closed = await mock.call(getPrivateDocIndex, { token: first.token });
    expect(closed.body).toMatchObject({ code: 2, data: null });
    const open = await dataOf(mock, getPrivateDocIndex, { token: second.token });
    expect(itemsOf(open).length).toBeGreaterThan(0);
  });
});

describe('the document search', () => {
  it('finds documents by a literal, case-insensitive part of their name', async () => {
    const results = await dataOf(mock, searchDoc, { query: { keyWord: 'mqtt' } });
    expect(results.map((result) => result.itemName).sort()).toEqual([
      'MQTT AT命令',
      'MQTT 上云示例',
      'MQTT 接入',
    ]);
    const en = await dataOf(mock, searchDoc, { query: { keyWord: 'at command', language: 'en' } });
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(en.every((result) => result.itemId.endsWith('_en'))).toBe(true);
    expect(results[0]?.addtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('treats pattern characters as text', async () => {
    for (const keyWord of ['.*', '(', '[a-z]+', '\\', 'AT|SDK', '^']) {
      expect(await dataOf(mock, searchDoc, { query: { keyWord } }), keyWord).toEqual([]);
    }
    const dotted = await dataOf(mock, searchDoc, { query: { keyWord: 'Cat.1' } });
    expect(dotted.map((result) => result.itemName)).toEqual(['Cat.1 AT命令手册']);
  });

  it('lists every public document, newest first, for an empty keyword', async () => {
    const all = await dataOf(mock, searchDoc, { query: { keyWord: ' ' } });
    expect(all).toHaveLength(itemsOf(await dataOf(mock, getPublicDocIndex)).length);
    const dates = all.map((result) => result.lastUpdateTime);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds internal documents only for a logged-in caller', async () => {
    const query = { keyWord: '内部调试' };
    expect(await dataOf(mock, searchDoc, { query })).toEqual([]);
    const { token } = mock.createUser();
    const found = await dataOf(mock, searchDoc, { query, token });
    expect(found.map((result) => result.itemName)).toEqual(['内部调试接口']);
  });

  it('explains a missing or overlong keyword', async () => {
    const missing = await mock.call(searchDoc);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 0, msg: expect.stringContaining('keyWord') });
    const overlong = await mock.call(searchDoc, { query: { keyWord: 'x'.repeat(101) } });
    expect(overlong.status).toBe(400);
    const wrongCase = await mock.call(searchDoc, { query: { keyword: 'MQTT' } });
    expect(wrongCase.status).toBe(400);
  });
});

describe('the offline doc site', () => {
  it('shows a document in the language of `lang`, or of its id', async () => {
    const zh = await mock.raw(`${MOCK_DOCS_PREFIX}di1101`);
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-type')).toContain('text/html');
    expect(zh.text).toContain('<html lang="zh-CN">');
    expect(zh.text).toContain('<h1>模组选型指南</h1>');
    const en = await mock.raw(`${MOCK_DOCS_PREFIX}di1101_en`);
    expect(en.text).toContain('<h1>Module Selection Guide</h1>');
    const byParam = await mock.raw(`${MOCK_DOCS_PREFIX}di1101?lang=en`);
    expect(byParam.text).toContain('<h1>Module Selection Guide</h1>');
    expect((byParam.text.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('may be framed only by the app', async () => {
    const answer = await mock.raw(`${MOCK_DOCS_PREFIX}di1101`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("default-src 'none'");
  });

  it('answers 404 for an unknown document, without echoing the id', async () => {
    const answer = await mock.raw(`${MOCK_DOCS_PREFIX}%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('<script>');
  });

  it('shows an internal document only to a logged-in reader (token or cookie)', async () => {
    const internal = `${MOCK_DOCS_PREFIX}di1401`;
    const anonymous = await mock.raw(internal);
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).not.toContain('量产测试规范</h1><p class="meta">');
    const { token } = mock.createUser();
    const byCookie = await mock.raw(internal, { headers: { cookie: `access_token=${token}` } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.text).toContain('内部资料');
    const byBearer = await mock.raw(internal, { headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.status).toBe(200);
  });

  it('lists the public documents on its index page', async () => {
    const answer = await mock.raw(`${MOCK_DOCS_PREFIX}?lang=en`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`href="${MOCK_DOCS_PREFIX}di1101_en?lang=en"`);
    expect(answer.text).not.toContain('Internal Debug API');
  });
});
