/** WeChat QR login offline: the mock page, the one-time code, login, and binding a username. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERNAME } from '../../../fixtures/account/demoUser';
import { wxBingAccount } from '../../../src/api/contract/account/forms/profile';
import { getUserInfo, login } from '../../../src/api/contract/account/session';
import { md5 } from '../../../src/lib/md5';
import { startMock, type MockServer } from '../support/mockServer';
import { freshUsername } from './support';

const QR = '/__mock/wechat/qr';
const APP = 'http://127.0.0.1:5173/#/loginn?lgin=1';
/** The app's login state (src/domain/wechatLoginState.ts), handed back with the code. */
const STATE = '0123456789abcdef0123456789abcdef';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());
afterEach(() => {
  vi.useRealTimers();
});

async function confirm(identity: string, redirect = APP, state: string | null = STATE) {
  const form = new URLSearchParams({ redirect, identity });
  if (state !== null) form.set('state', state);
  return mock.raw(QR, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

const pageFor = (params: Record<string, string>) =>
  mock.raw(`${QR}?${new URLSearchParams({ state: STATE, ...params })}`);

/** Confirms on the page and returns the code the app would find in its address. */
async function wxCode(identity: 'new' | 'demo' = 'new'): Promise<string> {
  const answer = await confirm(identity);
  return new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

type LoginBody = {
  code: number;
  msg: string;
  data: { token: string; username: string; nickname: string };
};
const loginWith = async (code: string, language?: string) =>
  (await mock.call(login, { query: { wxCode: code, language } })).body as LoginBody;

describe('the QR page', () => {
  it('shows a QR picture and both confirm buttons, in Chinese or English', async () => {
    const zh = await pageFor({ redirect: APP });
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-type')).toContain('text/html');
    expect(zh.text).toContain('/mock-assets/qr.svg?text=');
    // No request for /favicon.ico (a 404 in the browser's console).
    expect(zh.text).toContain('<link rel="icon" href="/mock-assets/logo.svg">');
    expect(zh.text).toContain('以新微信用户确认登录');
    expect(zh.text).toContain('以演示用户的微信确认登录');
    const en = await pageFor({ redirect: APP, language: 'en' });
    expect(en.text).toContain('Confirm login as a new WeChat user');
    expect(en.text).toContain("Confirm login as the demo user's WeChat");
  });

  it.each([
    'https://evil.example/#/loginn',
    '//evil.example/#/loginn',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://127.0.0.1:9/#/loginn',
    '/ /evil.example',
  ])('refuses to redirect to %s', async (redirect) => {
    const page = await pageFor({ redirect });
    expect(page.status).toBe(400);
    expect(page.text).not.toContain('evil.example');
    const posted = await confirm('new', redirect);
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it('escapes the redirect it echoes', async () => {
    const page = await pageFor({ redirect: '/"><script>x</script>' });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>');
  });

  it('puts the code and the state in the query before the hash, as WeChat does', async () => {
    const hashed = (await confirm('new')).headers.get('location') ?? '';
    expect(hashed).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:5173/\\?code=[0-9a-f]{32}&state=${STATE}#/loginn\\?lgin=1$`,
      ),
    );
    const plain = await confirm('new', '/callback?x=1');
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toMatch(
      new RegExp(`^/callback\\?x=1&code=[0-9a-f]{32}&state=${STATE}$`),
    );
    const own = await confirm('new', `${mock.url}/#/loginn`);
    expect(own.headers.get('location')).toMatch(
      new RegExp(`/\\?code=[0-9a-f]{32}&state=${STATE}#/loginn$`),
    );
  });

  it('carries the state through the page to its confirm buttons', async () => {
    const page = await pageFor({ redirect: APP });
    expect(page.text).toContain(`<input type="hidden" name="state" value="${STATE}">`);
  });

  it.each([
    ['without a state', null],
    ['with an empty state', ''],
    ['with a state the app does not issue', 'not-a-state<script>'],
  ])('refuses the page and its confirmation %s, issuing no code', async (_case, state) => {
    const query = new URLSearchParams({ redirect: APP, language: 'en' });
    if (state !== null) query.set('state', state);
    const page = await mock.raw(`${QR}?${query}`);
    expect(page.status).toBe(400);
    expect(page.text).toContain('start the WeChat login again from the site');
    expect(page.text).not.toContain('<script>');
    const posted = await confirm('new', APP, state);
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it('refuses an unknown identity', async () => {
    expect((await confirm('admin')).status).toBe(400);
  });
});

describe('logging in with the code', () => {
  it('creates a WeChat user without a username, once per code', async () => {
    const code = await wxCode();
    const first = await loginWith(code);
    expect(first).toMatchObject({
      code: 1,
      data: { username: '', nickname: expect.stringMatching(/^微信用户\d{4}$/) },
    });
    const info = await mock.call(getUserInfo, { token: first.data.token });
    expect(info.body).toMatchObject({ code: 1, data: { username: '', phone: '', email: '' } });
    expect(await loginWith(code, 'en')).toEqual({
      code: 0,
      msg: 'login failed: the WeChat code is invalid, used or expired',
      data: null,
    });
  });

  it("logs the demo user's WeChat in as the demo user", async () => {
    expect(await loginWith(await wxCode('demo'))).toMatchObject({
      code: 1,
      data: { username: DEMO_USERNAME },
    });
  });

  it('refuses an unknown code and one older than 5 minutes', async () => {
    expect(await loginWith('0'.repeat(32))).toMatchObject({ code: 0 });
    vi.useFakeTimers({ toFake: ['Date'] });
    const code = await wxCode();
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    expect(await loginWith(code)).toMatchObject({ code: 0 });
  });
});

describe('binding a username to a WeChat user', () => {
  const password = md5('Wx#Pass1');

  it('binds, after which the user logs in by username and password', async () => {
    const { data } = await loginWith(await wxCode());
    const username = freshUsername();
    const bound = await mock.call(wxBingAccount, {
      token: data.token,
      query: { username, password, verification: password },
    });
    expect(bound.body).toMatchObject({ code: 1 });
    const byName = await mock.call(login, { query: { username, password } });
    expect(byName.body).toMatchObject({ code: 1, data: { username, nickname: data.nickname } });
    const again = await mock.call(wxBingAccount, {
      token: data.token,
      query: { username: freshUsername(), password, verification: password, language: 'en' },
    });
    expect(again.body).toMatchObject({
      code: 0,
      msg: 'This WeChat account already has a username',
    });
  });

  it('refuses a registered username with a message saying so', async () => {
    const { data } = await loginWith(await wxCode());
    const answer = await mock.call(wxBingAccount, {
      token: data.token,
      query: { username: DEMO_USERNAME, password, verification: password, language: 'en' },
    });
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('registered') });
    expect((await mock.call(getUserInfo, { token: data.token })).body).toMatchObject({
      data: { username: '' },
    });
  });

  it('refuses a confirmation that differs, Chinese characters, and a non-WeChat caller', async () => {
    const { data } = await loginWith(await wxCode());
    const query = { username: freshUsername(), password, language: 'en' };
    const differ = await mock.call(wxBingAccount, {
      token: data.token,
      query: { ...query, verification: md5('other') },
    });
    expect(differ.body).toMatchObject({ code: 0, msg: 'The two passwords entered do not match' });
    const chinese = await mock.call(wxBingAccount, {
      token: data.token,
      query: { ...query, username: '微信张三', verification: password },
    });
    expect(chinese.body).toMatchObject({
      code: 0,
      msg: 'The username must not contain Chinese characters',
    });
    const plain = mock.createUser();
    const notWx = await mock.call(wxBingAccount, {
      token: plain.token,
      query: { ...query, verification: password },
    });
    expect(notWx.body).toMatchObject({ code: 0, msg: 'This account did not log in with WeChat' });
  });

  it('needs a login', async () => {
    const answer = await mock.call(wxBingAccount, {
      query: { username: freshUsername(), password, verification: password },
    });
    expect(answer.body).toMatchObject({ code: 2 });
  });
});
