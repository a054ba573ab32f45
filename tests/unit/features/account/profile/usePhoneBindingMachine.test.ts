// @vitest-environment jsdom
/**
 * The phone-binding dialog's machine as the app runs it (usePhoneBindingMachine): the number its
 * code button checks and sends a code to, the code and the number it checks and binds, the
 * notice, and the new number handed to the profile page. The calls are spies at the API
 * modules' edge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import {
  type PhoneBindingEvent,
  WRONG_CODE_RESULT,
} from '../../../../../machines/phoneBindingRules';
import { bindPhone } from '../../../../../src/api/account/profile';
import {
  checkCode,
  isEmailRegistered,
  isPhoneRegistered,
  sendEmailCode,
  sendSmsCode,
} from '../../../../../src/api/account/registration';
import { usePhoneBindingMachine } from '../../../../../src/features/account/profile/usePhoneBindingMachine';
import { notifications } from '../../../../../src/lib/notifications';
import { switchTestLocale } from '../../../../support/i18n';
import { routerAt, sendInAct } from '../../../../support/hookHarness';

vi.mock('../../../../../src/api/account/profile', () => ({ bindPhone: vi.fn() }));
vi.mock('../../../../../src/api/account/registration', () => ({
  checkCode: vi.fn(),
  isEmailRegistered: vi.fn(),
  isPhoneRegistered: vi.fn(),
  sendEmailCode: vi.fn(),
  sendSmsCode: vi.fn(),
}));

const PHONE = '13800138000';

function renderBinding() {
  const onBound = vi.fn();
  // The dialog opens on the profile page.
  const { wrapper } = routerAt('/personalCenter');
  const { result } = renderHook(() => usePhoneBindingMachine(onBound), { wrapper });
  const send = sendInAct<PhoneBindingEvent>(() => result.current[1]);
  return { result, send, onBound, context: () => result.current[0].context };
}

const notices = () => notifications.list().map((notice) => [notice.level, notice.message]);

beforeEach(async () => {
  await switchTestLocale('en');
  vi.mocked(isPhoneRegistered).mockResolvedValue(false);
  vi.mocked(sendSmsCode).mockResolvedValue({ sent: true });
  vi.mocked(checkCode).mockResolvedValue({ code: 1 });
  vi.mocked(bindPhone).mockResolvedValue({ code: 1 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  for (const notice of notifications.list()) notifications.dismiss(notice.id);
});

describe('the code button', () => {
  it('checks that the number is free and sends it a code by SMS', async () => {
    const binding = renderBinding();
    await binding.send({ type: 'CHANGE', field: 'phone', value: PHONE });
    await binding.send({ type: 'GET_CODE' });
    await waitFor(() => expect(sendSmsCode).toHaveBeenCalledExactlyOnceWith(PHONE, '86'));
    expect(isPhoneRegistered).toHaveBeenCalledExactlyOnceWith(PHONE);
    expect(isEmailRegistered).not.toHaveBeenCalled();
    expect(sendEmailCode).not.toHaveBeenCalled();
  });

  it('sends no code to a number bound to another account, and says so at the number', async () => {
    vi.mocked(isPhoneRegistered).mockResolvedValue(true);
    const binding = renderBinding();
    await binding.send({ type: 'CHANGE', field: 'phone', value: PHONE });
    await binding.send({ type: 'GET_CODE' });
    await waitFor(() => expect(binding.context().errors.phone).toBe('phoneRegistered'));
    expect(sendSmsCode).not.toHaveBeenCalled();
  });
});

describe('binding', () => {
  async function submit(binding: ReturnType<typeof renderBinding>) {
    await binding.send({ type: 'CHANGE', field: 'phone', value: ` ${PHONE} ` });
    await binding.send({ type: 'CHANGE', field: 'code', value: '123456' });
    await binding.send({ type: 'SUBMIT' });
  }

  it('checks the code for the number, binds it, says so and hands the number to the page', async () => {
    const binding = renderBinding();
    await submit(binding);
    await waitFor(() => expect(binding.onBound).toHaveBeenCalledExactlyOnceWith(PHONE));
    expect(checkCode).toHaveBeenCalledExactlyOnceWith({ phone: PHONE }, '123456');
    expect(bindPhone).toHaveBeenCalledExactlyOnceWith(PHONE);
    expect(notices()).toEqual([['success', 'Phone number bound']]);
  });

  it('binds nothing with a wrong code', async () => {
    vi.mocked(checkCode).mockResolvedValue({ code: WRONG_CODE_RESULT });
    const binding = renderBinding();
    await submit(binding);
    await waitFor(() => expect(binding.context().errors.code).toBe('codeWrong'));
    expect(bindPhone).not.toHaveBeenCalled();
    expect(binding.onBound).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);
  });
});
