import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressList, saveAddress } from '../../../src/api/contract/shop/addresses';
import { getUserInfo } from '../../../src/api/contract/account/session';
import { noticesFromNow } from '../../support/noticesFromNow';
import { storage } from '../../../src/lib/storage';
import type { MockServer } from '../../contract/support/mockServer';
import { LOGIN_REDIRECT_MS } from '../../../src/domain/timings';
import { machineOnTestClock } from '../../support/machineOnTestClock';
import { renderAppAt, startAppMock } from '../../support/renderApp';
import { loadDialog } from '../../../src/components/dialogs/Dialog';
import { loadEnglishRegionNames } from '../../../src/components/address/englishRegionNames';
import { loadRegions } from '../../../src/components/address/regionData';
import { codeSentTo, outboxSize, storeLogin } from './support/accountSetup';
import { expectMessage, fillAndLeave } from './support/fields';

vi.setConfig({ testTimeout: 30_000 });

let server: MockServer;
beforeAll(async () => {
  server = await startAppMock();
  // Compiles once, before a test waits for them, what loads on first use: the home page, the
  // session machine, the dialogs (the expired-login prompt) and the address form's regions with
  // their English names. Here a first load is a cold compile that can outlast a wait on a busy
  // machine; in a browser it is a cached chunk.
  await Promise.all([
    import('../../../src/features/home/HomeScreen'),
    import('../../../src/session/runSession'),
    import('../../../src/components/dialogs/ConfirmDialog'),
    loadDialog(),
    loadRegions(),
    loadEnglishRegionNames(),
  ]);
}, 120_000);
afterAll(() => server.close());

let serial = 0;
const freshPhone = () => `1389012${String(1000 + ++serial).slice(-4)}`;

/** A new user, logged in in this browser. */
function loggedInUser(password = 'Old#Pass1') {
  const { user, token } = server.createUser({ phone: freshPhone(), password });
  storeLogin(token, user.username, user.nickname);
  return { user, token };
}

const texts = {
  zh: {
    changePassword: '修改密码',
    current: '原密码',
    next: '新密码',
    confirm: '确认新密码',
    oldRequired: '请输入原密码',
    newRequired: '请输入新密码',
    confirmRequired: '请再次输入密码',
    differ: '两次输入的密码不一致',
    wrongOld: '原密码错误，请重新输入',
    bindPhone: '绑定手机',
    newPhone: '新手机号码',
    code: '验证码',
    getCode: '获取验证码',
    phoneRequired: '请输入手机号码',
    phoneFormat: '手机号码格式不正确',
    alreadyBound: '该号码已被绑定',
    codeRequired: '请输入验证码',
    codeWrong: '验证码错误',
    editEmail: '编辑邮箱',
    email: '邮箱',
    save: '保存信息',
    emailTaken: '该邮箱已被注册！',
    networkError: '网络错误，请重试',
    expired: '登录已过期，请先登录',
    goToLogin: '去登录',
  },
  en: {
    changePassword: 'Change password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    oldRequired: 'Please enter your current password',
    newRequired: 'Please enter a new password',
    confirmRequired: 'Please enter the password again',
    differ: 'The two passwords entered do not match',
    wrongOld: 'Initial password error, please re-enter',
    bindPhone: 'Bind phone',
    newPhone: 'New phone number',
    code: 'Verification code',
    getCode: 'Get code',
    phoneRequired: 'Please enter your phone number',
    phoneFormat: 'Incorrect phone number format',
    alreadyBound: 'This number is already bound to an account',
    codeRequired: 'Please enter the verification code',
    codeWrong: 'Verification code error',
    editEmail: 'Edit Email',
    email: 'Email',
    save: 'Save information',
    emailTaken: 'This e-mail is already registered!',
    networkError: 'Network error, please try again',
    expired: 'Login expired, please log in first',
    goToLogin: 'Go to login',
  },
} as const;

const dialog = () => within(screen.getByRole('dialog'));

describe.each(['zh', 'en'] as const)('/userDetail in %s', (locale) => {
  const text = texts[locale];

  it('opens the change-password dialog directly with changepwd and checks its fields', async () => {
    loggedInUser();
    await renderAppAt('/userDetail?changepwd=true', locale);
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: text.changePassword }));
    await expectMessage(form.getByLabelText(text.current), text.oldRequired);
    await expectMessage(form.getByLabelText(text.next), text.newRequired);
    await expectMessage(form.getByLabelText(text.confirm), text.confirmRequired);
    await fillAndLeave(text.next, 'New#Pass1', form);
    await fillAndLeave(text.confirm, 'Other#Pass1', form);
    await userEvent.click(form.getByRole('button', { name: text.changePassword }));
    await expectMessage(form.getByLabelText(text.confirm), text.differ);
  });

  it('clears and focuses a wrong old password with its message', async () => {
    loggedInUser();
    await renderAppAt('/userDetail', locale);
    await userEvent.click(await screen.findByRole('button', { name: text.changePassword }));
    const form = dialog();
    await fillAndLeave(text.current, 'Not#Mine1', form);
    await fillAndLeave(text.next, 'New#Pass1', form);
    await fillAndLeave(text.confirm, 'New#Pass1', form);
    await userEvent.click(form.getByRole('button', { name: text.changePassword }));
    const current = form.getByLabelText(text.current) as HTMLInputElement;
    await expectMessage(current, text.wrongOld);
    expect(current.value).toBe('');
    expect(document.activeElement).toBe(current);
  });

  it('checks the phone to bind: required, format, already bound (no code sent)', async () => {
    loggedInUser();
    const other = server.createUser({ phone: freshPhone() }).user;
    await renderAppAt('/userDetail', locale);
    await userEvent.click(await screen.findByRole('button', { name: text.bindPhone }));
    const form = dialog();
    await userEvent.click(form.getByRole('button', { name: text.getCode }));
    await expectMessage(form.getByLabelText(text.newPhone), text.phoneRequired);
    await userEvent.click(form.getByRole('button', { name: text.bindPhone }));
    await expectMessage(form.getByLabelText(text.code), text.codeRequired);
    await fillAndLeave(text.newPhone, '12345', form);
    await userEvent.click(form.getByRole('button', { name: text.getCode }));
    await expectMessage(form.getByLabelText(text.newPhone), text.phoneFormat);
    await fillAndLeave(text.newPhone, other.phone, form);
    await userEvent.click(form.getByRole('button', { name: text.getCode }));
    await expectMessage(form.getByLabelText(text.newPhone), text.alreadyBound);
    expect(await outboxSize(server, other.phone)).toBe(0);
  });

  it('refuses a wrong binding code', async () => {
    loggedInUser();
    const phone = freshPhone();
    await renderAppAt('/userDetail', locale);
    await userEvent.click(await screen.findByRole('button', { name: text.bindPhone }));
    const form = dialog();
    await fillAndLeave(text.newPhone, phone, form);
    await userEvent.click(form.getByRole('button', { name: text.getCode }));
    const right = await waitFor(() => codeSentTo(server, phone));
    await fillAndLeave(text.code, right === '000000' ? '111111' : '000000', form);
    await userEvent.click(form.getByRole('button', { name: text.bindPhone }));
    await expectMessage(form.getByLabelText(text.code), text.codeWrong);
  });
});

describe.each(['zh', 'en'] as const)('/userDetail failures in %s', (locale) => {
  const text = texts[locale];

  it('shows the server message when saving is refused, and the network text when the call fails', async () => {
    loggedInUser();
    const other = server.createUser({
      phone: freshPhone(),
      email: `taken-${locale}-${serial}@example.com`,
    }).user;
    await renderAppAt('/userDetail', locale);
    await userEvent.click(await screen.findByRole('button', { name: text.editEmail }));
    const email = screen.getByLabelText(text.email);
    await userEvent.clear(email);
    await userEvent.type(email, other.email);
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect((await screen.findByText(text.emailTaken)).getAttribute('role')).toBe('alert');

    // The next save fails in transport (a body code 10000: the client warns and rejects).
    await server.raw('/__mock/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'code10000', path: '/user/Modify' }),
    });
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect((await screen.findByText(text.networkError)).getAttribute('role')).toBe('alert');
  });

  it('prompts when the login expired and goes to login from the prompt', async () => {
    const { token } = loggedInUser();
    await server.raw('/reach/portal/api/user/getUserInfo?__scenario=expireSession', {
      headers: { token },
    });
    // The page's session check finds the login expired. (One that expires while a check runs
    // is found by the next route change: the running check answered for the one before.)
    const { path } = await renderAppAt('/userDetail', locale);
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt.textContent).toContain(text.expired);
    await userEvent.click(within(prompt).getByRole('button', { name: text.goToLogin }));
    await waitFor(() => expect(path()).toBe('/loginn'));
  });
});

const firstAddress = {
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: '科技园 1 号',
  phone: '13912345678',
  addressee: '张三',
};

describe('/userDetail actions', () => {
  it('enables one field at a time and saves the profile', async () => {
    const { user } = loggedInUser();
    await renderAppAt('/userDetail', 'en');
    const company = await screen.findByLabelText('Company name');
    const nickname = screen.getByLabelText('Nickname');
    expect(company).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company name' }));
    expect(company).toHaveProperty('disabled', false);
    // The toggle puts the caret in its field: the user can type at once.
    expect(document.activeElement).toBe(company);
    await userEvent.clear(company);
    await userEvent.type(company, 'Acme IoT');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Nickname' }));
    expect(company).toHaveProperty('disabled', true);
    expect(nickname).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(nickname);
    await userEvent.click(screen.getByRole('button', { name: 'Save information' }));
    expect(await screen.findAllByText('Saved successfully')).not.toHaveLength(0);
    const saved = await server.call(getUserInfo, { token: storage.usertoken.get() });
    expect(saved.body).toMatchObject({
      data: { commanyname: 'Acme IoT', username: user.username },
    });
  });

  it('shows the saved nickname in the header at once, without another route change', async () => {
    const { user } = loggedInUser();
    await renderAppAt('/userDetail', 'en');
    await screen.findByRole('button', { name: `Account menu of ${user.nickname}` });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Nickname' }));
    const nickname = screen.getByLabelText('Nickname');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Renamed Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save information' }));
    expect(
      await screen.findByRole('button', { name: 'Account menu of Renamed Ltd' }),
    ).toBeVisible();
    expect(storage.curretUser.get()).toEqual({ username: user.username, nickname: 'Renamed Ltd' });
  });

  it('changes the password, shows the notice and goes to login after 2 s', async () => {
    loggedInUser('Old#Pass1');
    const changePassword = machineOnTestClock('changePassword');
    const { path } = await renderAppAt('/userDetail', 'zh');
    await userEvent.click(await screen.findByRole('button', { name: '修改密码' }));
    const form = dialog();
    await fillAndLeave('原密码', 'Old#Pass1', form);
    await fillAndLeave('新密码', 'New#Pass1', form);
    await fillAndLeave('确认新密码', 'New#Pass1', form);
    await userEvent.click(form.getByRole('button', { name: '修改密码' }));
    await screen.findByText('密码修改成功，请重新登录');
    await changePassword.timed(LOGIN_REDIRECT_MS);
    changePassword.elapse(LOGIN_REDIRECT_MS - 1);
    expect(path()).toBe('/userDetail');
    changePassword.elapse(1);
    await waitFor(() => expect(path()).toBe('/loginn'));
  });

  it('binds a new phone with the code from the outbox', async () => {
    loggedInUser();
    const phone = freshPhone();
    await renderAppAt('/userDetail', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Bind phone' }));
    const form = dialog();
    await fillAndLeave('New phone number', phone, form);
    await userEvent.click(form.getByRole('button', { name: 'Get code' }));
    await fillAndLeave('Verification code', await waitFor(() => codeSentTo(server, phone)), form);
    await userEvent.click(form.getByRole('button', { name: 'Bind phone' }));
    await screen.findByText('Phone number bound');
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveProperty('value', phone),
    );
  });

  it('binding a phone saves the phone only, not the unsaved edits of the profile form', async () => {
    const { user } = loggedInUser();
    const phone = freshPhone();
    await renderAppAt('/userDetail', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Company name' }));
    await userEvent.clear(screen.getByLabelText('Company name'));
    await userEvent.type(screen.getByLabelText('Company name'), 'Not saved yet');
    await userEvent.click(screen.getByRole('button', { name: 'Bind phone' }));
    const form = dialog();
    await fillAndLeave('New phone number', phone, form);
    await userEvent.click(form.getByRole('button', { name: 'Get code' }));
    await fillAndLeave('Verification code', await waitFor(() => codeSentTo(server, phone)), form);
    const published = noticesFromNow();
    const noticesSince = () => published().map((notice) => notice.message);
    await userEvent.click(form.getByRole('button', { name: 'Bind phone' }));
    await waitFor(() => expect(noticesSince()).toContain('Phone number bound'));
    // A save started alongside would still be running: wait until the form is idle.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save information' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    const saved = await server.call(getUserInfo, { token: storage.usertoken.get() });
    expect(saved.body).toMatchObject({ data: { phone, commanyname: user.commanyname } });
    expect(noticesSince()).toEqual(['Phone number bound']);
    expect(screen.getByLabelText('Company name')).toHaveProperty('value', 'Not saved yet');
  });

  it('lists the addresses and uses the chosen one as shipping address', async () => {
    const { token } = loggedInUser();
    await server.call(saveAddress, {
      token,
      query: {
        eshoppingtoken: token,
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        address: '科技园 1 号',
        phone: '13912345678',
        addressee: '张三',
        isNewRecord: 'true',
      },
    });
    await renderAppAt('/userDetail', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    // The list and the field name the regions in the page's language; the street is as typed.
    expect(dialog().getByText('Guangdong Shenzhen Nanshan District 科技园 1 号')).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Use this address' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Shipping address')).toHaveProperty(
        'value',
        'Guangdong Shenzhen Nanshan District 科技园 1 号',
      ),
    );
  });

  it('shows the shipping address with its Chinese region names on Chinese pages', async () => {
    const { token } = loggedInUser();
    await server.call(saveAddress, {
      token,
      query: { eshoppingtoken: token, ...firstAddress, isNewRecord: 'true' },
    });
    await renderAppAt('/userDetail', 'zh');
    await waitFor(() =>
      expect(screen.getByLabelText('收货地址')).toHaveProperty(
        'value',
        '广东省 深圳市 南山区 科技园 1 号',
      ),
    );
  });

  it('edits an address: saved under the same id, shown as the shipping address', async () => {
    const { token } = loggedInUser();
    const added = await server.call(saveAddress, {
      token,
      query: { eshoppingtoken: token, ...firstAddress, isNewRecord: 'true' },
    });
    const { addressid } = (added.body as { data: { addressid: string } }).data;
    storage.adddressId.set(addressid);
    await renderAppAt('/userDetail', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    // The list has opened once it holds the focus, as a person sees it before pressing in it.
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.click(dialog().getByRole('button', { name: /^Edit the address of 张三/ }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit the address' }));
    const detail = form.getByRole('textbox', { name: 'Detailed address' });
    expect(detail).toHaveProperty('value', '科技园 1 号');
    await userEvent.clear(detail);
    await userEvent.type(detail, '科技园 2 号');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Shipping address')).toHaveProperty(
        'value',
        'Guangdong Shenzhen Nanshan District 科技园 2 号',
      ),
    );
    const list = await server.call(addressList, { token, query: { eshoppingtoken: token } });
    expect((list.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ addressid, address: '科技园 2 号' }),
    ]);
  });

  it('keeps the form open and says so when the address cannot be saved', async () => {
    const { token } = loggedInUser();
    await server.call(saveAddress, {
      token,
      query: { eshoppingtoken: token, ...firstAddress, isNewRecord: 'true' },
    });
    await renderAppAt('/userDetail', 'zh');
    await userEvent.click(await screen.findByRole('button', { name: '选择' }));
    // The list has opened once it holds the focus, as a person sees it before pressing in it.
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.click(dialog().getByRole('button', { name: /^编辑 张三 的地址/ }));
    const form = within(await screen.findByRole('dialog', { name: '编辑收货地址' }));
    await server.raw('/__mock/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'code10000', path: 'saveAddress', times: 1 }),
    });
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    expect((await form.findByText('地址保存失败。')).getAttribute('role')).toBe('alert');
    expect(form.getByRole('textbox', { name: '详细地址' })).toHaveProperty('value', '科技园 1 号');
  });
});
