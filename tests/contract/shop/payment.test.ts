/** Paying: wallet QR with polling, online redirect through the gateway, autopay and the payment scenarios. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/api/contract/shop/catalogue';
import { productList } from '../../../src/api/contract/shop/catalogue';
import type { Order } from '../../../src/api/contract/shop/orders';
import { orderList } from '../../../src/api/contract/shop/orders';
import { redirectPay, wxCheck, wxPay } from '../../../src/api/contract/shop/payment';
import { startMock, type MockServer } from '../support/mockServer';
import {
  clearScenarios,
  dataOf,
  payByWallet,
  placeOrder,
  postForm,
  productInStock,
  setScenario,
  shopper,
  type Shopper,
} from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());
afterEach(() => clearScenarios(mock));

const cents = (order: Order) => Math.round(order.orderPay * 100);
const startWallet = (
  who: Shopper,
  order: Order,
  totalFee = cents(order),
  productId = order.cartList[0]?.productId,
) =>
  who.call(wxPay, {
    body: {
      out_trade_no: order.orderid,
      total_fee: totalFee,
      body: 'IoT order',
      product_id: productId,
    },
  });
const check = async (who: Shopper, order: Order) =>
  (await who.call(wxCheck, { query: { out_trade_no: order.orderid } })).body;
const statusOf = async (who: Shopper, order: Order) =>
  dataOf<Order[]>(await who.call(orderList, { query: { orderid: order.orderid } }))[0]?.orderStatus;
const productNow = async (id: string) =>
  dataOf<Product[]>(await mock.call(productList, { query: { productid: id } }))[0]!;

describe('wallet QR payment', () => {
  it('goes WXPAY → wxcheck 0 → wallet confirm → wxcheck 1 → order not shipped, stock and sales updated', async () => {
    const who = shopper(mock);
    const product = await productInStock(mock, 2);
    const order = await placeOrder(mock, who, { products: [product], buyNum: 3 });

    const wrong = await startWallet(who, order, cents(order) + 1);
    expect(wrong.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining(`${cents(order)}`),
    });

    const started = await startWallet(who, order);
    expect(started.body).toEqual({
      statuscode: 1,
      msg: 'success',
      data: { code_url: `/__mock/wallet?trade=${order.orderid}`, mch_id: expect.any(String) },
    });
    expect(await check(who, order)).toMatchObject({ statuscode: 1, data: '0' });

    const page = await mock.raw(`/__mock/wallet?trade=${order.orderid}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain(order.orderPay.toFixed(2));
    expect(page.text).toContain('确认支付');
    expect(page.text).toContain('Confirm payment');

    const before = await productNow(product.id);
    const confirmed = await postForm(mock, '/__mock/wallet/confirm', { trade: order.orderid });
    expect(confirmed.text).toContain('Payment successful');
    expect(await check(who, order)).toMatchObject({ statuscode: 1, data: '1' });

    const paid = dataOf<Order[]>(
      await who.call(orderList, { query: { orderid: order.orderid } }),
    )[0];
    expect(paid).toMatchObject({
      orderStatus: 0,
      buyStatus: 1,
      orderWay: 1,
      payDate: expect.any(String),
    });
    const after = await productNow(product.id);
    expect(after.productSku).toBe(before.productSku - 3);
    expect(after.productSells).toBe(before.productSells + 3);
    // The English id names the same article: one stock.
    expect((await productNow(`${product.id}_en`)).productSku).toBe(after.productSku);
  });

  it('refuses to pay an order twice', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await payByWallet(mock, who, order);
    expect((await startWallet(who, order)).body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('not awaiting payment'),
    });
  });

  it('escapes what the customer typed on the wallet page', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await who.call(wxPay, {
      body: {
        out_trade_no: order.orderid,
        total_fee: cents(order),
        body: '<script>alert(1)</script>',
        product_id: order.cartList[0]?.productId,
      },
    });
    const page = await mock.raw(`/__mock/wallet?trade=${order.orderid}`);
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('&#60;script&#62;');
  });

  it('shows a not-found page for a trade nobody started', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    expect((await mock.raw(`/__mock/wallet?trade=${order.orderid}`)).status).toBe(404);
    expect((await postForm(mock, '/__mock/wallet/confirm', { trade: order.orderid })).status).toBe(
      404,
    );
    expect((await mock.raw('/__mock/wallet?trade=<script>')).status).toBe(404);
    expect(await statusOf(who, order)).toBe(9);
  });

  it.each([
    ['a fee as words', { total_fee: 'ten' }],
    ['a fractional fee', { total_fee: 10.5 }],
    ['no description', { body: undefined }],
    ['a bad trade number', { out_trade_no: '42' }],
    ['no product', { product_id: undefined }],
  ])('answers 400 for %s', async (_case, overrides) => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    const answer = await who.call(wxPay, {
      body: {
        out_trade_no: order.orderid,
        total_fee: cents(order),
        body: 'x',
        product_id: order.cartList[0]?.productId,
        ...overrides,
      },
    });
    expect(answer.status).toBe(400);
  });

  it('refuses a product that is not in the order, and starts no payment', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    const inOrder = new Set(order.cartList.map((line) => line.productId));
    const other = (await mock.call(productList, { query: {} })).body as { data: Product[] };
    const stranger = other.data.find((product) => !inOrder.has(product.id));
    if (!stranger) throw new Error('the catalogue has no product outside the order');
    const answer = await startWallet(who, order, cents(order), stranger.id);
    expect(answer.body).toEqual({
      statuscode: 0,
      msg: `商品 ${stranger.id} 不在该订单中 / product_id ${stranger.id} is not a product of this order`,
      data: null,
    });
    expect((await mock.raw(`/__mock/wallet?trade=${order.orderid}`)).status).toBe(404);
  });
});

describe('the paymentNeverConfirms scenario', () => {
  it('keeps wxcheck at 0 and makes the wallet confirm do nothing', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await startWallet(who, order);
    await setScenario(mock, { kind: 'paymentNeverConfirms', times: 0 });
    const confirmed = await postForm(mock, '/__mock/wallet/confirm', { trade: order.orderid });
    expect(confirmed.text).toContain('paymentNeverConfirms');
    expect(await check(who, order)).toMatchObject({ data: '0' });
    expect(await statusOf(who, order)).toBe(9);

    await clearScenarios(mock);
    await postForm(mock, '/__mock/wallet/confirm', { trade: order.orderid });
    expect(await check(who, order)).toMatchObject({ data: '1' });
  });
});

describe('online redirect payment', () => {
  it('answers an auto-submitting form; the gateway confirms and redirects to #/payView', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    const wrong = await who.call(redirectPay, {
      body: { out_trade_no: order.orderid, total_amount: order.orderPay + 1, subject: 'IoT order' },
    });
    expect(wrong.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining(order.orderPay.toFixed(2)),
    });

    const form = await who.call(redirectPay, {
      body: {
        out_trade_no: order.orderid,
        total_amount: order.orderPay.toFixed(2),
        subject: 'IoT <order>',
        body: 'x',
      },
    });
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toContain('text/html');
    expect(form.text).toContain('action="/__mock/gateway"');
    expect(form.text).toContain(`value="${order.orderid}"`);
    expect(form.text).toContain('.submit()');
    expect(form.text).not.toContain('<order>');

    const gateway = await postForm(mock, '/__mock/gateway', {
      out_trade_no: order.orderid,
      total_amount: '0.01',
      subject: 'IoT order',
    });
    expect(gateway.status).toBe(200);
    // The gateway shows the order's real amount, not what the form claims.
    expect(gateway.text).toContain(order.orderPay.toFixed(2));
    expect(await statusOf(who, order)).toBe(9);

    const confirmed = await postForm(mock, '/__mock/gateway/confirm', {
      out_trade_no: order.orderid,
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/#/payView');
    const paid = dataOf<Order[]>(
      await who.call(orderList, { query: { orderid: order.orderid } }),
    )[0];
    expect(paid).toMatchObject({ orderStatus: 0, buyStatus: 1, orderWay: 2 });
    expect(await check(who, order)).toMatchObject({ data: '1' });
  });

  it('does not let the wallet confirm a redirect payment', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await who.call(redirectPay, {
      body: { out_trade_no: order.orderid, total_amount: order.orderPay, subject: 'IoT order' },
    });
    expect((await postForm(mock, '/__mock/wallet/confirm', { trade: order.orderid })).status).toBe(
      404,
    );
    expect(await statusOf(who, order)).toBe(9);
  });
});

describe('autopay', () => {
  it('confirms a wallet payment by itself after autopayMs', async () => {
    const quick = await startMock({ autopayMs: 50 });
    try {
      const who = shopper(quick);
      const order = await placeOrder(quick, who);
      await who.call(wxPay, {
        body: {
          out_trade_no: order.orderid,
          total_fee: cents(order),
          body: 'IoT order',
          product_id: order.cartList[0]?.productId,
        },
      });
      const checkNow = async () =>
        (await who.call(wxCheck, { query: { out_trade_no: order.orderid } })).body as {
          data: string;
        };
      expect((await checkNow()).data).toBe('0');
      // Polled like the client does, so a busy machine only makes it slower, not red.
      let answer = await checkNow();
      for (let attempt = 0; answer.data !== '1' && attempt < 40; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await checkNow();
      }
      expect(answer.data).toBe('1');
    } finally {
      await quick.close();
    }
  });
});

describe('wxcheck', () => {
  it("answers only for the caller's own trade", async () => {
    const owner = shopper(mock);
    const order = await placeOrder(mock, owner);
    const intruder = shopper(mock);
    expect(await check(intruder, order)).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('Order not found'),
    });
    expect(
      (await mock.call(wxCheck, { query: { out_trade_no: order.orderid } })).body,
    ).toMatchObject({
      statuscode: 2,
    });
  });
});
