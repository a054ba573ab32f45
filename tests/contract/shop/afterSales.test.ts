/** After-sales: refunds, exchanges with return logistics, trails, and the merchant's dev actions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogisticsEntry } from '../../../src/api/contract/shop/afterSales/afterSales';
import {
  returnPay,
  wlForm,
  wuliuFormGet,
} from '../../../src/api/contract/shop/afterSales/afterSales';
import type { Order } from '../../../src/api/contract/shop/orders';
import { startMock, type MockServer } from '../support/mockServer';
import {
  completedOrder,
  dataOf,
  devPost,
  payByWallet,
  placeOrder,
  shopper,
  type Shopper,
} from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

async function paidOrder(who: Shopper): Promise<Order> {
  const order = await placeOrder(mock, who);
  await payByWallet(mock, who, order);
  return order;
}

async function shippedOrder(who: Shopper): Promise<Order> {
  const order = await paidOrder(who);
  return dataOf<Order>(await devPost(mock, `/__mock/orders/${order.orderid}/ship`));
}

const refund = (who: Shopper, order: Order) =>
  who.call(returnPay, { query: { orderId: order.orderid } });
const exchange = (who: Shopper, order: Order, WLid = 'YT1234567890123', WLcompany = '圆通速递') =>
  who.call(wlForm, { query: { orderId: order.orderid, WLid, WLcompany } });
const trail = async (who: Shopper, LogisticsOrderNo: string, language?: string) =>
  who.call(wuliuFormGet, { query: { LogisticsOrderNo, language } });
const move = (order: Order, status: number) =>
  devPost(mock, `/__mock/orders/${order.orderid}/status`, { status });

describe('returnPay (refund request)', () => {
  it.each([
    ['not shipped', paidOrder],
    ['shipped', shippedOrder],
    ['completed', (who: Shopper) => completedOrder(mock, who)],
  ])('moves a %s order to 3', async (_state, make) => {
    const who = shopper(mock);
    const order = await make(who);
    const answer = await refund(who, order);
    expect(answer.body).toMatchObject({
      statuscode: 1,
      data: { orderid: order.orderid, orderStatus: 3 },
    });
  });

  it('refuses an unpaid order and a second request', async () => {
    const who = shopper(mock);
    const unpaid = await placeOrder(mock, who);
    expect((await refund(who, unpaid)).body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('refund cannot'),
    });
    const paid = await paidOrder(who);
    await refund(who, paid);
    expect((await refund(who, paid)).body).toMatchObject({ statuscode: 0 });
  });

  it('is approved (5) then refunded (6) by the merchant, or rejected back to its status', async () => {
    const who = shopper(mock);
    const order = await paidOrder(who);
    await refund(who, order);
    expect(dataOf<Order>(await move(order, 5)).orderStatus).toBe(5);
    expect(dataOf<Order>(await move(order, 6)).orderStatus).toBe(6);

    const rejected = await shippedOrder(who);
    await refund(who, rejected);
    expect(dataOf<Order>(await move(rejected, 1)).orderStatus).toBe(1);
  });
});

describe('WlForm (exchange with return logistics)', () => {
  it('moves a shipped or completed order to 4 with the return shipment', async () => {
    const who = shopper(mock);
    for (const order of [await shippedOrder(who), await completedOrder(mock, who)]) {
      const answer = await exchange(who, order);
      expect(answer.body).toMatchObject({
        statuscode: 1,
        data: { orderStatus: 4, returnWuliuId: 'YT1234567890123', returnWuliuCompany: '圆通速递' },
      });
    }
  });

  it('lets the customer correct the tracking number while the exchange is open', async () => {
    const who = shopper(mock);
    const order = await shippedOrder(who);
    await exchange(who, order);
    const corrected = await exchange(who, order, 'SF9999999999999', '顺丰速运');
    expect(dataOf<Order>(corrected)).toMatchObject({
      orderStatus: 4,
      returnWuliuId: 'SF9999999999999',
    });
  });

  it('refuses orders not shipped yet and unpaid ones', async () => {
    const who = shopper(mock);
    for (const order of [await placeOrder(mock, who), await paidOrder(who)]) {
      expect((await exchange(who, order)).body).toMatchObject({
        statuscode: 0,
        msg: expect.stringContaining('exchange cannot'),
      });
    }
  });

  it.each([
    ['no tracking number', { WLid: undefined }],
    ['no carrier', { WLcompany: undefined }],
    ['a blank carrier', { WLcompany: '  ' }],
    ['a tracking number with symbols', { WLid: 'SF-123;DROP' }],
    ['a too short tracking number', { WLid: 'SF1' }],
  ])('answers 400 for %s', async (_case, overrides) => {
    const who = shopper(mock);
    const order = await shippedOrder(who);
    const answer = await who.call(wlForm, {
      query: {
        orderId: order.orderid,
        WLid: 'YT1234567890123',
        WLcompany: '圆通速递',
        ...overrides,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statuscode: 0 });
  });

  it('goes on to in progress (7) and completed (8), or is rejected back', async () => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    await exchange(who, order);
    expect(dataOf<Order>(await move(order, 7)).orderStatus).toBe(7);
    expect(dataOf<Order>(await move(order, 8)).orderStatus).toBe(8);

    const rejected = await completedOrder(mock, who);
    await exchange(who, rejected);
    expect(dataOf<Order>(await move(rejected, 2)).orderStatus).toBe(2);
  });
});

describe('wuliuformget', () => {
  it('tells the trail of a shipment, the same each time, in Chinese or English', async () => {
    const who = shopper(mock);
    const order = await shippedOrder(who);
    expect(order.wuliuId).toMatch(/^[A-Z0-9]{10,}$/);
    expect(order.wuliuCompany).toBeTruthy();
    const zh = dataOf<LogisticsEntry[]>(await trail(who, order.wuliuId!));
    expect(zh.length).toBeGreaterThanOrEqual(1);
    expect(zh[0]).toEqual({
      AcceptTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      AcceptStation: expect.stringContaining('揽收'),
    });
    expect(dataOf<LogisticsEntry[]>(await trail(who, order.wuliuId!))).toEqual(zh);
    const en = dataOf<LogisticsEntry[]>(await trail(who, order.wuliuId!, 'en'));
    expect(en[0]?.AcceptStation).toContain('Picked up');

    await devPost(mock, `/__mock/orders/${order.orderid}/complete`);
    const done = dataOf<LogisticsEntry[]>(await trail(who, order.wuliuId!));
    expect(done.at(-1)?.AcceptStation).toContain('签收');
  });

  it('tells the trail of an exchange return', async () => {
    const who = shopper(mock);
    const order = await shippedOrder(who);
    await exchange(who, order, 'JDX000123456789', '京东物流');
    const entries = dataOf<LogisticsEntry[]>(await trail(who, 'jdx000123456789', 'en'));
    expect(entries[0]?.AcceptStation).toContain('JD Logistics');
  });

  it("refuses unknown numbers and another user's shipments", async () => {
    const owner = shopper(mock);
    const order = await shippedOrder(owner);
    const intruder = shopper(mock);
    for (const number of [order.wuliuId!, 'SF0000000000000']) {
      expect((await trail(intruder, number)).body).toMatchObject({
        statuscode: 0,
        msg: expect.stringContaining('No logistics information'),
      });
    }
    expect((await trail(owner, '')).status).toBe(400);
  });
});

describe('the merchant dev actions', () => {
  it('ship only orders not shipped and complete only shipped ones (409 otherwise)', async () => {
    const who = shopper(mock);
    const unpaid = await placeOrder(mock, who);
    const ship = await devPost(mock, `/__mock/orders/${unpaid.orderid}/ship`);
    expect(ship.status).toBe(409);
    expect(ship.body).toMatchObject({ code: 0, msg: expect.stringContaining('not shipped') });
    expect((await devPost(mock, `/__mock/orders/${unpaid.orderid}/complete`)).status).toBe(409);

    const paid = await paidOrder(who);
    const custom = await devPost(mock, `/__mock/orders/${paid.orderid}/ship`, {
      wuliuId: 'SF1112223334445',
      wuliuCompany: '顺丰速运',
    });
    expect(custom.body).toMatchObject({
      code: 1,
      data: { orderStatus: 1, wuliuId: 'SF1112223334445' },
    });
  });

  it('refuse moves outside the diagram, unknown orders and bad statuses', async () => {
    const who = shopper(mock);
    const unpaid = await placeOrder(mock, who);
    expect((await move(unpaid, 2)).status).toBe(409);
    expect((await move(unpaid, 12)).status).toBe(400);
    expect(
      (await devPost(mock, `/__mock/orders/${unpaid.orderid}/status`, { status: 'paid' })).status,
    ).toBe(400);
    expect((await devPost(mock, '/__mock/orders/123/complete')).status).toBe(404);
    // 9 → 0 is a payment: it counts like one.
    expect(dataOf<Order>(await move(unpaid, 0))).toMatchObject({ orderStatus: 0, buyStatus: 1 });
  });
});
