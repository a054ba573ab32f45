/** Verification codes over time: validity, resend interval, wrong tries, verified window. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { modifyPwdByPhone } from '../../../src/api/contract/account/forms/password';
import {
  checkVerifyCode,
  getVerifyCode,
} from '../../../src/api/contract/account/forms/registration';
import { md5 } from '../../../src/lib/md5';
import { startMock, type MockServer } from '../support/mockServer';
import { freshPhone, lastCode } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const START = new Date('2024-03-01T08:00:00Z').getTime();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});
const at = (ms: number) => vi.setSystemTime(START + ms);

const send = async (phone: string) =>
  (await mock.call(getVerifyCode, { query: { phone, language: 'en' } })).body;
const check = async (phone: string, verifyCode: string) =>
  (await mock.call(checkVerifyCode, { query: { phone, verifyCode, language: 'en' } })).body;

describe('sending', () => {
  it('sends a 6-digit code by SMS and answers data.code "2" without it', async () => {
    const phone = freshPhone();
    const answer = await send(phone);
    expect(answer).toEqual({
      code: 1,
      msg: 'Verification code sent, valid for 5 minutes',
      data: { code: '2', msg: 'Verification code sent, valid for 5 minutes' },
    });
    const message = mock.app.mock.outbox.list()[0]!;
    expect(message).toMatchObject({
      channel: 'sms',
      to: phone,
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(message.text).toContain(message.code);
    expect(JSON.stringify(answer)).not.toContain(message.code);
  });

  it('sends at most one code per phone per 10 s (recovery offers a resend after 10 s)', async () => {
    const phone = freshPhone();
    await send(phone);
    at(4_000);
    expect(await send(phone)).toMatchObject({
      code: 1,
      data: { code: '3', msg: 'Too many requests, please retry in 6 s' },
    });
    at(10_000);
    expect(await send(phone)).toMatchObject({ data: { code: '2' } });
    // The newer code replaces the older one.
    expect(mock.app.mock.outbox.list().filter((sent) => sent.to === phone)).toHaveLength(2);
  });

  it('answers a number that is not a mainland mobile with data.code "1" and sends nothing', async () => {
    const before = mock.app.mock.outbox.list().length;
    for (const phone of ['12345678901', '1380013800', 'abcdefghijk', '+8613800138000']) {
      expect(await send(phone)).toMatchObject({
        code: 1,
        data: { code: '1', msg: 'Incorrect phone number format' },
      });
    }
    expect(mock.app.mock.outbox.list()).toHaveLength(before);
  });
});

describe('checking', () => {
  it('accepts the code for 5 minutes, then says it expired', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = lastCode(mock, phone);
    at(5 * 60_000);
    expect(await check(phone, code)).toMatchObject({ code: 1 });
    at(5 * 60_000 + 1);
    expect(await check(phone, code)).toEqual({
      code: 0,
      msg: 'Verification code expired, please request a new one',
      data: null,
    });
  });

  it('voids the code after 5 wrong tries', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = lastCode(mock, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(await check(phone, wrong)).toEqual({
        code: 0,
        msg: 'Verification code error',
        data: null,
      });
    }
    expect(await check(phone, wrong)).toMatchObject({
      code: 0,
      msg: 'Too many wrong codes, please request a new one',
    });
    expect(await check(phone, code)).toMatchObject({ code: 0 });
  });

  it('answers a phone that was sent nothing with code 0', async () => {
    expect(await check(freshPhone(), '123456')).toMatchObject({ code: 0 });
  });

  it('lets a verified code allow a password reset for 5 minutes only', async () => {
    const { user } = mock.createUser({ phone: freshPhone() });
    await send(user.phone);
    await check(user.phone, lastCode(mock, user.phone));
    at(10 * 60_000 + 1);
    const late = await mock.call(modifyPwdByPhone, {
      body: { phone: user.phone, password: md5('New#Pass1') },
    });
    expect(late.body).toMatchObject({ code: 0 });
  });
});
