// @vitest-environment jsdom
/**
 * The profile form's machine as the app runs it (useProfileEditMachine): what it saves, the
 * notice, the header's names after a save and the dialogs it opens. The call is a spy at the API
 * module's edge; the session is a recording handle of a logged-in user.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import type { ProfileEditEvent } from '../../../../../machines/profileEditTypes';
import { saveProfile } from '../../../../../src/api/account/profile';
import { useProfileEditMachine } from '../../../../../src/features/account/profile/useProfileEditMachine';
import { notifications } from '../../../../../src/lib/notifications';
import { storage } from '../../../../../src/lib/storage';
import { SessionContext } from '../../../../../src/session/sessionContext';
import { switchTestLocale } from '../../../../support/i18n';
import { recordingSession, sendInAct } from '../../../../support/hookHarness';

vi.mock('../../../../../src/api/account/profile', () => ({ saveProfile: vi.fn() }));

const PROFILE = {
  companyName: 'Shenzhen IoT Ltd',
  email: 'lin@example.com',
  nickname: 'Lin',
  phone: '13800138000',
  address: 'Guangdong Shenzhen Nanshan Road 1',
};

function renderProfile() {
  const { session, sent } = recordingSession({
    loggedIn: true,
    user: { username: 'lin', nickname: 'Lin' },
  });
  const effects = { username: 'lin', openPhoneBinding: vi.fn(), openAddressList: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(SessionContext.Provider, { value: session, children });
  const { result } = renderHook(
    () => useProfileEditMachine({ id: 'u-7', profile: PROFILE }, effects),
    { wrapper },
  );
  const send = sendInAct<ProfileEditEvent>(() => result.current[1]);
  return { result, send, sent, effects };
}

async function saveNickname(profile: ReturnType<typeof renderProfile>, nickname: string) {
  await profile.send({ type: 'EDIT', field: 'nickname' });
  await profile.send({ type: 'CHANGE', field: 'nickname', value: nickname });
  await profile.send({ type: 'SAVE' });
}

const notices = () => notifications.list().map((notice) => [notice.level, notice.message]);

beforeEach(async () => {
  await switchTestLocale('en');
  vi.mocked(saveProfile).mockResolvedValue({ code: 1 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('saving', () => {
  it('sends the form of this account, says so and shows the new nickname in the header', async () => {
    const profile = renderProfile();
    await saveNickname(profile, 'Lin Wei');
    await waitFor(() => expect(notices()).toEqual([['success', 'Saved successfully']]));
    expect(saveProfile).toHaveBeenCalledExactlyOnceWith({
      id: 'u-7',
      companyName: 'Shenzhen IoT Ltd',
      email: 'lin@example.com',
      nickname: 'Lin Wei',
      phone: '13800138000',
    });
    expect(profile.sent).toEqual([
      { type: 'USER_UPDATED', user: { username: 'lin', nickname: 'Lin Wei' } },
    ]);
    expect(storage.curretUser.get()).toEqual({ username: 'lin', nickname: 'Lin Wei' });
  });

  it('an emptied nickname shows the username in the header', async () => {
    const profile = renderProfile();
    await saveNickname(profile, '');
    await waitFor(() => expect(profile.sent).toHaveLength(1));
    expect(profile.sent[0]).toEqual({
      type: 'USER_UPDATED',
      user: { username: 'lin', nickname: 'lin' },
    });
  });
});

describe('the dialogs', () => {
  it('the phone and the address open their own dialogs', async () => {
    const profile = renderProfile();
    await profile.send({ type: 'EDIT_PHONE' });
    expect(profile.effects.openPhoneBinding).toHaveBeenCalledOnce();
    expect(profile.effects.openAddressList).not.toHaveBeenCalled();
    await profile.send({ type: 'EDIT_ADDRESS' });
    expect(profile.effects.openAddressList).toHaveBeenCalledOnce();
  });
});
