/** A customer's way through: register, log in, check the session in both families, log out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NICKNAME, DEMO_PASSWORD, DEMO_USERNAME } from '../../../fixtures/account/demoUser';
import {
  checkVerifyCode,
  isEmailRegister,
  isPhoneRegister,
  isUsernameRegister,
  register,
} from '../../../src/api/contract/account/forms/registration';
import { getUserInfo, login, logout, tokencheck } from '../../../src/api/contract/account/session';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import { md5 } from '../../../src/lib/md5';
import { startMock, type MockServer } from '../support/mockServer';
import { registrationFor } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('the demo user', () => {
  it('logs in with the documented credentials', async () => {
    const answer = await mock.call(login, {
      query: { username: DEMO_USERNAME, password: md5(DEMO_PASSWORD) },
    });
    expect(answer.body).toMatchObject({
      code: 1,
      data: { token: expect.any(String), nickname: DEMO_NICKNAME, username: DEMO_USERNAME },
    });
  });

  it('is found by the availability checks, as are the other seeded users', async () => {
    const taken = async (endpoint: Endpoint, query: Record<string, string>) =>
      ((await mock.call(endpoint, { query })).body as { data: boolean }).data;
    expect(await taken(isUsernameRegister, { username: 'demo' })).toBe(true);
    expect(await taken(isUsernameRegister, { username: 'admin' })).toBe(true);
    expect(await taken(isUsernameRegister, { username: 'nobody-here' })).toBe(false);
    expect(await taken(isPhoneRegister, { phone: '13800138000' })).toBe(true);
    expect(await taken(isPhoneRegister, { phone: '16600000000' })).toBe(false);
    expect(await taken(isEmailRegister, { email: 'DEMO@example.com' })).toBe(true);
    expect(await taken(isEmailRegister, { email: 'nobody@example.com' })).toBe(false);
  });
});

describe('registration to logout', () => {
  it('walks the whole journey, and no answer ever contains a code', async () => {
    const texts: string[] = [];
    const call: typeof mock.call = async (endpoint, input) => {
      const answer = await mock.call(endpoint, input);
      texts.push(answer.text);
      return answer;
    };
    const form = await registrationFor(mock);

    const checked = await call(checkVerifyCode, {
      query: { phone: form.phone, verifyCode: form.verification },
    });
    expect(checked.body).toMatchObject({ code: 1 });
    expect((await call(register, { body: form })).body).toMatchObject({
      code: 1,
      msg: '注册成功',
      data: null,
    });
    expect(
      (
        (await call(isUsernameRegister, { query: { username: form.username } })).body as {
          data: boolean;
        }
      ).data,
    ).toBe(true);

    const loggedIn = await call(login, {
      query: { username: form.username, password: form.password },
    });
    expect(loggedIn.body).toMatchObject({
      code: 1,
      data: { nickname: form.nickname, username: form.username },
    });
    const token = (loggedIn.body as { data: { token: string } }).data.token;

    const info = await call(getUserInfo, { token });
    expect(info.body).toMatchObject({
      code: 1,
      data: {
        username: form.username,
        nickname: form.nickname,
        commanyname: form.commanyname,
        email: form.email,
        phone: form.phone,
        isNewRecord: false,
        createDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      },
    });
    expect(JSON.stringify(info.body)).not.toContain('password');

    const valid = await call(tokencheck, { query: { eshoppingtoken: token } });
    expect(valid.body).toMatchObject({ statuscode: 0, username: form.username });

    expect((await call(logout, { token })).body).toMatchObject({ code: 1 });
    expect((await call(getUserInfo, { token })).body).toMatchObject({ code: 2, data: null });
    expect((await call(tokencheck, { query: { eshoppingtoken: token } })).body).toMatchObject({
      statuscode: 2,
    });

    const codes = mock.app.mock.outbox.list().map((message) => message.code);
    expect(codes).toContain(form.verification);
    for (const text of texts) for (const code of codes) expect(text).not.toContain(code);
  });

  it('does not let the same code register twice', async () => {
    const form = await registrationFor(mock);
    expect((await mock.call(register, { body: form })).body).toMatchObject({ code: 1 });
    const again = await mock.call(register, {
      body: { ...form, username: `${form.username}x`, phone: form.phone },
    });
    expect(again.body).toMatchObject({ code: 0, msg: '该号码已被注册！' });
  });

  it('defaults the nickname to the username', async () => {
    const form = { ...(await registrationFor(mock)), nickname: '' };
    await mock.call(register, { body: form });
    const answer = await mock.call(login, {
      query: { username: form.username, password: form.password },
    });
    expect(answer.body).toMatchObject({ code: 1, data: { nickname: form.username } });
  });
});

describe('registration refusals', () => {
  const refusals: [
    string,
    (form: Awaited<ReturnType<typeof registrationFor>>) => object,
    string,
  ][] = [
    [
      'a phone that is not a mainland mobile',
      (form) => ({ ...form, phone: '12345678901' }),
      'Incorrect phone number format',
    ],
    [
      'Chinese characters in the username',
      (form) => ({ ...form, username: '张三abc' }),
      'The username must not contain Chinese characters',
    ],
    [
      'a username with spaces',
      (form) => ({ ...form, username: 'a b' }),
      'The username must not contain spaces',
    ],
    [
      'a taken username',
      (form) => ({ ...form, username: 'demo' }),
      'The user name has been registered!',
    ],
    [
      'a taken phone',
      (form) => ({ ...form, phone: '13800138000' }),
      'This number is already registered!',
    ],
    [
      'a taken e-mail',
      (form) => ({ ...form, email: 'demo@example.com' }),
      'This e-mail is already registered!',
    ],
    [
      'a malformed e-mail',
      (form) => ({ ...form, email: 'not-an-email' }),
      'Incorrect e-mail format',
    ],
    [
      'a wrong code',
      (form) => ({ ...form, verification: form.verification === '000000' ? '111111' : '000000' }),
      'Verification code error',
    ],
    [
      'an unticked agreement',
      (form) => ({ ...form, agree: false }),
      'You have not agreed to the user agreement',
    ],
  ];

  it.each(refusals)('refuses %s with code 0 and says why', async (_what, change, msg) => {
    const form = await registrationFor(mock);
    const answer = await mock.call(register, { body: change(form), query: { language: 'en' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, msg, data: null });
    expect(
      (
        (await mock.call(isPhoneRegister, { query: { phone: form.phone } })).body as {
          data: boolean;
        }
      ).data,
    ).toBe(false);
  });

  it('keeps the code usable after a refusal for another reason', async () => {
    const form = await registrationFor(mock);
    await mock.call(register, { body: { ...form, agree: false } });
    expect((await mock.call(register, { body: form })).body).toMatchObject({ code: 1 });
  });

  it.each([['phone'], ['verification'], ['username'], ['password'], ['agree']])(
    'answers a missing %s with a 400 envelope naming it',
    async (field) => {
      const form = Object.fromEntries(
        Object.entries(await registrationFor(mock)).filter(([key]) => key !== field),
      );
      const answer = await mock.call(register, { body: form });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining(field) });
    },
  );
});

describe('login refusals', () => {
  it('answers a wrong password or unknown user with code 0 "incorrect"', async () => {
    for (const query of [
      { username: DEMO_USERNAME, password: md5('wrong') },
      { username: 'no-such-user', password: md5(DEMO_PASSWORD) },
    ]) {
      const answer = await mock.call(login, { query: { ...query, language: 'en' } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 0, msg: 'Incorrect username or password', data: null });
    }
  });

  it('answers in Chinese by default and follows Accept-Language', async () => {
    const query = { username: DEMO_USERNAME, password: md5('wrong') };
    expect((await mock.call(login, { query })).body).toMatchObject({ msg: '用户名或密码不正确' });
    const english = await mock.call(login, {
      query,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.body).toMatchObject({ msg: 'Incorrect username or password' });
  });
});
