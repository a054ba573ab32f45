/** Password recovery by phone and by e-mail: send a code, check it, set a new password. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  modifyPwdByEmail,
  modifyPwdByPhone,
} from '../../../src/api/contract/account/forms/password';
import {
  checkVerifyCode,
  sendVerifyCodeByEmail,
} from '../../../src/api/contract/account/forms/registration';
import { getUserInfo, login } from '../../../src/api/contract/account/session';
import { md5 } from '../../../src/lib/md5';
import { startMock, type MockServer } from '../support/mockServer';
import { freshEmail, freshPhone, lastCode, smsCode, verifiedEmail, verifiedSms } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const loginCode = async (username: string, password: string) =>
  (
    (await mock.call(login, { query: { username, password: md5(password) } })).body as {
      code: number;
    }
  ).code;

describe('recovery by phone', () => {
  it('sets the new password after a verified code; the old one is refused', async () => {
    const { user, token } = mock.createUser({ phone: freshPhone(), password: 'Old#Pass1' });
    await verifiedSms(mock, user.phone);
    const answer = await mock.call(modifyPwdByPhone, {
      body: { phone: user.phone, password: md5('New#Pass1') },
    });
    expect(answer.body).toEqual({ code: 1, msg: '密码修改成功，请重新登录', data: null });
    expect(await loginCode(user.username, 'New#Pass1')).toBe(1);
    expect(await loginCode(user.username, 'Old#Pass1')).toBe(0);
    // Whoever was logged in with the old password is logged out.
    expect((await mock.call(getUserInfo, { token })).body).toMatchObject({ code: 2 });
  });

  it('refuses without a verified code, and a code is good for one change only', async () => {
    const { user } = mock.createUser({ phone: freshPhone() });
    const body = { phone: user.phone, password: md5('New#Pass1') };
    const query = { language: 'en' };
    const unverified = await mock.call(modifyPwdByPhone, { body, query });
    expect(unverified.body).toEqual({
      code: 0,
      msg: 'Please request and verify a verification code first',
      data: null,
    });
    // Sent but never checked is not enough either.
    await smsCode(mock, user.phone);
    expect((await mock.call(modifyPwdByPhone, { body, query })).body).toMatchObject({ code: 0 });
    await mock.call(checkVerifyCode, {
      query: { phone: user.phone, verifyCode: lastCode(mock, user.phone) },
    });
    expect((await mock.call(modifyPwdByPhone, { body, query })).body).toMatchObject({ code: 1 });
    expect((await mock.call(modifyPwdByPhone, { body, query })).body).toMatchObject({ code: 0 });
  });

  it('answers an unknown phone with "not exist"', async () => {
    const phone = freshPhone();
    await verifiedSms(mock, phone);
    const answer = await mock.call(modifyPwdByPhone, {
      body: { phone, password: md5('New#Pass1') },
      query: { language: 'en' },
    });
    expect(answer.body).toEqual({ code: 0, msg: 'This phone number does not exist', data: null });
  });

  it("does not let one phone's verification reset another account", async () => {
    const victim = mock.createUser({ phone: freshPhone(), password: 'Victim#1' }).user;
    const attacker = mock.createUser({ phone: freshPhone() }).user;
    await verifiedSms(mock, attacker.phone);
    const answer = await mock.call(modifyPwdByPhone, {
      body: { phone: victim.phone, password: md5('Hijack#1') },
    });
    expect(answer.body).toMatchObject({ code: 0 });
    expect(await loginCode(victim.username, 'Victim#1')).toBe(1);
  });
});

describe('recovery by e-mail', () => {
  it('sends a code to a registered address and sets the new password', async () => {
    const { user } = mock.createUser({ email: freshEmail(), password: 'Old#Pass1' });
    await verifiedEmail(mock, user.email);
    const message = mock.app.mock.outbox.list()[0]!;
    expect(message).toMatchObject({ channel: 'email', to: user.email });
    expect(message.text).toContain(message.code);
    const answer = await mock.call(modifyPwdByEmail, {
      body: { email: user.email.toUpperCase(), password: md5('New#Pass1') },
    });
    expect(answer.body).toMatchObject({ code: 1 });
    expect(await loginCode(user.username, 'New#Pass1')).toBe(1);
    expect(await loginCode(user.username, 'Old#Pass1')).toBe(0);
  });

  it('sends no code to an unregistered or malformed address', async () => {
    const query = { language: 'en' };
    const unknown = await mock.call(sendVerifyCodeByEmail, {
      query: { ...query, email: freshEmail() },
    });
    expect(unknown.body).toEqual({ code: 0, msg: 'This e-mail is not registered', data: null });
    const malformed = await mock.call(sendVerifyCodeByEmail, {
      query: { ...query, email: 'no-at-sign' },
    });
    expect(malformed.body).toEqual({ code: 0, msg: 'Incorrect e-mail format', data: null });
  });

  it('answers an unknown address with "not exist" and an unverified one with code 0', async () => {
    const unknown = await mock.call(modifyPwdByEmail, {
      body: { email: freshEmail(), password: md5('x') },
      query: { language: 'en' },
    });
    expect(unknown.body).toEqual({ code: 0, msg: 'This e-mail does not exist', data: null });
    const { user } = mock.createUser({ email: freshEmail() });
    const unverified = await mock.call(modifyPwdByEmail, {
      body: { email: user.email, password: md5('x') },
    });
    expect(unverified.body).toMatchObject({ code: 0 });
  });

  it('keeps phone and e-mail codes apart', async () => {
    const { user } = mock.createUser({ email: freshEmail(), phone: freshPhone() });
    await mock.call(sendVerifyCodeByEmail, { query: { email: user.email } });
    const check = await mock.call(checkVerifyCode, {
      query: { phone: user.phone, verifyCode: lastCode(mock, user.email) },
    });
    expect(check.body).toMatchObject({ code: 0 });
  });
});
