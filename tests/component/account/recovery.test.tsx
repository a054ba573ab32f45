import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getVerifyCode } from '../../../src/api/contract/account/forms/registration';
import type { MockServer } from '../../contract/support/mockServer';
import { LOGIN_REDIRECT_MS } from '../../../src/domain/timings';
import { machineOnTestClock } from '../../support/machineOnTestClock';
import { renderAppAt, startAppMock } from '../../support/renderApp';
import { codeSentTo } from './support/accountSetup';
import { expectMessage, fillAndLeave } from './support/fields';

vi.setConfig({ testTimeout: 30_000 });

let server: MockServer;
beforeAll(async () => {
  server = await startAppMock();
});
afterAll(() => server.close());

const texts = {
  zh: {
    byPhone: '通过手机找回',
    byEmail: '通过邮箱找回',
    phone: '手机号码',
    email: '邮箱',
    code: '验证码',
    password: '新密码',
    confirm: '确认新密码',
    getCode: '获取验证码',
    submit: '重置密码',
    back: '返回登录',
    phoneEmpty: '请输入手机号码',
    phoneFormat: '手机号码格式不正确',
    codeEmpty: '请输入验证码',
    passwordEmpty: '请输入密码',
    confirmEmpty: '请再次输入密码',
    passwordsDiffer: '两次输入的密码不一致',
    notExist: '该手机号码不存在',
    emailEmpty: '请输入邮箱',
    emailFormat: '邮箱格式不正确',
    emailNotRegistered: '该邮箱未注册',
    firstCountdown: '10 秒后重新获取',
    codeError: '验证码错误',
    changed: '密码修改成功，请重新登录',
    codeNotSent: '验证码发送失败',
    tooSoon: /发送过于频繁，请 \d+ 秒后再试/,
  },
  en: {
    byPhone: 'By phone',
    byEmail: 'By email',
    phone: 'Phone number',
    email: 'Email',
    code: 'Verification code',
    password: 'New password',
    confirm: 'Confirm new password',
    getCode: 'Get code',
    submit: 'Reset password',
    back: 'Return to login',
    phoneEmpty: 'Please enter your phone number',
    phoneFormat: 'Incorrect phone number format',
    codeEmpty: 'Please enter the verification code',
    passwordEmpty: 'Please enter a password',
    confirmEmpty: 'Please enter the password again',
    passwordsDiffer: 'The two passwords entered do not match',
    notExist: 'This phone number does not exist',
    emailEmpty: 'Please enter your email address',
    emailFormat: 'Incorrect email format',
    emailNotRegistered: 'This email is not registered',
    firstCountdown: 'Resend in 10 s',
    codeError: 'Verification code error',
    changed: 'Password changed, please log in again',
    codeNotSent: 'The code was not sent',
    tooSoon: /Too many requests, please retry in \d+ s/,
  },
} as const;

let serial = 0;
const freshPhone = () => `1385678${String(1000 + ++serial).slice(-4)}`;

describe.each(['zh', 'en'] as const)('/findBack in %s', (locale) => {
  const text = texts[locale];
  const open = async () => {
    const app = await renderAppAt('/findBack', locale);
    await screen.findByRole('tab', { name: text.byPhone });
    return app;
  };
  const panel = () => within(screen.getByRole('tabpanel'));

  it('shows the phone tab rules on an empty submit, with a way back to login', async () => {
    await open();
    await userEvent.click(panel().getByRole('button', { name: text.submit }));
    await expectMessage(panel().getByLabelText(text.phone), text.phoneEmpty);
    await expectMessage(panel().getByLabelText(text.code), text.codeEmpty);
    await expectMessage(panel().getByLabelText(text.password), text.passwordEmpty);
    await expectMessage(panel().getByLabelText(text.confirm), text.confirmEmpty);
    expect(panel().getByRole('link', { name: text.back }).getAttribute('href')).toContain(
      '/loginn',
    );
  });

  it('checks the phone format, the matching passwords, and that the phone has an account', async () => {
    await open();
    await expectMessage(await fillAndLeave(text.phone, '1234', panel()), text.phoneFormat);
    await fillAndLeave(text.password, 'New#Pass1', panel());
    await expectMessage(await fillAndLeave(text.confirm, 'Other#1', panel()), text.passwordsDiffer);
    const phone = await fillAndLeave(text.phone, freshPhone(), panel());
    await userEvent.click(panel().getByRole('button', { name: text.getCode }));
    await expectMessage(phone, text.notExist);
  });

  it('counts 10 s after the first code on the phone tab', async () => {
    const { user } = server.createUser({ phone: freshPhone() });
    await open();
    await fillAndLeave(text.phone, user.phone, panel());
    await userEvent.click(panel().getByRole('button', { name: text.getCode }));
    expect(await panel().findByRole('button', { name: text.firstCountdown })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('checks the email tab: required, format, and an unregistered address', async () => {
    await open();
    await userEvent.click(screen.getByRole('tab', { name: text.byEmail }));
    await waitFor(() => expect(screen.getAllByRole('tabpanel')).toHaveLength(1));
    await userEvent.click(panel().getByRole('button', { name: text.submit }));
    await expectMessage(panel().getByLabelText(text.email), text.emailEmpty);
    await expectMessage(await fillAndLeave(text.email, 'someone@', panel()), text.emailFormat);
    const email = await fillAndLeave(text.email, `nobody-${locale}@example.com`, panel());
    await userEvent.click(panel().getByRole('button', { name: text.getCode }));
    await expectMessage(email, text.emailNotRegistered);
  });

  it('shows the server message in a dialog when the code is not sent', async () => {
    const { user } = server.createUser({ phone: freshPhone() });
    await server.call(getVerifyCode, { query: { phone: user.phone, language: locale } });
    await open();
    await fillAndLeave(text.phone, user.phone, panel());
    await userEvent.click(panel().getByRole('button', { name: text.getCode }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(text.codeNotSent);
    expect(dialog.textContent).toMatch(text.tooSoon);
  });

  it('opens the error dialog for a wrong code', async () => {
    const { user } = server.createUser({ phone: freshPhone() });
    await open();
    await fillAndLeave(text.phone, user.phone, panel());
    await userEvent.click(panel().getByRole('button', { name: text.getCode }));
    const right = await waitFor(() => codeSentTo(server, user.phone));
    await fillAndLeave(text.code, right === '000000' ? '111111' : '000000', panel());
    await fillAndLeave(text.password, 'New#Pass1', panel());
    await fillAndLeave(text.confirm, 'New#Pass1', panel());
    await userEvent.click(panel().getByRole('button', { name: text.submit }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(text.codeError);
  });
});

describe('/findBack resets the password', () => {
  it('by phone: code from the outbox, notice, then login after 2 s', async () => {
    const { user } = server.createUser({ phone: freshPhone() });
    const recovery = machineOnTestClock('passwordRecovery');
    const { path } = await renderAppAt('/findBack', 'en');
    const tab = within(await screen.findByRole('tabpanel'));
    await fillAndLeave('Phone number', user.phone, tab);
    await userEvent.click(tab.getByRole('button', { name: 'Get code' }));
    await fillAndLeave(
      'Verification code',
      await waitFor(() => codeSentTo(server, user.phone)),
      tab,
    );
    await fillAndLeave('New password', 'Brand#New1', tab);
    await fillAndLeave('Confirm new password', 'Brand#New1', tab);
    await userEvent.click(tab.getByRole('button', { name: 'Reset password' }));
    await screen.findByText(texts.en.changed);
    await recovery.timed(LOGIN_REDIRECT_MS);
    recovery.elapse(LOGIN_REDIRECT_MS - 1);
    expect(path()).toBe('/findBack');
    recovery.elapse(1);
    await waitFor(() => expect(path()).toBe('/loginn'));
  });

  it('by email', async () => {
    const { user } = server.createUser({
      phone: freshPhone(),
      email: `reset${serial}@example.com`,
    });
    const recovery = machineOnTestClock('passwordRecovery');
    const { path } = await renderAppAt('/findBack', 'zh');
    await userEvent.click(await screen.findByRole('tab', { name: texts.zh.byEmail }));
    await waitFor(() => expect(screen.getAllByRole('tabpanel')).toHaveLength(1));
    const tab = within(screen.getByRole('tabpanel'));
    await fillAndLeave('邮箱', user.email, tab);
    await userEvent.click(tab.getByRole('button', { name: '获取验证码' }));
    await fillAndLeave('验证码', await waitFor(() => codeSentTo(server, user.email)), tab);
    await fillAndLeave('新密码', 'Brand#New1', tab);
    await fillAndLeave('确认新密码', 'Brand#New1', tab);
    await userEvent.click(tab.getByRole('button', { name: '重置密码' }));
    await screen.findByText(texts.zh.changed);
    await recovery.timed(LOGIN_REDIRECT_MS);
    recovery.elapse(LOGIN_REDIRECT_MS);
    await waitFor(() => expect(path()).toBe('/loginn'));
  });
});
