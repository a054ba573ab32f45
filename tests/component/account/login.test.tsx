import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from '../../../src/lib/storage';
import { md5 } from '../../../src/lib/md5';
import type { MockServer } from '../../contract/support/mockServer';
import { renderAppAt, startAppMock } from '../../support/renderApp';
import { storeLogin } from './support/accountSetup';
import { expectMessage } from './support/fields';

vi.setConfig({ testTimeout: 30_000 });

let server: MockServer;
beforeAll(async () => {
  server = await startAppMock();
});
afterAll(() => server.close());

const texts = {
  zh: {
    username: '用户名',
    password: '密码',
    login: '登录',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    invalidForm: '请输入用户名和密码。',
    incorrect: '用户名或密码不正确。',
    keyboard: '软键盘：密码',
    closeKeyboard: '关闭键盘',
    qr: '微信扫码登录',
    qrLink: '微信登录',
  },
  en: {
    username: 'Username',
    password: 'Password',
    login: 'Log in',
    usernameRequired: 'Please enter your username',
    passwordRequired: 'Please enter your password',
    invalidForm: 'Please enter your username and password.',
    incorrect: 'Incorrect username or password.',
    keyboard: 'On-screen keyboard: Password',
    closeKeyboard: 'Close keyboard',
    qr: 'WeChat QR login',
    qrLink: 'Log in with WeChat',
  },
} as const;

describe.each(['zh', 'en'] as const)('/loginn in %s', (locale) => {
  const text = texts[locale];

  it('asks for the username when it is left empty, and for the password on blur', async () => {
    await renderAppAt('/loginn', locale);
    const username = await screen.findByLabelText(text.username);
    fireEvent.blur(username);
    await expectMessage(username, text.usernameRequired);
    const password = screen.getByLabelText(text.password);
    fireEvent.focus(password);
    fireEvent.blur(password);
    await expectMessage(password, text.passwordRequired);
  });

  it('shows the failed-login dialog for an empty form', async () => {
    await renderAppAt('/loginn', locale);
    await userEvent.click(await screen.findByRole('button', { name: text.login }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(text.invalidForm);
  });

  it('shows the "incorrect" dialog when the server refuses the password', async () => {
    await renderAppAt('/loginn', locale);
    await userEvent.type(await screen.findByLabelText(text.username), 'demo');
    await userEvent.type(screen.getByLabelText(text.password), 'wrong-password{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(text.incorrect);
  });

  it('types the password with the on-screen keyboard', async () => {
    await renderAppAt('/loginn', locale);
    const toggle = await screen.findByRole('button', { name: text.keyboard });
    await userEvent.click(toggle);
    const keyboard = screen.getByRole('group', { name: /keyboard|键盘/i });
    for (const key of ['1', '2', 'a']) await userEvent.click(within(keyboard).getByText(key));
    expect((screen.getByLabelText(text.password) as HTMLInputElement).value).toBe('12a');
    // Closing it from its own key leaves focus on the toggle, not lost with the keyboard.
    await userEvent.click(within(keyboard).getByRole('button', { name: text.closeKeyboard }));
    expect(screen.queryByRole('group', { name: /keyboard|键盘/i })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('offers the messaging-app login page of the mock, with a state kept for the return', async () => {
    await renderAppAt('/loginn?lgin=wx', locale);
    const link = await screen.findByRole('link', { name: text.qrLink });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.pathname).toBe('/__mock/wechat/qr');
    expect(url.searchParams.get('redirect')).toMatch(/#\/loginn$/);
    // A fresh random state goes to the page, and this tab keeps the same one to check it.
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('wxLoginState')).toBe(state);
    // The page shows the code to scan: the app draws none of its own (the footer's is the
    // official account's).
    expect(within(screen.getByRole('main')).queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: text.qr }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('/loginn session handling', () => {
  it('clears the stored session when it opens', async () => {
    storeLogin('stale-token', 'someone');
    await renderAppAt('/loginn', 'en');
    await screen.findByLabelText('Username');
    await waitFor(() => expect(storage.usertoken.get()).toBeUndefined());
    expect(storage.curretUser.get()).toBeUndefined();
  });

  it('logs in, keeps the token and goes where the guard was sending the user', async () => {
    const { path } = await renderAppAt('/loginn?redirect=%2FwXuserDetail', 'en');
    await userEvent.type(await screen.findByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo@2024');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Log me in automatically' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(storage.usertoken.get()).toMatch(/\S+/));
    expect(storage.curretUser.get()).toMatchObject({ username: 'demo' });
    // Auto-login keeps the MD5 of the password, never the password itself.
    expect(storage.loginJson.get()).toEqual({ username: 'demo', password: md5('Demo@2024') });
    expect(JSON.stringify(localStorage)).not.toContain('Demo@2024');
    // /wXuserDetail sends a user without a messaging-app code home: the redirect was followed.
    await waitFor(() => expect(path()).toBe('/homePage'));
  });

  it('goes to /homePage without a redirect, and forgets a saved login when auto-login is off', async () => {
    storage.autoLogin.set(true);
    storage.loginJson.set({ username: 'old', password: md5('old') });
    const { path } = await renderAppAt('/loginn?redirect=%2F%2Fevil.example', 'zh');
    await userEvent.click(await screen.findByRole('checkbox', { name: '自动登录' }));
    await userEvent.type(screen.getByLabelText('用户名'), 'demo');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2024{Enter}');
    await waitFor(() => expect(path()).toBe('/homePage'));
    expect(storage.loginJson.get()).toBeUndefined();
    expect(storage.autoLogin.get()).toBe(false);
  });
});
