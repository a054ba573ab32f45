/** Helpers for the account tests: fresh identities and reading sent codes as a developer would. */
import { randomInt } from 'node:crypto';
import {
  checkVerifyCode,
  getVerifyCode,
  sendVerifyCodeByEmail,
} from '../../../src/api/contract/account/forms/registration';
import { md5 } from '../../../src/lib/md5';
import type { MockServer } from '../support/mockServer';

let counter = 0;
const next = () => {
  counter += 1;
  return `${counter}${randomInt(1000, 10000)}`;
};

/** 166 is neither a seeded prefix nor the one of `mock.createUser`. */
export const freshPhone = () => `166${next().padStart(8, '0').slice(-8)}`;
export const freshUsername = () => `user${next()}`;
export const freshEmail = () => `mail${next()}@example.org`;

/** The newest code the mock sent to `to`, read from its outbox. */
export function lastCode(mock: MockServer, to: string): string {
  const message = mock.app.mock.outbox.list().find((sent) => sent.to === to);
  if (!message) throw new Error(`no code was sent to ${to}`);
  return message.code;
}

export async function smsCode(mock: MockServer, phone: string): Promise<string> {
  await mock.call(getVerifyCode, { query: { phone } });
  return lastCode(mock, phone);
}

export async function verifiedSms(mock: MockServer, phone: string): Promise<void> {
  const verifyCode = await smsCode(mock, phone);
  await mock.call(checkVerifyCode, { query: { phone, verifyCode } });
}

export async function verifiedEmail(mock: MockServer, email: string): Promise<void> {
  await mock.call(sendVerifyCodeByEmail, { query: { email } });
  await mock.call(checkVerifyCode, { query: { email, verifyCode: lastCode(mock, email) } });
}

export async function registrationFor(mock: MockServer, password = 'Secret#123') {
  const phone = freshPhone();
  return {
    phone,
    verification: await smsCode(mock, phone),
    username: freshUsername(),
    password: md5(password),
    commanyname: '杭州云帆物联科技有限公司',
    nickname: '测试用户',
    email: freshEmail(),
    agree: true,
    isNewRecord: true as const,
  };
}
