// @vitest-environment jsdom
/**
 * The change-password machine as the app runs it (useChangePasswordMachine): what it sends, the
 * notice, the focus back on a wrong old password and the way to login. The call is a spy at the
 * API module's edge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ChangePasswordEvent } from '../../../../../machines/changePasswordRules';
import { changePassword } from '../../../../../src/api/account/password';
import { LOGIN_REDIRECT_MS } from '../../../../../src/domain/timings';
import { useChangePasswordMachine } from '../../../../../src/features/account/profile/useChangePasswordMachine';
import { notifications } from '../../../../../src/lib/notifications';
import { switchTestLocale } from '../../../../support/i18n';
import { routerAt, sendInAct } from '../../../../support/hookHarness';
import { machineOnTestClock } from '../../../../support/machineOnTestClock';

// The machine hook as the screen tests have it: a machine listed by the test runs on a simulated
// clock, its 2 s redirect moved on rather than waited for (tests/support/machineOnTestClock.ts).
vi.mock(
  '../../../../../src/lib/useAppMachine',
  () => import('../../../../support/modelUi/useAppMachineOnTestClock'),
);
vi.mock('../../../../../src/api/account/password', () => ({ changePassword: vi.fn() }));

function renderChangePassword() {
  const { router, wrapper } = routerAt('/personalCenter');
  const { result } = renderHook(() => useChangePasswordMachine(), { wrapper });
  const send = sendInAct<ChangePasswordEvent>(() => result.current.send);
  return { result, send, location: () => router.history.location };
}

async function submit(form: ReturnType<typeof renderChangePassword>) {
  await form.send({ type: 'CHANGE', field: 'oldPassword', value: 'old-secret' });
  await form.send({ type: 'CHANGE', field: 'newPassword', value: 'new-secret' });
  await form.send({ type: 'CHANGE', field: 'confirmPassword', value: 'new-secret' });
  await form.send({ type: 'SUBMIT' });
}

const notices = () => notifications.list().map((notice) => [notice.level, notice.message]);

beforeEach(async () => {
  await switchTestLocale('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  document.body.replaceChildren();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('changing the password', () => {
  it('sends the old and the new password, says so and opens login', async () => {
    const clock = machineOnTestClock('changePassword');
    vi.mocked(changePassword).mockResolvedValue({ code: 1 });
    const form = renderChangePassword();
    await submit(form);
    await waitFor(() =>
      expect(notices()).toEqual([['success', 'Password changed, please log in again']]),
    );
    expect(changePassword).toHaveBeenCalledExactlyOnceWith('old-secret', 'new-secret');
    await clock.timed(LOGIN_REDIRECT_MS);
    clock.elapse(LOGIN_REDIRECT_MS - 1);
    expect(form.location().pathname).toBe('/personalCenter');
    clock.elapse(1);
    await waitFor(() => expect(form.location().pathname).toBe('/loginn'));
  });

  it('puts the cursor back in the old password when it was wrong', async () => {
    vi.mocked(changePassword).mockResolvedValue({ code: 0 });
    const form = renderChangePassword();
    const field = document.createElement('input');
    document.body.append(field);
    form.result.current.oldPasswordRef.current = field;
    await submit(form);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(notices()).toEqual([]);
    expect(form.location().pathname).toBe('/personalCenter');
  });
});
