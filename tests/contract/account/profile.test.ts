/** The profile area: password change, profile form, phone binding, and isolation between users. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modifyPwd } from '../../../src/api/contract/account/forms/password';
import { modify } from '../../../src/api/contract/account/forms/profile';
import { getUserInfo, login, userlist } from '../../../src/api/contract/account/session';
import { md5 } from '../../../src/lib/md5';
import { startMock, type MockServer } from '../support/mockServer';
import { freshEmail, freshPhone, verifiedSms } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const profileOf = async (token: string) =>
  ((await mock.call(getUserInfo, { token })).body as { data: Record<string, unknown> }).data;

describe('changing the password', () => {
  it('refuses a wrong old password and keeps the old one', async () => {
    const { user, token } = mock.createUser({ password: 'Old#Pass1' });
    const answer = await mock.call(modifyPwd, {
      token,
      query: { oldPassword: md5('wrong'), newPassword: md5('New#Pass1'), language: 'en' },
    });
    expect(answer.body).toEqual({
      code: 0,
      msg: 'Initial password error, please re-enter',
      data: null,
    });
    const old = await mock.call(login, {
      query: { username: user.username, password: md5('Old#Pass1') },
    });
    expect(old.body).toMatchObject({ code: 1 });
  });

  it('changes it, ends the other sessions and keeps the current one', async () => {
    const { user, token } = mock.createUser({ password: 'Old#Pass1' });
    const other = mock.app.mock.sessions.open(user.id).id;
    const answer = await mock.call(modifyPwd, {
      token,
      query: { oldPassword: md5('Old#Pass1'), newPassword: md5('New#Pass1') },
    });
    expect(answer.body).toMatchObject({ code: 1 });
    expect((await mock.call(getUserInfo, { token })).body).toMatchObject({ code: 1 });
    expect((await mock.call(getUserInfo, { token: other })).body).toMatchObject({ code: 2 });
    const fresh = await mock.call(login, {
      query: { username: user.username, password: md5('New#Pass1') },
    });
    expect(fresh.body).toMatchObject({ code: 1 });
  });

  it('needs a login', async () => {
    const answer = await mock.call(modifyPwd, {
      query: { oldPassword: md5('a'), newPassword: md5('b') },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 2 });
  });
});

describe('the profile form', () => {
  it("saves the caller's own fields and answers the saved record", async () => {
    const { user, token } = mock.createUser();
    const email = freshEmail();
    const answer = await mock.call(modify, {
      token,
      body: {
        id: user.id,
        commanyname: ' 青岛博远仪表有限公司 ',
        email,
        phone: user.phone,
        nickname: '李静',
      },
    });
    expect(answer.body).toMatchObject({
      code: 1,
      msg: '保存成功',
      data: {
        id: user.id,
        commanyname: '青岛博远仪表有限公司',
        email,
        nickname: '李静',
        phone: user.phone,
      },
    });
    expect(await profileOf(token)).toMatchObject({ email, nickname: '李静' });
  });

  it("refuses another user's id and changes nobody", async () => {
    const victim = mock.createUser();
    const attacker = mock.createUser();
    const answer = await mock.call(modify, {
      token: attacker.token,
      body: { id: victim.user.id, nickname: 'hacked' },
      query: { language: 'en' },
    });
    expect(answer.body).toEqual({
      code: 0,
      msg: 'You can only modify your own information',
      data: null,
    });
    expect(await profileOf(victim.token)).toMatchObject({ nickname: victim.user.nickname });
    expect(await profileOf(attacker.token)).toMatchObject({ nickname: attacker.user.nickname });
  });

  it("refuses another user's e-mail and a malformed one", async () => {
    const other = mock.createUser().user;
    const { token } = mock.createUser();
    const query = { language: 'en' };
    const taken = await mock.call(modify, { token, query, body: { email: other.email } });
    expect(taken.body).toMatchObject({ code: 0, msg: 'This e-mail is already registered!' });
    const bad = await mock.call(modify, { token, query, body: { email: 'nope' } });
    expect(bad.body).toMatchObject({ code: 0, msg: 'Incorrect e-mail format' });
  });

  it('needs a login', async () => {
    const answer = await mock.call(modify, { body: { nickname: 'x' } });
    expect(answer.body).toMatchObject({ code: 2 });
  });
});

describe('phone binding', () => {
  it('binds a verified phone sent alone', async () => {
    const { token } = mock.createUser();
    const phone = freshPhone();
    await verifiedSms(mock, phone);
    const answer = await mock.call(modify, { token, body: { phone } });
    expect(answer.body).toMatchObject({ code: 1, data: { phone } });
    expect(await profileOf(token)).toMatchObject({ phone });
  });

  it('refuses a phone that was not verified', async () => {
    const { token, user } = mock.createUser();
    const answer = await mock.call(modify, {
      token,
      body: { phone: freshPhone() },
      query: { language: 'en' },
    });
    expect(answer.body).toMatchObject({
      code: 0,
      msg: 'Please request and verify a verification code first',
    });
    expect(await profileOf(token)).toMatchObject({ phone: user.phone });
  });

  it("refuses another user's phone, even verified", async () => {
    const other = mock.createUser({ phone: freshPhone() }).user;
    const { token } = mock.createUser();
    await verifiedSms(mock, other.phone);
    const answer = await mock.call(modify, {
      token,
      body: { phone: other.phone },
      query: { language: 'en' },
    });
    expect(answer.body).toEqual({ code: 0, msg: 'This number is already registered!', data: null });
  });

  it('refuses a phone that is not a mainland mobile', async () => {
    const { token } = mock.createUser();
    const answer = await mock.call(modify, { token, body: { phone: '23456789012' } });
    expect(answer.body).toMatchObject({ code: 0, msg: '手机号码格式不正确' });
  });
});

describe('isolation', () => {
  it('gives each token its own user only', async () => {
    const first = mock.createUser();
    const second = mock.createUser();
    expect(await profileOf(first.token)).toMatchObject({ id: first.user.id });
    expect(await profileOf(second.token)).toMatchObject({ id: second.user.id });
  });

  it("lists the caller's own record and never another user's", async () => {
    const first = mock.createUser();
    const second = mock.createUser();
    const own = await mock.call(userlist, {
      token: first.token,
      query: { username: first.user.username, eshoppingtoken: first.token },
    });
    expect(own.body).toMatchObject({
      statuscode: 0,
      data: [{ id: first.user.id, username: first.user.username }],
    });
    const others = await mock.call(userlist, {
      token: first.token,
      query: { username: second.user.username, eshoppingtoken: first.token },
    });
    expect(others.body).toMatchObject({ statuscode: 0, data: [] });
    const anonymous = await mock.call(userlist, { query: { username: second.user.username } });
    expect(anonymous.body).toMatchObject({ statuscode: 2, data: null });
  });
});
