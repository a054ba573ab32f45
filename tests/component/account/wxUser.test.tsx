import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wxBingAccount } from '../../../src/api/contract/account/forms/profile';
import { login } from '../../../src/api/contract/account/session';
import { md5 } from '../../../src/lib/md5';
import { storage } from '../../../src/lib/storage';
import { keepWechatLoginState } from '../../../src/lib/wechatLoginState';
import type { MockServer } from '../../contract/support/mockServer';
import { renderAppAt, startAppMock } from '../../support/renderApp';
import { expectMessage, fillAndLeave } from './support/fields';

vi.setConfig({ testTimeout: 30_000 });

let server: MockServer;
beforeAll(async () => {
  server = await startAppMock();
});
afterAll(() => server.close());

/** The state of the login this tab started (QrLogin keeps it when it offers the page). */
const STATE = 'c0ffee00c0ffee00c0ffee00c0ffee00';

/**
 * Starts the login in this tab and confirms on the mock's QR page as a new WeChat user; returns
 * the one-time code it hands back.
 */
async function scanAsNewWeChatUser(): Promise<string> {
  keepWechatLoginState(STATE);
  const answer = await server.raw('/__mock/wechat/qr', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ identity: 'new', redirect: '/#/loginn', state: STATE }).toString(),
    redirect: 'manual',
  });
  const location = new URL(answer.headers.get('location') ?? '', 'http://app.test');
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`the QR page gave no code (${answer.status})`);
  expect(location.searchParams.get('state')).toBe(STATE);
  return code;
}

/** The login page as the app shows it back from WeChat (the code moved into its query). */
const back = (code: string, state = STATE) => `/loginn?code=${code}&state=${state}`;

const texts = {
  zh: {
    username: '用户名',
    password: '密码',
    confirm: '确认密码',
    submit: '提交',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    confirmRequired: '请再次输入密码',
    differ: '两次输入的密码不一致',
    taken: '该用户名已被注册！',
    alreadyBound: '该微信账号已绑定用户名',
  },
  en: {
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Submit',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    confirmRequired: 'Please enter the password again',
    differ: 'The two passwords entered do not match',
    taken: 'The user name has been registered!',
    alreadyBound: 'This WeChat account already has a username',
  },
} as const;

describe('/wXuserDetail', () => {
  it('sends a visitor without a messaging-app code home', async () => {
    const { path } = await renderAppAt('/wXuserDetail', 'en');
    await waitFor(() => expect(path()).toBe('/homePage'));
  });

  it.each([
    ['zh', '登录失败', '用户名'],
    ['en', 'Login failed', 'Username'],
  ] as const)(
    'drops a used or unknown code with "login failed" and shows the login form (%s)',
    async (locale, loginFailed, username) => {
      keepWechatLoginState(STATE);
      const { path, router } = await renderAppAt(back('0123456789abcdef'), locale);
      expect(await screen.findAllByText(loginFailed)).not.toHaveLength(0);
      await waitFor(() => expect(router.state.location.search).toEqual({}));
      expect(path()).toBe('/loginn');
      expect(await screen.findByLabelText(username)).toBeVisible();
    },
  );
});

describe('back from WeChat', () => {
  it('logs in with the code WeChat puts before the hash, and takes it out of the address', async () => {
    const code = await scanAsNewWeChatUser();
    window.history.replaceState(null, '', `/?code=${code}&state=${STATE}#/loginn`);
    const { path } = await renderAppAt('/loginn', 'en');
    await waitFor(() => expect(path()).toBe('/wXuserDetail'));
    expect(storage.wxCode.get()).toBe(code);
    expect(window.location.search).toBe('');
    // The round trip is over: its state is used up.
    expect(sessionStorage.getItem('wxLoginState')).toBeNull();
  });

  it.each([
    ['zh', 'another state', '0000000000000000ffffffffffffffff', '此微信登录并非从本页面发起'],
    ['en', 'another state', '0000000000000000ffffffffffffffff', 'was not started on this page'],
    ['en', 'no state', '', 'was not started on this page'],
  ] as const)(
    '(%s) refuses a code that comes back with %s: no login, the form again',
    async (locale, _case, state, refusal) => {
      const code = await scanAsNewWeChatUser();
      window.history.replaceState(null, '', `/?code=${code}&state=${state}#/loginn`);
      const { path, router } = await renderAppAt('/loginn', locale);
      expect(await screen.findAllByText(new RegExp(refusal))).not.toHaveLength(0);
      await waitFor(() => expect(router.state.location.search).toEqual({}));
      expect(path()).toBe('/loginn');
      expect(storage.usertoken.get()).toBeUndefined();
      expect(storage.wxCode.get()).toBeUndefined();
      // The code was never spent: it still logs in (by whoever started that login).
      expect((await server.call(login, { query: { wxCode: code } })).body).toMatchObject({
        code: 1,
      });
    },
  );

  it('refuses a code opened in a tab that started no login', async () => {
    const code = await scanAsNewWeChatUser();
    sessionStorage.clear();
    const { path } = await renderAppAt(back(code), 'en');
    expect(await screen.findAllByText(/was not started on this page/)).not.toHaveLength(0);
    expect(path()).toBe('/loginn');
    expect(storage.usertoken.get()).toBeUndefined();
  });
});

describe.each(['zh', 'en'] as const)('QR login and the information form in %s', (locale) => {
  const text = texts[locale];

  it("shows the server's message when the binding is refused", async () => {
    const code = await scanAsNewWeChatUser();
    const { path } = await renderAppAt(back(code), locale);
    await waitFor(() => expect(path()).toBe('/wXuserDetail'));
    // The account got a username meanwhile, in another tab.
    await server.call(wxBingAccount, {
      token: storage.usertoken.get(),
      query: { username: `tab${locale}${Date.now()}`, password: md5('x'), verification: md5('x') },
    });
    await fillAndLeave(text.username, `wx${locale}${Date.now()}`);
    await fillAndLeave(text.password, 'Wx#Pass1');
    await fillAndLeave(text.confirm, 'Wx#Pass1');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    expect((await screen.findByText(text.alreadyBound)).getAttribute('role')).toBe('alert');
    expect(path()).toBe('/wXuserDetail');
  });

  it('logs in with the QR code, asks for the account details and checks them', async () => {
    const code = await scanAsNewWeChatUser();
    const { path } = await renderAppAt(back(code), locale);
    await waitFor(() => expect(path()).toBe('/wXuserDetail'));
    expect(storage.wxCode.get()).toBe(code);
    expect(storage.usertoken.get()).toMatch(/\S+/);
    await userEvent.click(await screen.findByRole('button', { name: text.submit }));
    await expectMessage(screen.getByLabelText(text.username), text.usernameRequired);
    await expectMessage(screen.getByLabelText(text.password), text.passwordRequired);
    await expectMessage(screen.getByLabelText(text.confirm), text.confirmRequired);
    await fillAndLeave(text.password, 'Wx#Pass1');
    await fillAndLeave(text.confirm, 'Wx#Pass2');
    await fillAndLeave(text.username, 'demo');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expectMessage(screen.getByLabelText(text.confirm), text.differ);
    await fillAndLeave(text.confirm, 'Wx#Pass1');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expectMessage(screen.getByLabelText(text.username), text.taken);
    const username = `wx${locale}${Date.now()}`;
    await fillAndLeave(text.username, username);
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(path()).toBe('/homePage'));
    expect(storage.curretUser.get()?.username).toBe(username);
  });
});
