/** Every kind of bad input gets a clear answer in the family's envelope, never a crash. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../../fixtures/account/demoUser';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import { modifyPwd, modifyPwdByPhone } from '../../../src/api/contract/account/forms/password';
import { modify, wxBingAccount } from '../../../src/api/contract/account/forms/profile';
import {
  checkVerifyCode,
  getVerifyCode,
  isEmailRegister,
  isPhoneRegister,
  isUsernameRegister,
  register,
  sendVerifyCodeByEmail,
} from '../../../src/api/contract/account/forms/registration';
import { getUserInfo, login, userlist } from '../../../src/api/contract/account/session';
import { md5 } from '../../../src/lib/md5';
import { startMock, type CallInput, type MockServer } from '../support/mockServer';
import { registrationFor } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const clear = DEMO_PASSWORD;

describe('missing or wrongly typed parameters', () => {
  const cases: [string, Endpoint, (mock: MockServer) => CallInput, string][] = [
    [
      'a clear-text login password',
      login,
      () => ({ query: { username: DEMO_USERNAME, password: clear } }),
      'password',
    ],
    [
      'an upper-case MD5',
      login,
      () => ({ query: { username: DEMO_USERNAME, password: md5(clear).toUpperCase() } }),
      'password',
    ],
    [
      'an over-long username',
      login,
      () => ({ query: { username: 'u'.repeat(33), password: md5(clear) } }),
      'username',
    ],
    [
      'an unknown language',
      login,
      () => ({ query: { username: DEMO_USERNAME, password: md5(clear), language: 'fr' } }),
      'language',
    ],
    ['no phone', isPhoneRegister, () => ({}), 'phone'],
    ['no username', isUsernameRegister, () => ({}), 'username'],
    ['an empty e-mail', isEmailRegister, () => ({ query: { email: '' } }), 'email'],
    ['no phone', getVerifyCode, () => ({}), 'phone'],
    ['no e-mail', sendVerifyCodeByEmail, () => ({}), 'email'],
    ['no code', checkVerifyCode, () => ({ query: { phone: '13800138000' } }), 'verifyCode'],
    [
      'a number as phone',
      modifyPwdByPhone,
      () => ({ body: { phone: 13800138000, password: md5('x') } }),
      'phone',
    ],
    [
      'a clear-text new password',
      modifyPwdByPhone,
      () => ({ body: { phone: '13800138000', password: 'x' } }),
      'password',
    ],
    [
      'a clear-text old password',
      modifyPwd,
      (m) => ({ token: m.createUser().token, query: { oldPassword: 'x', newPassword: md5('y') } }),
      'oldPassword',
    ],
    [
      'a number as nickname',
      modify,
      (m) => ({ token: m.createUser().token, body: { nickname: 42 } }),
      'nickname',
    ],
    [
      'no confirmation',
      wxBingAccount,
      (m) => ({ token: m.createUser().token, query: { username: 'abc', password: md5('x') } }),
      'verification',
    ],
    ['no username', userlist, (m) => ({ token: m.createUser().token }), 'username'],
  ];

  it.each(cases)('%s for %s', async (_what, endpoint, input, param) => {
    const answer = await mock.call(endpoint, input(mock));
    expect(answer.status).toBe(400);
    const family = endpoint.path.startsWith('/f/') ? 'statuscode' : 'code';
    expect(answer.body).toMatchObject({
      [family]: 0,
      msg: expect.stringContaining(param),
      data: null,
    });
  });

  it.each([
    ['agree as text', { agree: 'yes' }, 'agree'],
    ['isNewRecord false', { isNewRecord: false }, 'isNewRecord'],
    ['a clear-text password', { password: 'Secret#123' }, 'password'],
    ['an over-long nickname', { nickname: '名'.repeat(51) }, 'nickname'],
  ])('a registration with %s', async (_what, change, param) => {
    const answer = await mock.call(register, {
      body: { ...(await registrationFor(mock)), ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining(param) });
  });

  it('repeated parameters', async () => {
    const answer = await mock.raw(`${isPhoneRegister.path}?phone=13800138000&phone=13800138001`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('phone') });
  });
});

describe('incomplete requests', () => {
  it('a login with neither credentials nor a WeChat code', async () => {
    for (const query of [{}, { username: DEMO_USERNAME }, { password: md5(clear) }]) {
      const answer = await mock.call(login, { query: { ...query, language: 'en' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 0,
        msg: 'Enter a username and password, or log in with WeChat',
        data: null,
      });
    }
  });

  it('a code check with neither phone nor e-mail', async () => {
    const answer = await mock.call(checkVerifyCode, {
      query: { verifyCode: '123456', language: 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: 'A phone number or e-mail is required' });
  });
});

describe('malformed requests', () => {
  it('malformed JSON', async () => {
    for (const endpoint of [register, modify, modifyPwdByPhone]) {
      const answer = await mock.call(endpoint, {
        body: '{"phone":',
        token: mock.createUser().token,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 0, msg: 'malformed JSON body' });
    }
  });

  it('a JSON array instead of an object', async () => {
    const answer = await mock.call(register, { body: [1, 2] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0 });
  });

  it('the wrong method', async () => {
    const answer = await mock.call(login, { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('POST') });
    const info = await mock.call(getUserInfo, { method: 'POST' });
    expect(info.status).toBe(405);
  });

  it('keeps serving afterwards', async () => {
    const answer = await mock.call(login, {
      query: { username: DEMO_USERNAME, password: md5(clear) },
    });
    expect(answer.body).toMatchObject({ code: 1 });
  });
});
