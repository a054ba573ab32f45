import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockServer } from '../../contract/support/mockServer';
import { renderProgrammeRoute } from './support/renderProgrammeRoute';
import { startAppMock } from '../../support/renderApp';
import { chooseFirst, LABELS, type FormLocale } from './support/applicationForm';
import { switchTestLocale } from '../../support/i18n';

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

const MESSAGES = {
  zh: {
    chooseDeviceType: '请先选择设备类型',
    applyName: '请输入申请单位或个人名称',
    contactPerson: '请输入联系人',
    phoneEmpty: '请输入手机号码',
    phoneNumeric: '请输入数值',
    phoneFormat: '手机号码格式不正确',
    email: '请输入邮箱',
    addr: '请输入详细地址',
    businessContact: '请选择商务对接人',
  },
  en: {
    chooseDeviceType: 'Please choose a device type first',
    applyName: 'Please enter the applicant name',
    contactPerson: 'Please enter the contact person',
    phoneEmpty: 'Please enter your phone number',
    phoneNumeric: 'Please enter a numerical value',
    phoneFormat: 'Incorrect phone number format',
    email: 'Please enter your e-mail address',
    addr: 'Please enter the address',
    businessContact: 'Please choose your business contact',
  },
} as const;

const messageOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe.each(['zh', 'en'] as const)('the application form in %s', (locale: FormLocale) => {
  const labels = LABELS[locale];
  const messages = MESSAGES[locale];

  it('asks for the device type before anything else', { timeout: 30_000 }, async () => {
    await renderProgrammeRoute('/applyAgent', { locale });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: labels.applyName });
    await user.type(name, 'A');
    expect((await screen.findByRole('status')).textContent).toBe(messages.chooseDeviceType);
    expect((name as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(screen.getByRole('status').textContent).toBe(messages.chooseDeviceType);
    // The refused submit goes to the field to fix, which carries the hint.
    const deviceType = screen.getByRole('combobox', { name: labels.deviceType });
    expect(document.activeElement).toBe(deviceType);
    expect(deviceType.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(deviceType)).toBe(messages.chooseDeviceType);
    await chooseFirst(user, labels.deviceType);
    expect(deviceType.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await user.type(name, 'A');
    expect((name as HTMLInputElement).value).toBe('A');
  });

  it('shows every required message on submit', { timeout: 30_000 }, async () => {
    await renderProgrammeRoute('/applyAgent', { locale });
    const user = userEvent.setup();
    await chooseFirst(user, labels.deviceType);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    const field = (label: string) => screen.getByRole('textbox', { name: label });
    // Focus moves from the button (below the form) to the first field to fix.
    expect(document.activeElement).toBe(field(labels.applyName));
    expect(messageOf(field(labels.applyName))).toBe(messages.applyName);
    expect(messageOf(field(labels.contactPerson))).toBe(messages.contactPerson);
    expect(messageOf(field(labels.phone))).toBe(messages.phoneEmpty);
    expect(messageOf(field(labels.email))).toBe(messages.email);
    expect(messageOf(field(labels.addr))).toBe(messages.addr);
    expect(messageOf(screen.getByRole('combobox', { name: labels.businessContact }))).toBe(
      messages.businessContact,
    );
  });

  it('checks the phone as it is typed', { timeout: 30_000 }, async () => {
    await renderProgrammeRoute('/applyAgent', { locale });
    const user = userEvent.setup();
    await chooseFirst(user, labels.deviceType);
    const phone = screen.getByRole('textbox', { name: labels.phone });
    await user.type(phone, '138abc');
    await vi.waitFor(() => expect(messageOf(phone)).toBe(messages.phoneNumeric));
    await user.clear(phone);
    await vi.waitFor(() => expect(messageOf(phone)).toBe(messages.phoneEmpty));
    await user.type(phone, '12345678901');
    await vi.waitFor(() => expect(messageOf(phone)).toBe(messages.phoneFormat));
    await user.clear(phone);
    await user.type(phone, '13800138000');
    await vi.waitFor(() => expect(messageOf(phone)).toBeUndefined());
  });
});

describe('the application form across a language switch', () => {
  it('keeps showing the device type and business contact chosen', { timeout: 30_000 }, async () => {
    const { router } = await renderProgrammeRoute('/applyAgent', { locale: 'zh' });
    const user = userEvent.setup();
    await chooseFirst(user, LABELS.zh.deviceType);
    await chooseFirst(user, LABELS.zh.businessContact);
    // As the header's language menu does: the new catalogs, then the loaders again.
    await act(async () => {
      await switchTestLocale('en');
      await router.invalidate();
    });
    const deviceType = (await screen.findByRole('combobox', {
      name: LABELS.en.deviceType,
    })) as HTMLSelectElement;
    // The English options are `…_en`: the choice still names one of them.
    await vi.waitFor(() => expect(deviceType.value).toMatch(/_en$/));
    const contact = screen.getByRole('combobox', {
      name: LABELS.en.businessContact,
    }) as HTMLSelectElement;
    expect(contact.value).toMatch(/_en$/);
    await user.click(screen.getByRole('button', { name: LABELS.en.submit }));
    expect(deviceType.getAttribute('aria-invalid')).toBeNull();
    expect(contact.getAttribute('aria-invalid')).toBeNull();
  });
});
