import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '../../../src/api/client';
import {
  getVerifyCode,
  isPhoneRegister,
  register,
} from '../../../src/api/contract/account/forms/registration';
import { noticesFromNow } from '../../support/noticesFromNow';
import type { MockServer } from '../../contract/support/mockServer';
import { renderAppAt, startAppMock } from '../../support/renderApp';
import { codeSentTo, outboxSize } from './support/accountSetup';
import { expectMessage, fillAndLeave } from './support/fields';

vi.setConfig({ testTimeout: 30_000 });

let server: MockServer;
beforeAll(async () => {
  server = await startAppMock();
});
afterAll(() => server.close());

let serial = 0;
const freshPhone = () => `1381234${String(1000 + ++serial).slice(-4)}`;
/** A Singapore mobile (+65): 8 digits from 8 or 9. */
const freshSingaporePhone = () => `9123${String(1000 + ++serial).slice(-4)}`;

const texts = {
  zh: {
    phone: '手机号码',
    areaCode: '区号',
    code: '验证码',
    username: '用户名',
    password: '密码',
    confirm: '确认密码',
    email: /^邮箱/,
    agree: '我已阅读并同意',
    agreement: '用户协议',
    getCode: '获取验证码',
    submit: '注册',
    phoneEmpty: '请输入手机号码',
    phoneNotNumeric: '请输入数值',
    phoneFormat: '手机号码格式不正确',
    codeEmpty: '请输入验证码',
    usernameEmpty: '请输入用户名',
    usernameChinese: '用户名不能包含中文字符',
    usernameUsed: '该用户名已被注册！',
    available: '该用户名可以使用',
    passwordEmpty: '请输入密码',
    confirmEmpty: '请再次输入密码',
    passwordsDiffer: '两次输入的密码不一致',
    emailFormat: '邮箱格式不正确',
    emailUsed: '该邮箱已被注册！',
    notAgreed: '您尚未同意用户协议',
    phoneRegistered: '该号码已被注册！去登录',
    dates: '更新日期：2023年7月19日 · 生效日期：2023年7月19日',
    preamble: '序言：保密条款',
    codeError: '验证码错误',
    countdown: /^\d+ 秒后重新获取$/,
    registered: '注册成功，请登录',
    codeNotSent: '验证码发送失败',
    ok: '确定',
    tooSoon: /发送过于频繁，请 \d+ 秒后再试/,
  },
  en: {
    phone: 'Phone number',
    areaCode: 'Area code',
    code: 'Verification code',
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    email: /^Email/,
    agree: 'I have read and agree to the',
    agreement: 'user agreement',
    getCode: 'Get code',
    submit: 'Register',
    phoneEmpty: 'Please enter your phone number',
    phoneNotNumeric: 'Please enter a numerical value',
    phoneFormat: 'Incorrect phone number format',
    codeEmpty: 'Please enter the verification code',
    usernameEmpty: 'Please enter a username',
    usernameChinese: 'The username must not contain Chinese characters',
    usernameUsed: 'The user name has been registered!',
    available: 'This username is available',
    passwordEmpty: 'Please enter a password',
    confirmEmpty: 'Please enter the password again',
    passwordsDiffer: 'The two passwords entered do not match',
    emailFormat: 'Incorrect email format',
    emailUsed: 'This email is already registered!',
    notAgreed: 'You have not agreed to the user agreement',
    phoneRegistered: 'This number is already registered! Log in',
    dates: 'Updated: 19 July 2023 · Effective: 19 July 2023',
    preamble: 'Preamble: non-disclosure',
    codeError: 'Verification code error',
    countdown: /^Resend in \d+ s$/,
    registered: 'Registration successful, please log in',
    codeNotSent: 'The code was not sent',
    ok: 'OK',
    tooSoon: /Too many requests, please retry in \d+ s/,
  },
} as const;

const typeAndBlur = fillAndLeave;

describe.each(['zh', 'en'] as const)('/register in %s', (locale) => {
  const text = texts[locale];
  const open = async () => {
    const app = await renderAppAt('/register', locale);
    await screen.findByLabelText(text.phone);
    return app;
  };

  it('tells empty, non-numeric and badly formed phone numbers apart', async () => {
    await open();
    await expectMessage(await typeAndBlur(text.phone, ''), text.phoneEmpty);
    await expectMessage(await typeAndBlur(text.phone, '13a'), text.phoneNotNumeric);
    await expectMessage(await typeAndBlur(text.phone, '12345678901'), text.phoneFormat);
    await expectMessage(await typeAndBlur(text.phone, freshPhone()), '');
  });

  it('shows every required-field message and "not agreed" on an empty submit', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expectMessage(screen.getByLabelText(text.code), text.codeEmpty);
    await expectMessage(screen.getByLabelText(text.username), text.usernameEmpty);
    await expectMessage(screen.getByLabelText(text.password), text.passwordEmpty);
    await expectMessage(screen.getByLabelText(text.confirm), text.confirmEmpty);
    await expectMessage(screen.getByRole('checkbox', { name: text.agree }), text.notAgreed);
  });

  it('checks the username: no Chinese characters, already used, available', async () => {
    await open();
    await expectMessage(await typeAndBlur(text.username, '张三'), text.usernameChinese);
    const used = await typeAndBlur(text.username, 'demo');
    await expectMessage(used, text.usernameUsed);
    const free = await typeAndBlur(text.username, `newuser${locale}${Date.now()}`);
    await expectMessage(free, text.available);
  });

  it('requires equal passwords and a well-formed, unused email', async () => {
    await open();
    await typeAndBlur(text.password, 'Secret#1');
    await expectMessage(await typeAndBlur(text.confirm, 'Secret#2'), text.passwordsDiffer);
    await expectMessage(await typeAndBlur(text.email, 'someone@'), text.emailFormat);
    const used = await typeAndBlur(text.email, 'demo@example.com');
    await expectMessage(used, text.emailUsed);
  });

  it('sends no code to a registered phone and links to login instead', async () => {
    await open();
    await typeAndBlur(text.phone, '13800138000');
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    const note = await screen.findByText(
      (_, element) => element?.textContent === text.phoneRegistered && element.tagName === 'P',
    );
    expect(note.querySelector('a')?.getAttribute('href')).toContain('/loginn');
    expect(await outboxSize(server, '13800138000')).toBe(0);
  });

  it('asks for the phone when the code is requested without one', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    await expectMessage(screen.getByLabelText(text.phone), text.phoneEmpty);
  });

  it('shows the server message in a dialog when the code is not sent', async () => {
    await open();
    const phone = freshPhone();
    // A code went to this phone moments ago (another tab): the server refuses another one.
    await server.call(getVerifyCode, { query: { phone, language: locale } });
    await typeAndBlur(text.phone, phone);
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(text.codeNotSent);
    expect(dialog.textContent).toMatch(text.tooSoon);
    // Behind the modal dialog the form is hidden; once it is closed, the code can be asked for
    // again (no countdown started).
    await userEvent.click(within(dialog).getByRole('button', { name: text.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: text.getCode })).toHaveProperty('disabled', false);
  });

  it('warns with the server message when the server refuses the registration', async () => {
    const { path } = await open();
    const phone = freshPhone();
    const username = `raced${locale}${serial}`;
    await typeAndBlur(text.phone, phone);
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    await screen.findByRole('button', { name: text.countdown });
    await typeAndBlur(text.code, await codeSentTo(server, phone));
    await expectMessage(await typeAndBlur(text.username, username), text.available);
    // Someone else takes the username between the check and the submit.
    server.createUser({ username, phone: freshPhone() });
    await typeAndBlur(text.password, 'Secret#1');
    await typeAndBlur(text.confirm, 'Secret#1');
    await userEvent.click(screen.getByRole('checkbox', { name: text.agree }));
    const published = noticesFromNow();
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() =>
      expect(published()).toEqual([
        expect.objectContaining({ level: 'warning', message: text.usernameUsed }),
      ]),
    );
    expect(path()).toBe('/register');
  });

  it('shows the agreement with its dates and non-disclosure preamble', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: text.agreement }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(text.dates);
    expect(dialog.textContent).toContain(text.preamble);
  });

  it('checks the code with the server before registering: a wrong code opens the error dialog', async () => {
    await open();
    const phone = freshPhone();
    await typeAndBlur(text.phone, phone);
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    await screen.findByRole('button', { name: text.countdown });
    const right = await codeSentTo(server, phone);
    await typeAndBlur(text.code, right === '000000' ? '111111' : '000000');
    await typeAndBlur(text.username, `wrongcode${locale}${serial}`);
    await typeAndBlur(text.password, 'Secret#1');
    await typeAndBlur(text.confirm, 'Secret#1');
    await userEvent.click(screen.getByRole('checkbox', { name: text.agree }));
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(text.codeError);
  });

  it('registers with the code from the outbox, then goes to login', async () => {
    const { path } = await open();
    const phone = freshPhone();
    await typeAndBlur(text.phone, phone);
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByRole('button', { name: text.countdown })).toHaveProperty(
      'disabled',
      true,
    );
    await typeAndBlur(text.code, await codeSentTo(server, phone));
    await typeAndBlur(text.username, `newcomer${locale}${serial}`);
    await typeAndBlur(text.password, 'Secret#1');
    await typeAndBlur(text.confirm, 'Secret#1');
    await userEvent.click(screen.getByRole('checkbox', { name: text.agree }));
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(path()).toBe('/loginn'));
    expect(document.body.textContent).toContain(text.registered);
  });

  it('registers a Singapore number under +65, which sends its area code', async () => {
    const requests = vi.spyOn(http, 'request');
    const { path } = await open();
    const phone = freshSingaporePhone();
    const field = await typeAndBlur(text.phone, phone);
    // +86 is chosen first: an 8-digit number is not a mainland mobile.
    await expectMessage(field, text.phoneFormat);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.areaCode }), '+65');
    await expectMessage(field, '');
    await userEvent.click(screen.getByRole('button', { name: text.getCode }));
    expect(await screen.findByRole('button', { name: text.countdown })).toHaveProperty(
      'disabled',
      true,
    );
    await typeAndBlur(text.code, await codeSentTo(server, phone));
    await typeAndBlur(text.username, `lion${locale}${serial}`);
    await typeAndBlur(text.password, 'Secret#1');
    await typeAndBlur(text.confirm, 'Secret#1');
    await userEvent.click(screen.getByRole('checkbox', { name: text.agree }));
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(path()).toBe('/loginn'));
    const sentTo = (endpoint: { path: string }) =>
      requests.mock.calls.filter(([url]) => url === endpoint.path).map(([, options]) => options);
    expect(sentTo(getVerifyCode).map((options) => options?.query)).toEqual([
      expect.objectContaining({ phone, areaCode: '65' }),
    ]);
    expect(sentTo(register).map((options) => options?.body)).toEqual([
      expect.objectContaining({ phone, areaCode: '65', username: `lion${locale}${serial}` }),
    ]);
    const known = await server.call(isPhoneRegister, { query: { phone } });
    expect(known.body).toMatchObject({ data: true });
    requests.mockRestore();
  });
});
