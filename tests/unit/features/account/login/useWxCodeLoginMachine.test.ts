// @vitest-environment jsdom
/**
 * The messaging-app login as the app runs it (useWxCodeLoginMachine): the code it exchanges, what
 * it stores and tells the session, where the user lands and the message of a failure. The call is
 * a spy at the API module's edge; the session is a recording handle.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { loginWithWxCode } from '../../../../../src/api/account/session';
import { useWxCodeLoginMachine } from '../../../../../src/features/account/login/useWxCodeLoginMachine';
import { notifications } from '../../../../../src/lib/notifications';
import { storage } from '../../../../../src/lib/storage';
import { switchTestLocale } from '../../../../support/i18n';
import { routerAndSessionAt } from '../../../../support/hookHarness';

vi.mock('../../../../../src/api/account/session', () => ({ loginWithWxCode: vi.fn() }));

function renderWxLogin() {
  const { router, wrapper, sent } = routerAndSessionAt('/loginn?code=wx-42', {
    loggedIn: false,
    user: undefined,
  });
  renderHook(() => useWxCodeLoginMachine('wx-42', '/buyTab'), { wrapper });
  return { sent, location: () => router.history.location, entries: () => router.history.length };
}

beforeEach(async () => {
  await switchTestLocale('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('logging in with the messaging app', () => {
  it('exchanges the code, keeps it, logs the user in and goes to the target', async () => {
    vi.mocked(loginWithWxCode).mockResolvedValue({
      code: 1,
      token: 'tok-wx',
      username: 'lin',
      nickname: '林',
    });
    const login = renderWxLogin();
    await waitFor(() => expect(login.location().pathname).toBe('/buyTab'));
    // The login page with its spent code is replaced: Back does not exchange it again.
    expect(login.entries()).toBe(1);
    expect(loginWithWxCode).toHaveBeenCalledExactlyOnceWith('wx-42');
    expect(storage.wxCode.get()).toBe('wx-42');
    expect(storage.usertoken.get()).toBe('tok-wx');
    expect(login.sent).toEqual([
      {
        type: 'LOGIN_SUCCEEDED',
        token: 'tok-wx',
        user: { username: 'lin', nickname: '林' },
        savedLogin: undefined,
        viaMessagingApp: true,
      },
    ]);
  });

  it('a user without a username completes the profile first', async () => {
    vi.mocked(loginWithWxCode).mockResolvedValue({ code: 1, token: 'tok-wx', nickname: '林' });
    const login = renderWxLogin();
    await waitFor(() => expect(login.location().pathname).toBe('/wXuserDetail'));
    expect(login.entries()).toBe(1);
  });

  it('a refused code says the login failed and logs nobody in', async () => {
    vi.mocked(loginWithWxCode).mockResolvedValue({ code: 0 });
    const login = renderWxLogin();
    await waitFor(() =>
      expect(notifications.list().map((notice) => [notice.level, notice.message])).toEqual([
        ['error', 'Login failed'],
      ]),
    );
    expect(login.sent).toEqual([]);
    expect(login.location().pathname).toBe('/loginn');
  });
});
