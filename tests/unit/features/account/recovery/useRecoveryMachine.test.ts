// @vitest-environment jsdom
/**
 * The password recovery machine as the app runs it (useRecoveryMachine): which account and code
 * it checks on which channel, what it saves, the notices and dialog the user sees and the way
 * back to login. The calls are spies at the API module's edge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type {
  PasswordRecoveryEvent,
  RecoveryTab,
} from '../../../../../machines/passwordRecoveryForm';
import {
  resetPasswordByEmail,
  resetPasswordByPhone,
} from '../../../../../src/api/account/password';
import {
  checkCode,
  isEmailRegistered,
  isPhoneRegistered,
} from '../../../../../src/api/account/registration';
import { VERIFY_CODE_WRONG } from '../../../../../src/domain/account';
import { LOGIN_REDIRECT_MS } from '../../../../../src/domain/timings';
import { useRecoveryMachine } from '../../../../../src/features/account/recovery/useRecoveryMachine';
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
vi.mock('../../../../../src/api/account/password', () => ({
  resetPasswordByEmail: vi.fn(),
  resetPasswordByPhone: vi.fn(),
}));
vi.mock('../../../../../src/api/account/registration', () => ({
  checkCode: vi.fn(),
  isEmailRegistered: vi.fn(),
  isPhoneRegistered: vi.fn(),
}));

function renderRecovery() {
  const { router, wrapper } = routerAt('/forgetPassword');
  const { result } = renderHook(() => useRecoveryMachine(), { wrapper });
  const send = sendInAct<PasswordRecoveryEvent>(() => result.current.send);
  return { result, send, location: () => router.history.location };
}

async function submit(recovery: ReturnType<typeof renderRecovery>, tab: RecoveryTab) {
  if (tab === 'email') await recovery.send({ type: 'SWITCH_TAB', tab });
  const account = tab === 'phone' ? '13800138000' : 'lin@example.com';
  await recovery.send({ type: 'CHANGE', field: 'account', value: account });
  await recovery.send({ type: 'CHANGE', field: 'code', value: '123456' });
  await recovery.send({ type: 'CHANGE', field: 'password', value: 'new-secret' });
  await recovery.send({ type: 'CHANGE', field: 'confirm', value: 'new-secret' });
  await recovery.send({ type: 'SUBMIT' });
}

const notices = () => notifications.list().map((notice) => [notice.level, notice.message]);

beforeEach(async () => {
  await switchTestLocale('en');
  vi.mocked(isPhoneRegistered).mockResolvedValue(true);
  vi.mocked(isEmailRegistered).mockResolvedValue(true);
  vi.mocked(checkCode).mockResolvedValue({ code: 1 });
  vi.mocked(resetPasswordByPhone).mockResolvedValue({ code: 1 });
  vi.mocked(resetPasswordByEmail).mockResolvedValue({ code: 1 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('by phone', () => {
  it('checks the phone and its code, saves the new password, says so and returns to login', async () => {
    const clock = machineOnTestClock('passwordRecovery');
    const recovery = renderRecovery();
    await submit(recovery, 'phone');
    await waitFor(() => expect(recovery.result.current.state.matches('succeeded')).toBe(true));
    expect(isPhoneRegistered).toHaveBeenCalledExactlyOnceWith('13800138000');
    expect(isEmailRegistered).not.toHaveBeenCalled();
    expect(checkCode).toHaveBeenCalledExactlyOnceWith({ phone: '13800138000' }, '123456');
    expect(resetPasswordByPhone).toHaveBeenCalledExactlyOnceWith('13800138000', 'new-secret');
    expect(notices()).toEqual([['success', 'Password changed, please log in again']]);
    await clock.timed(LOGIN_REDIRECT_MS);
    clock.elapse(LOGIN_REDIRECT_MS - 1);
    expect(recovery.location().pathname).toBe('/forgetPassword');
    clock.elapse(1);
    await waitFor(() => expect(recovery.location().pathname).toBe('/loginn'));
  });

  it('an unknown phone is not checked further', async () => {
    vi.mocked(isPhoneRegistered).mockResolvedValue(false);
    const recovery = renderRecovery();
    await submit(recovery, 'phone');
    await waitFor(() =>
      expect(recovery.result.current.state.context.unregistered.phone).toBe(true),
    );
    expect(checkCode).not.toHaveBeenCalled();
  });
});

describe('by email', () => {
  it('checks the email and its code and saves the new password there', async () => {
    const recovery = renderRecovery();
    await submit(recovery, 'email');
    await waitFor(() => expect(recovery.result.current.state.matches('succeeded')).toBe(true));
    expect(isEmailRegistered).toHaveBeenCalledExactlyOnceWith('lin@example.com');
    expect(isPhoneRegistered).not.toHaveBeenCalled();
    expect(checkCode).toHaveBeenCalledExactlyOnceWith({ email: 'lin@example.com' }, '123456');
    expect(resetPasswordByEmail).toHaveBeenCalledExactlyOnceWith('lin@example.com', 'new-secret');
    expect(resetPasswordByPhone).not.toHaveBeenCalled();
  });
});

describe('failures', () => {
  it('a wrong code opens the code-error dialog, which closes', async () => {
    vi.mocked(checkCode).mockResolvedValue({ code: VERIFY_CODE_WRONG });
    const recovery = renderRecovery();
    await submit(recovery, 'phone');
    await waitFor(() => expect(recovery.result.current.codeErrorOpen).toBe(true));
    expect(resetPasswordByPhone).not.toHaveBeenCalled();
    await act(() => recovery.result.current.closeCodeError());
    expect(recovery.result.current.codeErrorOpen).toBe(false);
  });

  it("a refused save warns with the server's message", async () => {
    vi.mocked(resetPasswordByPhone).mockResolvedValue({ code: 0, msg: 'Password too weak' });
    const recovery = renderRecovery();
    await submit(recovery, 'phone');
    await waitFor(() => expect(notices()).toEqual([['warning', 'Password too weak']]));
    expect(recovery.location().pathname).toBe('/forgetPassword');
  });

  it('a refused save without a message warns "save failed"', async () => {
    vi.mocked(resetPasswordByPhone).mockResolvedValue({ code: 0 });
    const recovery = renderRecovery();
    await submit(recovery, 'phone');
    await waitFor(() => expect(notices()).toEqual([['warning', 'Save failed']]));
  });
});

it('opens the recovery form with the code-error dialog closed', () => {
  expect(renderRecovery().result.current.codeErrorOpen).toBe(false);
});
