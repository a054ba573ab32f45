// @vitest-environment jsdom
/**
 * The messaging-app account's registration as the app runs it (useWxRegistrationMachine): what it
 * binds, the header's names after binding and the way home, also for a visitor without a
 * messaging-app code. The call is a spy at the API module's edge; the session is a recording
 * handle of the logged-in user.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { WxRegistrationEvent } from '../../../../../machines/wxRegistrationRules';
import { bindWxAccount } from '../../../../../src/api/account/profile';
import { useWxRegistrationMachine } from '../../../../../src/features/account/wxUser/useWxRegistrationMachine';
import { storage } from '../../../../../src/lib/storage';
import { routerAndSessionAt, sendInAct } from '../../../../support/hookHarness';

vi.mock('../../../../../src/api/account/profile', () => ({ bindWxAccount: vi.fn() }));

function renderWxRegistration() {
  const { router, wrapper, sent } = routerAndSessionAt('/wXuserDetail', {
    loggedIn: true,
    user: { username: '', nickname: '林' },
  });
  const { result } = renderHook(() => useWxRegistrationMachine(), { wrapper });
  const send = sendInAct<WxRegistrationEvent>(() => result.current[1]);
  return {
    send,
    sent,
    state: () => result.current[0],
    location: () => router.history.location,
    entries: () => router.history.length,
  };
}

async function register(registration: ReturnType<typeof renderWxRegistration>) {
  await waitFor(() => expect(registration.state().matches('editing')).toBe(true));
  await registration.send({ type: 'CHANGE', field: 'username', value: ' lin ' });
  await registration.send({ type: 'CHANGE', field: 'password', value: 'secret-1' });
  await registration.send({ type: 'CHANGE', field: 'confirmPassword', value: 'secret-1' });
  await registration.send({ type: 'SUBMIT' });
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('binding the messaging-app account', () => {
  it('binds the form, shows the username beside the kept nickname and goes home', async () => {
    storage.wxCode.set('wx-42');
    storage.curretUser.set({ username: '', nickname: '林' });
    vi.mocked(bindWxAccount).mockResolvedValue({ code: 1 });
    const registration = renderWxRegistration();
    await register(registration);
    await waitFor(() => expect(registration.location().pathname).toBe('/homePage'));
    expect(registration.entries()).toBe(1);
    expect(bindWxAccount).toHaveBeenCalledExactlyOnceWith({
      username: 'lin',
      password: 'secret-1',
      verification: 'secret-1',
    });
    expect(registration.sent).toEqual([
      { type: 'USER_UPDATED', user: { username: 'lin', nickname: '林' } },
    ]);
    expect(storage.curretUser.get()).toEqual({ username: 'lin', nickname: '林' });
  });

  it('a user without a nickname is shown by the username', async () => {
    storage.wxCode.set('wx-42');
    vi.mocked(bindWxAccount).mockResolvedValue({ code: 1 });
    const registration = renderWxRegistration();
    await register(registration);
    await waitFor(() => expect(registration.sent).toHaveLength(1));
    expect(registration.sent[0]).toEqual({
      type: 'USER_UPDATED',
      user: { username: 'lin', nickname: 'lin' },
    });
  });

  it('a visitor without a messaging-app code is sent home at once', async () => {
    const registration = renderWxRegistration();
    await waitFor(() => expect(registration.location().pathname).toBe('/homePage'));
    expect(registration.entries()).toBe(1);
    expect(bindWxAccount).not.toHaveBeenCalled();
  });
});
