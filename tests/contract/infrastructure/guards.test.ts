/** What json-server's defaults would get wrong: every bad request gets a clear envelope answer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLogo } from '../../../src/api/contract/site';
import { startMock, type MockServer } from '../support/mockServer';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('bad requests', () => {
  it('answers an unknown API path with a JSON 404 in the envelope', async () => {
    const answer = await mock.raw('/reach/portal/api/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: 404,
      msg: expect.stringContaining('/reach/portal/api/nothing/here'),
    });
    const shop = await mock.raw('/f/eshopping/nothing');
    expect(shop.body).toMatchObject({ statuscode: 404 });
  });

  it('refuses a wrong method with 405 and says which one to use', async () => {
    const answer = await mock.raw(getLogo.path + '?language=zh', { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('POST') });
  });

  it('explains a missing or wrongly typed parameter', async () => {
    const missing = await mock.call(getLogo);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 0, msg: expect.stringContaining('language') });
    const wrong = await mock.call(getLogo, { query: { language: 'fr' } });
    expect(wrong.body).toMatchObject({ code: 0, msg: expect.stringContaining('"zh"|"en"') });
  });

  it('answers malformed JSON with a 400 envelope and keeps serving', async () => {
    const answer = await mock.call(getLogo, { query: { language: 'zh' }, body: '{"broken":' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: 'malformed JSON body' });
    expect((await mock.call(getLogo, { query: { language: 'zh' } })).status).toBe(200);
  });

  it('names a body it cannot read and a path it cannot decode, in a 4xx envelope', async () => {
    const charset = await mock.raw(`${getLogo.path}?language=zh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=latin1' },
      body: '{}',
    });
    expect(charset.status).toBe(415);
    expect(charset.body).toMatchObject({
      code: 0,
      msg: 'request body: unsupported charset "LATIN1"',
    });
    const encoding = await mock.raw(`${getLogo.path}?language=zh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: 'not gzip',
    });
    expect(encoding.status).toBe(400);
    expect(encoding.body).toMatchObject({ code: 0, msg: expect.stringContaining('request body') });
    const path = await mock.raw('/__mock/docs/%E0%A4%A');
    expect(path.status).toBe(400);
    expect(path.body).toMatchObject({ code: 0, msg: expect.stringContaining('decode') });
  });

  it('refuses a body over 1 MB', async () => {
    const answer = await mock.call(getLogo, {
      query: { language: 'zh' },
      body: { blob: 'x'.repeat(1_100_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('1mb') });
  });

  it('does not expose json-server defaults that would leak data', async () => {
    expect((await mock.raw('/db')).status).not.toBe(200);
    expect((await mock.raw('/__rules')).status).not.toBe(200);
    expect((await mock.raw('/__mock/data/db')).status).toBe(404);
    expect((await mock.raw('/__mock/data/users')).status).toBe(404);
    expect((await mock.raw('/__mock/data/sessions')).status).toBe(404);
  });

  it('serves the public collections read-only and never builds a RegExp from input', async () => {
    const languages = await mock.raw('/__mock/data/languages?languageValue=en');
    expect(languages.body).toEqual([{ id: 2, languageValue: 'en', languageLabel: 'English' }]);
    const like = await mock.raw('/__mock/data/languages?languageLabel_like=(');
    expect(like.status).toBe(400);
    const write = await mock.raw('/__mock/data/languages', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(write.status).toBe(405);
  });
});

describe('CORS', () => {
  it("allows only the app's own origins", async () => {
    const allowed = await mock.raw(getLogo.path, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const foreign = await mock.raw(getLogo.path, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const simple = await mock.raw(`${getLogo.path}?language=zh`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('requests outside the mock', () => {
  it('are handed on to whoever mounted it', async () => {
    const answer = await mock.raw('/index.html');
    // Standalone, nothing else is mounted: express's own final handler answers.
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('"code"');
  });
});
