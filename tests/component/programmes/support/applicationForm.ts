/** Drives the application form as a visitor does, by its visible labels. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const LABELS = {
  zh: {
    deviceType: '合作的设备类型',
    applyName: '申请单位或个人名称',
    contactPerson: '联系人',
    phone: '手机号码',
    email: '邮箱',
    addr: '地址',
    businessContact: '商务对接人',
    submit: '提交申请',
  },
  en: {
    deviceType: 'Device type you will work with',
    applyName: 'Applicant (company or person)',
    contactPerson: 'Contact person',
    phone: 'Mobile phone',
    email: 'E-mail',
    addr: 'Address',
    businessContact: 'Business contact',
    submit: 'Submit application',
  },
} as const;

export type FormLocale = keyof typeof LABELS;

/** The second option: the first real choice after the placeholder. */
export async function chooseFirst(user: UserEvent, label: string) {
  const select = await screen.findByRole('combobox', { name: label });
  const option = within(select).getAllByRole('option')[1];
  if (!option) throw new Error(`no option in ${label}`);
  await user.selectOptions(select, option);
}

export async function fillValidApplication(
  user: UserEvent,
  locale: FormLocale,
  overrides: { email?: string } = {},
) {
  const labels = LABELS[locale];
  await chooseFirst(user, labels.deviceType);
  await user.type(screen.getByRole('textbox', { name: labels.applyName }), 'ACME IoT');
  await user.type(screen.getByRole('textbox', { name: labels.contactPerson }), 'Li Lei');
  await user.type(screen.getByRole('textbox', { name: labels.phone }), '13800138000');
  await user.type(
    screen.getByRole('textbox', { name: labels.email }),
    overrides.email ?? 'li@example.com',
  );
  await user.type(screen.getByRole('textbox', { name: labels.addr }), '1 Keji Road');
  await chooseFirst(user, labels.businessContact);
}
