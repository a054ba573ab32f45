/** Sessions: expiry by time, logout, and the shop's token check statuscodes. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUserInfo, logout, tokencheck } from '../../../src/api/contract/account/session';
import { startMock, type MockServer } from '../support/mockServer';

describe('a token past its lifetime', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock({ tokenTtlMs: 50 });
  });
  afterAll(() => mock.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gets code 2 "login expired" from getUserInfo and statuscode 1 from the token check', async () => {
    // The clock is frozen while the token is valid, so a slow machine cannot expire it early.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = mock.createUser();
    expect((await mock.call(getUserInfo, { token })).body).toMatchObject({ code: 1 });
    vi.setSystemTime(Date.now() + 51);
    const info = await mock.call(getUserInfo, { token, query: { language: 'en' } });
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ code: 2, msg: 'Login expired, please log in first', data: null });
    const check = await mock.call(tokencheck, { query: { eshoppingtoken: token } });
    expect(check.body).toEqual({ statuscode: 1, msg: '登录已过期，请重新登录', data: null });
  });
});

describe('sessions', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it('answers getUserInfo without a token, or with an unknown one, with code 2', async () => {
    expect((await mock.call(getUserInfo)).body).toEqual({
      code: 2,
      msg: '您尚未登录，请先登录',
      data: null,
    });
    expect((await mock.call(getUserInfo, { token: 'f'.repeat(48) })).body).toMatchObject({
      code: 2,
    });
  });

  it('ends only the session logged out of', async () => {
    const { user, token } = mock.createUser();
    const other = mock.app.mock.sessions.open(user.id).id;
    expect((await mock.call(logout, { token })).body).toMatchObject({ code: 1, msg: '已退出登录' });
    expect((await mock.call(getUserInfo, { token })).body).toMatchObject({ code: 2 });
    expect((await mock.call(getUserInfo, { token: other })).body).toMatchObject({ code: 1 });
  });

  it('answers logout with code 1 also without a valid token', async () => {
    const { token } = mock.createUser();
    await mock.call(logout, { token });
    expect((await mock.call(logout, { token })).body).toMatchObject({ code: 1 });
    expect((await mock.call(logout)).body).toMatchObject({ code: 1 });
  });

  it('honours the expireSession scenario', async () => {
    const { token } = mock.createUser();
    const answer = await mock.call(getUserInfo, { token, query: { __scenario: 'expireSession' } });
    expect(answer.body).toMatchObject({ code: 2 });
  });
});

describe('the token check', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock.close());

  it('reads the token from a form body, a JSON body or the query', async () => {
    const { user, token } = mock.createUser();
    const form = await mock.raw(tokencheck.path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ eshoppingtoken: token }).toString(),
    });
    expect(form.body).toEqual({
      statuscode: 0,
      msg: '令牌有效',
      data: null,
      username: user.username,
    });
    const json = await mock.call(tokencheck, { body: { eshoppingtoken: token } });
    expect(json.body).toMatchObject({ statuscode: 0, username: user.username });
  });

  it('answers 3 for a missing or unknown token and 2 after logout', async () => {
    expect((await mock.call(tokencheck)).body).toMatchObject({ statuscode: 3 });
    const unknown = await mock.call(tokencheck, {
      query: { eshoppingtoken: 'nope', language: 'en' },
    });
    expect(unknown.body).toEqual({
      statuscode: 3,
      msg: 'Invalid token, please log in',
      data: null,
    });
    const { token } = mock.createUser();
    await mock.call(logout, { token });
    expect((await mock.call(tokencheck, { query: { eshoppingtoken: token } })).body).toMatchObject({
      statuscode: 2,
    });
  });

  it('checks the token it is given, not the Authorization header', async () => {
    const { token } = mock.createUser();
    const answer = await mock.call(tokencheck, { token, query: { eshoppingtoken: 'other' } });
    expect(answer.body).toMatchObject({ statuscode: 3 });
  });
});
