// @vitest-environment jsdom
/**
 * The registration machine as the app runs it (useRegistrationMachine): the availability checks
 * of the phone, username and email, the code check, what it registers, the notices and dialog the
 * user sees and the way to login. The calls are spies at the API module's edge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type {
  RegistrationEvent,
  RegistrationField,
} from '../../../../../machines/registrationTypes';
import {
  checkCode,
  isEmailRegistered,
  isPhoneRegistered,
  isUsernameRegistered,
  registerUser,
} from '../../../../../src/api/account/registration';
import { VERIFY_CODE_WRONG } from '../../../../../src/domain/account';
import { useRegistrationMachine } from '../../../../../src/features/account/register/useRegistrationMachine';
import { notifications } from '../../../../../src/lib/notifications';
import { switchTestLocale } from '../../../../support/i18n';
import { routerAt, sendInAct } from '../../../../support/hookHarness';

vi.mock('../../../../../src/api/account/registration', () => ({
  checkCode: vi.fn(),
  isEmailRegistered: vi.fn(),
  isPhoneRegistered: vi.fn(),
  isUsernameRegistered: vi.fn(),
  registerUser: vi.fn(),
}));

const VALUES: [RegistrationField, string][] = [
  ['phone', '13800138000'],
  ['code', '123456'],
  ['username', 'lin'],
  ['password', 'secret-1'],
  ['confirm', 'secret-1'],
  ['company', 'Shenzhen IoT Ltd'],
  ['nickname', 'Lin'],
  ['email', 'lin@example.com'],
];

function renderRegistration() {
  const { router, wrapper } = routerAt('/register');
  const { result } = renderHook(() => useRegistrationMachine(), { wrapper });
  const send = sendInAct<RegistrationEvent>(() => result.current.send);
  return { result, send, location: () => router.history.location };
}

async function fillIn(registration: ReturnType<typeof renderRegistration>) {
  for (const [field, value] of VALUES) await registration.send({ type: 'CHANGE', field, value });
  await registration.send({ type: 'SET_AGREE', agree: true });
}

const notices = () => notifications.list().map((notice) => [notice.level, notice.message]);

beforeEach(async () => {
  await switchTestLocale('en');
  vi.mocked(isPhoneRegistered).mockResolvedValue(false);
  vi.mocked(isUsernameRegistered).mockResolvedValue(false);
  vi.mocked(isEmailRegistered).mockResolvedValue(false);
  vi.mocked(checkCode).mockResolvedValue({ code: 1 });
  vi.mocked(registerUser).mockResolvedValue({ code: 1 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('availability', () => {
  it.each([
    ['phone', isPhoneRegistered, '13800138000'],
    ['username', isUsernameRegistered, 'lin'],
    ['email', isEmailRegistered, 'lin@example.com'],
  ] as const)('asks whether the %s is taken when it is left', async (field, call, value) => {
    const registration = renderRegistration();
    await registration.send({ type: 'CHANGE', field, value: ` ${value} ` });
    await registration.send({ type: 'BLUR', field });
    await waitFor(() => expect(call).toHaveBeenCalledExactlyOnceWith(value));
  });
});

describe('registering', () => {
  it('checks the code of the phone, registers the form, says so and opens login', async () => {
    const registration = renderRegistration();
    await fillIn(registration);
    await registration.send({ type: 'SUBMIT' });
    await waitFor(() => expect(registration.location().pathname).toBe('/loginn'));
    expect(checkCode).toHaveBeenCalledExactlyOnceWith({ phone: '13800138000' }, '123456');
    expect(registerUser).toHaveBeenCalledExactlyOnceWith({
      phone: '13800138000',
      areaCode: '86',
      code: '123456',
      username: 'lin',
      password: 'secret-1',
      company: 'Shenzhen IoT Ltd',
      nickname: 'Lin',
      email: 'lin@example.com',
      agree: true,
    });
    expect(notices()).toEqual([['success', 'Registration successful, please log in']]);
  });

  it('a wrong code opens the code-error dialog, which closes, and registers nothing', async () => {
    vi.mocked(checkCode).mockResolvedValue({ code: VERIFY_CODE_WRONG });
    const registration = renderRegistration();
    await fillIn(registration);
    await registration.send({ type: 'SUBMIT' });
    await waitFor(() => expect(registration.result.current.codeErrorOpen).toBe(true));
    expect(registerUser).not.toHaveBeenCalled();
    await act(() => registration.result.current.closeCodeError());
    expect(registration.result.current.codeErrorOpen).toBe(false);
  });

  it("a refused registration warns with the server's message, or says it failed", async () => {
    vi.mocked(registerUser).mockResolvedValueOnce({ code: 0, msg: 'Phone already used' });
    vi.mocked(registerUser).mockResolvedValueOnce({ code: 0 });
    const registration = renderRegistration();
    await fillIn(registration);
    await registration.send({ type: 'SUBMIT' });
    await waitFor(() => expect(notices()).toEqual([['warning', 'Phone already used']]));
    await registration.send({ type: 'SUBMIT' });
    await waitFor(() => expect(notices()).toHaveLength(2));
    expect(notices()[1]).toEqual(['warning', 'Registration failed']);
    expect(registration.location().pathname).toBe('/register');
  });
});

it('opens the registration form with the code-error dialog closed', () => {
  expect(renderRegistration().result.current.codeErrorOpen).toBe(false);
});
