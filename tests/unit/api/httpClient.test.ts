// @vitest-environment jsdom
/**
 * The global request rules (spec §7) and the transport rows of the error
 * catalogue (§8), checked with the app's own client against a real server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AppConfigModule from 'virtual:app-config';
import Cookies from 'js-cookie';
import { createAppHttpClient } from '../../../src/api/client';
import { notifications } from '../../../src/lib/notifications';
import { apiFailure } from '../../support/apiFailure';
import { json, startTestServer, type TestServer } from '../../support/testServer';
import { switchTestLocale } from '../../support/i18n';

let server: TestServer;
const scheduleReload = vi.fn<(delayMs: number) => void>();
const client = () => createAppHttpClient(server.url, { scheduleReload });
const lastRequest = () => server.received[server.received.length - 1]!;
const warnings = () =>
  notifications
    .list()
    .filter((notice) => notice.level === 'warning')
    .map((notice) => notice.message);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await switchTestLocale('zh');
  server.received.length = 0;
  scheduleReload.mockReset();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
  Cookies.remove('access_token');
  Cookies.remove('token');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('request headers', () => {
  it('sends a JSON content type on GET and POST', async () => {
    server.respondWith(json(200, { code: 1, data: [] }));
    await client().request('/reach/a');
    expect(lastRequest().headers['content-type']).toBe('application/json');
    await client().request('/reach/b', { method: 'POST', body: { a: 1 } });
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body)).toEqual({ a: 1 });
  });

  it("names the page's language in Accept-Language, for the server's own texts", async () => {
    server.respondWith(json(200, { code: 1, data: [] }));
    await client().request('/reach/a');
    expect(lastRequest().headers['accept-language']).toBe('zh');
    await switchTestLocale('en');
    await client().request('/reach/b', { method: 'POST', body: {} });
    expect(lastRequest().headers['accept-language']).toBe('en');
  });

  it('carries the access_token cookie as a bearer and the token cookie as a token header', async () => {
    Cookies.set('access_token', 'abc123');
    Cookies.set('token', 'shop-token');
    await client().request('/reach/a');
    expect(lastRequest().headers.authorization).toBe('Bearer abc123');
    expect(lastRequest().headers.token).toBe('shop-token');
  });

  it('sends neither header when the cookies are absent', async () => {
    await client().request('/reach/a');
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(lastRequest().headers.token).toBeUndefined();
  });

  it('sends the query string', async () => {
    await client().request('/reach/a', { query: { language: 'en', pageIndex: 2 } });
    expect(lastRequest().url).toBe('/reach/a?language=en&pageIndex=2');
  });

  it('sends a post whose path contains saveUser as a JSON document', async () => {
    await client().request('/f/eshopping/user/saveUser', {
      method: 'POST',
      body: { username: 'lin', nickname: '林' },
    });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body)).toEqual({ username: 'lin', nickname: '林' });
  });
});

describe('base URL', () => {
  it("comes from the configuration's API base (VITE_API_BASE)", async () => {
    vi.doMock('virtual:app-config', async (importOriginal) => ({
      ...(await importOriginal<typeof AppConfigModule>()),
      apiBase: server.url,
    }));
    vi.resetModules();
    const { http } = await import('../../../src/api/client');
    server.respondWith(json(200, { code: 1, data: 'from the configuration' }));
    await expect(http.request('/reach/ping')).resolves.toEqual({
      code: 1,
      data: 'from the configuration',
    });
    expect(lastRequest().url).toBe('/reach/ping');
    vi.doUnmock('virtual:app-config');
  });
});

describe('body codes', () => {
  it('resolves with the body for ordinary codes', async () => {
    server.respondWith(json(200, { code: 2, msg: 'expired', data: null }));
    await expect(client().request('/reach/a')).resolves.toEqual({
      code: 2,
      msg: 'expired',
      data: null,
    });
    expect(warnings()).toEqual([]);
  });

  it('code 11000 stores the message as the access_token cookie for two hours and resolves with nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-22T08:00:00Z');
    vi.setSystemTime(start);
    server.respondWith(json(200, { code: 11000, msg: 'fresh-token-42' }));
    await expect(client().request('/reach/a')).resolves.toBeUndefined();
    expect(Cookies.get('access_token')).toBe('fresh-token-42');
    vi.setSystemTime(start.getTime() + 2 * 3600_000 - 60_000);
    expect(Cookies.get('access_token')).toBe('fresh-token-42');
    vi.setSystemTime(start.getTime() + 2 * 3600_000 + 60_000);
    expect(Cookies.get('access_token')).toBeUndefined();
  });

  it('code "11000" as a string is a token refresh too', async () => {
    server.respondWith(json(200, { code: '11000', msg: 'fresh-token-43' }));
    await expect(client().request('/reach/a')).resolves.toBeUndefined();
    expect(Cookies.get('access_token')).toBe('fresh-token-43');
  });

  // %j: the number and the text "10000" read the same under %s.
  it.each([10000, '10000', '1e4'])('code %j warns with the message and rejects', async (code) => {
    server.respondWith(json(200, { code, msg: '参数错误' }));
    const error = await apiFailure(client().request('/reach/a'));
    expect(error.kind).toBe('business');
    expect(error.message).toBe('参数错误');
    expect(error.details).toEqual({ code, path: '/reach/a' });
    expect(warnings()).toEqual(['参数错误']);
  });

  it('a business failure may carry its text in `message` instead of `msg`', async () => {
    server.respondWith(json(200, { code: 10000, message: '库存不足' }));
    const error = await apiFailure(client().request('/reach/a'));
    expect(error.message).toBe('库存不足');
    expect(warnings()).toEqual(['库存不足']);
  });

  it.each([
    ['an empty text', ''],
    ['no text', 0],
  ] as const)('a business failure with %s warns "unknown error"', async (_case, msg) => {
    await switchTestLocale('en');
    server.respondWith(json(200, { code: 10000, msg }));
    const error = await apiFailure(client().request('/reach/a'));
    expect(error.message).toBe('Unknown error');
    expect(warnings()).toEqual(['Unknown error']);
  });

  it('resolves with an empty (null) body and warns nothing', async () => {
    server.respondWith(json(200, null));
    await expect(client().request('/reach/a')).resolves.toBeNull();
    expect(warnings()).toEqual([]);
  });
});

describe('HTTP errors', () => {
  it('404 warns "request address error" in Chinese', async () => {
    server.respondWith(json(404, { msg: 'nope' }));
    const error = await apiFailure(client().request('/reach/missing'));
    expect(error.details.status).toBe(404);
    expect(warnings()).toEqual(['请求地址错误']);
  });

  it('404 warns "request address error" in English', async () => {
    await switchTestLocale('en');
    server.respondWith(json(404, {}));
    await apiFailure(client().request('/reach/missing'));
    expect(warnings()).toEqual(['Request address error']);
  });

  it('401 warns with the server message, drops access_token and reloads after 3 s', async () => {
    Cookies.set('access_token', 'stale');
    Cookies.set('token', 'shop-token');
    server.respondWith(json(401, { code: 401, msg: '登录已失效' }));
    const error = await apiFailure(client().request('/reach/a'));
    expect(error.details).toEqual({ status: 401, path: '/reach/a' });
    expect(warnings()).toEqual(['登录已失效']);
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(Cookies.get('token')).toBe('shop-token');
    expect(scheduleReload).toHaveBeenCalledExactlyOnceWith(3000);
  });

  it.each([
    ['zh', '输入的信息有误'],
    ['en', 'The information entered is incorrect'],
  ] as const)(
    '400 warns "entered information incorrect" in the page language, not the server\'s words (%s)',
    async (locale, text) => {
      await switchTestLocale(locale);
      server.respondWith(json(400, { code: 0, msg: 'bad query parameter gatherId: unknown' }));
      const error = await apiFailure(client().request('/reach/a'));
      expect(error.details.status).toBe(400);
      expect(warnings()).toEqual([text]);
    },
  );

  it('another HTTP error warns with a translated server-error text and keeps the login', async () => {
    Cookies.set('access_token', 'still-good');
    server.respondWith((_request, res) => {
      res.writeHead(502);
      res.end('bad gateway');
    });
    const error = await apiFailure(client().request('/reach/a'));
    expect(error.kind).toBe('http');
    expect(error.details).toEqual({ status: 502, path: '/reach/a' });
    expect(warnings()).toEqual(['服务器错误（502），请稍后重试。']);
    expect(Cookies.get('access_token')).toBe('still-good');
    expect(scheduleReload).not.toHaveBeenCalled();
  });

  it('an HTTP error whose body is JSON null warns the server-error text', async () => {
    server.respondWith(json(500, null));
    const error = await apiFailure(client().request('/reach/a'));
    expect(error.details).toEqual({ status: 500, path: '/reach/a' });
    expect(warnings()).toEqual(['服务器错误（500），请稍后重试。']);
  });
});

describe('transport failures', () => {
  it('times out after 10 s with a translated warning and a typed error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    server.respondWith(() => arrived()); // never answers
    const pending = apiFailure(client().request('/reach/slow'));
    await requestArrived;
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(warnings()).toEqual(['服务器响应超时，请重试。']);
  });

  it('a server that cannot be reached gives a translated warning and a typed error', async () => {
    await switchTestLocale('en');
    const gone = await startTestServer();
    await gone.close();
    const error = await apiFailure(createAppHttpClient(gone.url).request('/reach/a'));
    expect(error.kind).toBe('network');
    expect(error.details).toEqual({ path: '/reach/a' });
    expect(warnings()).toEqual(['Network error: the server could not be reached.']);
  });
});
