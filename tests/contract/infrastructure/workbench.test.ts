/**
 * The control page at /__mock/ with the mock alone (`npm run mock`): the page, its live parts,
 * and the /__mock endpoints only it needed (scenario log and clearing one, a customer's
 * session expired or the customer deleted, the data index, the reset to the seed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderList } from '../../../src/api/contract/shop/orders';
import { getUserInfo, login } from '../../../src/api/contract/account/session';
import { startMock, type MockServer } from '../support/mockServer';
import { dataOf, placeOrder, shopper } from '../shop/support';

let mock: MockServer;
const logged: string[] = [];
beforeAll(async () => {
  mock = await startMock({ log: (line) => logged.push(line) });
});
afterAll(() => mock.close());

const json = (method: string, path: string, body?: object) =>
  mock.raw(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });

describe('the control page', () => {
  it('is served at /__mock/ in Chinese, and in English with ?language=en, with the defaults in the form', async () => {
    const zh = await mock.raw('/__mock/');
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-type')).toContain('text/html');
    expect(zh.text).toContain('<html lang="zh-CN">');
    expect(zh.text).toContain('模拟后端控制台');
    expect(zh.text).toContain(
      'name="times" type="number" data-number min="0" max="1000" value="1"',
    );
    expect(zh.text).toContain(
      'name="latencyMs" type="number" data-number min="0" max="30000" step="100" value="1000"',
    );
    expect(zh.text).toContain('<script src="/__mock/workbench.js"></script>');
    // The endpoint list: the contract's names with the screens that call each.
    expect(zh.text).toMatch(
      /<option value="[^"]*\/WXPAY">WXPAY \(\/cartView, \/buyTab\)<\/option>/,
    );
    const en = await mock.raw('/__mock/?language=en');
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toContain('Mock backend workbench');
    const script = await mock.raw('/__mock/workbench.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).toContain('setInterval(live, 2000)');
  });

  it('lists new codes in the outbox part, newest first, with a copy button', async () => {
    mock.app.mock.outbox.send({
      channel: 'sms',
      to: '14700000001',
      text: 'code 111111',
      code: '111111',
    });
    mock.app.mock.outbox.send({
      channel: 'sms',
      to: '14700000002',
      text: 'code 222222',
      code: '222222',
    });
    const part = await mock.raw('/__mock/?part=outbox');
    expect(part.text.indexOf('222222')).toBeLessThan(part.text.indexOf('111111'));
    expect(part.text).toContain('data-copy="222222"');
    expect(part.text).not.toContain('<html');
  });

  it("lists a customer's orders with the merchant's actions", async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    const page = await mock.raw('/__mock/');
    expect(page.text).toContain(`<h3 id="user-${who.user.id}">${who.user.username}</h3>`);
    expect(page.text).toContain(`<th scope="row">${order.orderid}</th>`);
    expect(page.text).toContain(`data-url="/__mock/orders/${order.orderid}/ship"`);
    expect(page.text).toContain('9 待付款');
  });

  it('names a messaging-app customer who has no username yet (no empty heading)', async () => {
    const form = new URLSearchParams({
      redirect: 'http://127.0.0.1:5173/#/loginn',
      identity: 'new',
      state: '0123456789abcdef0123456789abcdef',
    });
    const confirmed = await mock.raw('/__mock/wechat/qr', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const wxCode = new URL(confirmed.headers.get('location') ?? '').searchParams.get('code');
    // The login with the code creates the customer, before any username is chosen.
    expect((await mock.call(login, { query: { wxCode: wxCode ?? '' } })).status).toBe(200);
    const page = await mock.raw('/__mock/');
    expect(page.text).not.toMatch(/<h3 id="user-[^"]+"><\/h3>/);
    expect(page.text).toContain('未设用户名的微信用户');
  });
});

describe('scenarios on the page', () => {
  it('logs each use with the uses left, in the terminal and at /__mock/scenario/log', async () => {
    await json('POST', '/__mock/scenario', {
      kind: 'code10000',
      path: '/f/eshopping/probeA',
      times: 2,
    });
    const [set] = dataOf<{ id: number; remaining: number }[]>(await mock.raw('/__mock/scenario'));
    expect(set).toMatchObject({ remaining: 2, latencyMs: 1000 });
    expect((await mock.raw('/f/eshopping/probeA')).body).toMatchObject({ code: 10000 });
    expect(logged).toContain('scenario code10000 used by /f/eshopping/probeA (1 left)');
    expect(dataOf<object[]>(await mock.raw('/__mock/scenario/log'))[0]).toMatchObject({
      kind: 'code10000',
      path: '/f/eshopping/probeA',
      remaining: 1,
    });
    const part = await mock.raw('/__mock/?part=scenarios');
    expect(part.text).toContain('/f/eshopping/probeA');

    expect((await json('DELETE', `/__mock/scenario/${set!.id}`)).status).toBe(200);
    expect(dataOf<object[]>(await mock.raw('/__mock/scenario'))).toEqual([]);
    expect((await json('DELETE', `/__mock/scenario/${set!.id}`)).body).toMatchObject({ code: 404 });
  });

  it("applies a customer's scenario to that customer's calls only", async () => {
    const target = shopper(mock);
    const other = shopper(mock);
    await json('POST', '/__mock/scenario', {
      kind: 'code10000',
      user: target.user.username,
      path: 'orderlist',
    });
    expect((await other.call(orderList)).body).toMatchObject({ statuscode: 1 });
    expect((await target.call(orderList)).body).toMatchObject({ code: 10000 });
    expect((await target.call(orderList)).body).toMatchObject({ statuscode: 1 });
  });

  it('refuses a customer on the kinds that apply to every caller', async () => {
    const refused = await json('POST', '/__mock/scenario', { kind: 'stockZero', user: 'demo' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ msg: expect.stringContaining('leave user empty') });
  });
});

describe('customers', () => {
  it('expires every session of a customer: their next call is refused as expired', async () => {
    const { user, token } = mock.createUser();
    const before = await mock.call(getUserInfo, { token });
    expect(before.body).toMatchObject({ code: 1 });
    // By username, as the README's recipe does.
    const expired = await json('POST', `/__mock/users/${user.username}/expire`);
    expect(expired.body).toEqual({ code: 1, msg: 'success', data: { expired: 1 } });
    expect((await mock.call(getUserInfo, { token })).body).toMatchObject({ code: 2 });
  });

  it('deletes a customer with their orders; their token no longer works', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    const deleted = await json('DELETE', `/__mock/users/${who.user.id}`);
    expect(deleted.body).toMatchObject({ code: 1, data: { deleted: who.user.username } });
    expect(mock.app.mock.store.collection('shopOrders').get(order.orderid)).toBeUndefined();
    expect((await mock.raw('/__mock/')).text).not.toContain(who.user.username);
    expect((await who.call(orderList)).body).not.toMatchObject({ statuscode: 1 });
    expect((await json('DELETE', `/__mock/users/${who.user.id}`)).status).toBe(404);
  });
});

describe('data and reset', () => {
  it('lists the public collections at /__mock/data/, each with its read-only address', async () => {
    for (const path of ['/__mock/data', '/__mock/data/']) {
      const index = dataOf<{ name: string; url: string }[]>(await mock.raw(path));
      expect(index).toContainEqual({ name: 'companyAgents', url: '/__mock/data/companyAgents' });
    }
    expect((await mock.raw('/__mock/data/companyAgents')).status).toBe(200);
  });

  it('resets the saved state to the seed: new customers gone, the demo user and its orders back', async () => {
    const users = () => mock.app.mock.store.collection<{ id: string; username: string }>('users');
    const orders = () =>
      mock.app.mock.store.collection<{ id: string; ownerId: string }>('shopOrders').all();
    const who = shopper(mock);
    await placeOrder(mock, who);
    const reset = await json('POST', '/__mock/reset');
    expect(reset.body).toMatchObject({ code: 1 });
    expect(users().get(who.user.id)).toBeUndefined();
    const demo = users().find((user) => user.username === 'demo');
    // Only the seed's orders are left: the demo user's history.
    expect(orders().length).toBeGreaterThan(0);
    expect(orders().every((order) => order.ownerId === demo?.id)).toBe(true);
    expect(logged).toContain(`state reset to seed ${mock.app.mock.options.seed}`);
  });
});
