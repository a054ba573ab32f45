// @vitest-environment jsdom
/**
 * The login machine as the app runs it (useLoginMachine): what it sends to the login call, what it
 * stores (the token, the user and, with auto-login, only the MD5 of the password), what it tells
 * the session, the dialogs it opens and where the user lands. The call is a spy at the API
 * module's edge; the session is a recording handle.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import type { LoginEvent, LoginInput } from '../../../../../machines/loginRules';
import { loginWithPassword } from '../../../../../src/api/account/session';
import { useLoginMachine } from '../../../../../src/features/account/login/useLoginMachine';
import { storage } from '../../../../../src/lib/storage';
import { routerAndSessionAt, sendInAct } from '../../../../support/hookHarness';

vi.mock('../../../../../src/api/account/session', () => ({ loginWithPassword: vi.fn() }));

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function renderLogin(input: LoginInput = {}) {
  const { router, wrapper, sent } = routerAndSessionAt('/loginn', {
    loggedIn: false,
    user: undefined,
  });
  const { result } = renderHook(() => useLoginMachine(input), { wrapper });
  const send = sendInAct<LoginEvent>(() => result.current.send);
  return { result, send, sent, location: () => router.history.location };
}

async function fillIn(login: ReturnType<typeof renderLogin>) {
  await login.send({ type: 'CHANGE_USERNAME', value: ' lin ' });
  await login.send({ type: 'CHANGE_PASSWORD', value: 'secret-1' });
}

beforeEach(() => {
  vi.mocked(loginWithPassword).mockResolvedValue({
    code: 1,
    token: 'tok-1',
    username: 'lin',
    nickname: '林',
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('opening the login screen', () => {
  it('clears the stored session and tells the session so', () => {
    storage.usertoken.set('old-token');
    storage.curretUser.set({ username: 'old', nickname: 'Old' });
    const login = renderLogin();
    expect(storage.usertoken.get()).toBeUndefined();
    expect(storage.curretUser.get()).toBeUndefined();
    expect(login.sent).toEqual([{ type: 'SESSION_CLEARED' }]);
  });
});

describe('logging in', () => {
  it('with auto-login: keeps the token, the user and the MD5 of the password, then goes on', async () => {
    const login = renderLogin({ target: '/buyTab' });
    await fillIn(login);
    await login.send({ type: 'TOGGLE_AUTO_LOGIN' });
    await login.send({ type: 'SUBMIT' });
    await waitFor(() => expect(login.location().pathname).toBe('/buyTab'));
    expect(loginWithPassword).toHaveBeenCalledExactlyOnceWith({
      username: 'lin',
      password: 'secret-1',
    });
    const savedLogin = { username: 'lin', password: md5('secret-1') };
    expect(login.sent.at(-1)).toEqual({
      type: 'LOGIN_SUCCEEDED',
      token: 'tok-1',
      user: { username: 'lin', nickname: '林' },
      savedLogin,
    });
    expect(storage.usertoken.get()).toBe('tok-1');
    expect(storage.curretUser.get()).toEqual({ username: 'lin', nickname: '林' });
    expect(storage.autoLogin.get()).toBe(true);
    expect(storage.loginJson.get()).toEqual(savedLogin);
  });

  it('without auto-login: forgets a saved login and keeps no password', async () => {
    storage.autoLogin.set(true);
    storage.loginJson.set({ username: 'lin', password: md5('old') });
    const login = renderLogin({ autoLogin: true });
    await fillIn(login);
    await login.send({ type: 'TOGGLE_AUTO_LOGIN' });
    await login.send({ type: 'SUBMIT' });
    await waitFor(() => expect(login.location().pathname).toBe('/homePage'));
    expect(login.sent.at(-1)).toEqual({
      type: 'LOGIN_SUCCEEDED',
      token: 'tok-1',
      user: { username: 'lin', nickname: '林' },
      savedLogin: undefined,
    });
    expect(storage.autoLogin.get()).toBe(false);
    expect(storage.loginJson.get()).toBeUndefined();
  });
});

describe('dialogs', () => {
  it('an incomplete form opens the invalid-form dialog, which closes', async () => {
    const login = renderLogin();
    await login.send({ type: 'SUBMIT' });
    expect(login.result.current.dialog).toBe('invalidForm');
    await act(() => login.result.current.closeDialog());
    expect(login.result.current.dialog).toBeNull();
    expect(loginWithPassword).not.toHaveBeenCalled();
  });

  it('a refused login opens the incorrect dialog and logs nobody in', async () => {
    vi.mocked(loginWithPassword).mockResolvedValue({ code: 0, msg: 'wrong password' });
    const login = renderLogin();
    await fillIn(login);
    await login.send({ type: 'SUBMIT' });
    await waitFor(() => expect(login.result.current.dialog).toBe('incorrect'));
    expect(login.sent).toEqual([{ type: 'SESSION_CLEARED' }]);
    expect(storage.usertoken.get()).toBeUndefined();
    expect(login.location().pathname).toBe('/loginn');
  });
});
