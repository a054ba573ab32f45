// @vitest-environment jsdom
/**
 * The HTTP client takes the answer the HTML's start-up script already asked for (docs/decisions.md,
 * "First load") instead of asking again, once, and handles it as any answer: its envelope, its
 * errors and its time limit.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHttpClient } from '../../../src/api/client';
import {
  EARLY_ANSWERS_GLOBAL,
  EARLY_ANSWER_MAX_AGE_MS,
  requestKey,
} from '../../../src/api/earlyAnswers';
import { notifications } from '../../../src/lib/notifications';
import { apiFailure } from '../../support/apiFailure';
import { json, startTestServer, type TestServer } from '../../support/testServer';
import { switchTestLocale } from '../../support/i18n';

let server: TestServer;
const client = () => createAppHttpClient(server.url, { scheduleReload: vi.fn() });
const warnings = () => notifications.list().map((notice) => notice.message);

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Leaves an answer as the start-up script does, under the key of `method url`. */
function answerEarly(method: string, path: string, answer: Promise<Response>) {
  const answers = (Reflect.get(window, EARLY_ANSWERS_GLOBAL) ?? {}) as Record<string, unknown>;
  answers[requestKey(method, `${server.url}${path}`, window.location.href)] = answer;
  Reflect.set(window, EARLY_ANSWERS_GLOBAL, answers);
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await switchTestLocale('zh');
  server.received.length = 0;
  server.respondWith(json(200, { code: 1, data: ['from the server'] }));
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});
afterEach(() => {
  Reflect.deleteProperty(window, EARLY_ANSWERS_GLOBAL);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('an answer asked for early', () => {
  it('is taken instead of asking the server, whatever the order of the query', async () => {
    answerEarly(
      'POST',
      '/reach/banners?type=news&language=zh',
      Promise.resolve(jsonResponse({ code: 1, data: ['early'] })),
    );
    const answer = await client().request('/reach/banners', {
      method: 'POST',
      query: { language: 'zh', type: 'news' },
    });
    expect(answer).toEqual({ code: 1, data: ['early'] });
    expect(server.received).toEqual([]);
  });

  it('is taken once: asking again asks the server', async () => {
    answerEarly('GET', '/reach/list', Promise.resolve(jsonResponse({ code: 1, data: ['early'] })));
    await client().request('/reach/list');
    const again = await client().request('/reach/list');
    expect(again).toEqual({ code: 1, data: ['from the server'] });
    expect(server.received.map((request) => request.url)).toEqual(['/reach/list']);
  });

  it('is not taken by another method, another query or a request with a body', async () => {
    answerEarly('GET', '/reach/list?page=1', Promise.resolve(jsonResponse({ data: ['early'] })));
    answerEarly('POST', '/reach/form', Promise.resolve(jsonResponse({ data: ['early'] })));
    await client().request('/reach/list', { method: 'POST', query: { page: 1 } });
    await client().request('/reach/list', { query: { page: 2 } });
    await client().request('/reach/form', { method: 'POST', body: { a: 1 } });
    expect(server.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /reach/list?page=1',
      'GET /reach/list?page=2',
      'POST /reach/form',
    ]);
  });

  it('is handled as any answer: a business failure warns and fails', async () => {
    answerEarly(
      'POST',
      '/reach/logo',
      Promise.resolve(jsonResponse({ code: 10000, msg: '暂无数据' })),
    );
    const error = await apiFailure(client().request('/reach/logo', { method: 'POST' }));
    expect(error.kind).toBe('business');
    expect(warnings()).toEqual(['暂无数据']);
  });

  it('that failed to arrive is a network failure, reported when it is taken', async () => {
    answerEarly('GET', '/reach/list', Promise.reject(new TypeError('Failed to fetch')));
    const error = await apiFailure(client().request('/reach/list'));
    expect(error.kind).toBe('network');
    expect(warnings()).toEqual(['网络错误：无法连接服务器。']);
  });

  it('keeps the time limit of the request that takes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerEarly('GET', '/reach/slow', new Promise<Response>(() => {}));
    const pending = apiFailure(client().request('/reach/slow'));
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');
    expect(server.received).toEqual([]);
  });

  it('is not taken once the first screen is long past: the screen asks for a fresh one', async () => {
    answerEarly('GET', '/reach/list', Promise.resolve(jsonResponse({ data: ['early'] })));
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWER_MAX_AGE_MS + 1);
    const answer = await client().request('/reach/list');
    expect(answer).toEqual({ code: 1, data: ['from the server'] });
  });
});
