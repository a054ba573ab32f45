/** The payment providers' other answers: decline (the trade closes) and leave it pending (nothing changes). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/contract/shop/orders';
import { orderList } from '../../../src/api/contract/shop/orders';
import { redirectPay, wxCheck, wxPay } from '../../../src/api/contract/shop/payment';
import { startMock, type MockServer } from '../support/mockServer';
import { dataOf, placeOrder, postForm, shopper, type Shopper } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const startWallet = (who: Shopper, order: Order) =>
  who.call(wxPay, {
    body: {
      out_trade_no: order.orderid,
      total_fee: Math.round(order.orderPay * 100),
      body: 'IoT order',
      product_id: order.cartList[0]?.productId,
    },
  });
const startRedirect = (who: Shopper, order: Order) =>
  who.call(redirectPay, {
    body: { out_trade_no: order.orderid, total_amount: order.orderPay, subject: 'IoT order' },
  });
const check = async (who: Shopper, order: Order) =>
  (await who.call(wxCheck, { query: { out_trade_no: order.orderid } })).body;
const orderNow = async (who: Shopper, order: Order) =>
  dataOf<Order[]>(await who.call(orderList, { query: { orderid: order.orderid } }))[0];

describe('the wallet page', () => {
  it('offers confirm, decline and leave it pending', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await startWallet(who, order);
    const page = await mock.raw(`/__mock/wallet?trade=${order.orderid}`);
    expect(page.text).toContain('action="/__mock/wallet/confirm"');
    expect(page.text).toContain('action="/__mock/wallet/decline"');
    expect(page.text).toContain('action="/__mock/wallet/pending"');
  });

  it('declining closes the trade: still unpaid, its page gone, paying again works', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await startWallet(who, order);

    const declined = await postForm(mock, '/__mock/wallet/decline', { trade: order.orderid });
    expect(declined.status).toBe(200);
    expect(declined.text).toContain('Payment declined');
    expect(await check(who, order)).toMatchObject({ statuscode: 1, data: '0' });
    expect(await orderNow(who, order)).toMatchObject({ orderStatus: 9, buyStatus: 0 });
    // The closed trade can no longer be confirmed from the old page.
    expect((await postForm(mock, '/__mock/wallet/confirm', { trade: order.orderid })).status).toBe(
      404,
    );
    expect((await mock.raw(`/__mock/wallet?trade=${order.orderid}`)).status).toBe(404);

    await startWallet(who, order);
    await postForm(mock, '/__mock/wallet/confirm', { trade: order.orderid });
    expect(await check(who, order)).toMatchObject({ data: '1' });
  });

  it('leaving it pending changes nothing: the same trade can be confirmed later', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await startWallet(who, order);

    const pending = await postForm(mock, '/__mock/wallet/pending', { trade: order.orderid });
    expect(pending.text).toContain('Payment pending');
    expect(pending.text).toContain(`href="/__mock/wallet?trade=${order.orderid}"`);
    expect(await check(who, order)).toMatchObject({ data: '0' });

    await postForm(mock, '/__mock/wallet/confirm', { trade: order.orderid });
    expect(await check(who, order)).toMatchObject({ data: '1' });
  });

  it('answers not found for an unknown trade', async () => {
    for (const answer of ['decline', 'pending']) {
      const page = await postForm(mock, `/__mock/wallet/${answer}`, {
        trade: '123456789012345678',
      });
      expect(page.status).toBe(404);
    }
  });
});

describe('the gateway page', () => {
  it('declining keeps the order unpaid and links back to the unpaid orders', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await startRedirect(who, order);
    const page = await postForm(mock, '/__mock/gateway', { out_trade_no: order.orderid });
    expect(page.text).toContain('action="/__mock/gateway/decline"');

    const declined = await postForm(mock, '/__mock/gateway/decline', {
      out_trade_no: order.orderid,
    });
    expect(declined.status).toBe(200);
    expect(declined.text).toContain('Payment declined');
    expect(declined.text).toContain('href="/#/buyTab?status=9"');
    expect(await orderNow(who, order)).toMatchObject({ orderStatus: 9, buyStatus: 0 });
    const again = await postForm(mock, '/__mock/gateway/confirm', { out_trade_no: order.orderid });
    expect(again.status).toBe(404);
  });

  it('leaving it pending links back to the same payment, which can still be confirmed', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await startRedirect(who, order);
    const pending = await postForm(mock, '/__mock/gateway/pending', {
      out_trade_no: order.orderid,
    });
    expect(pending.text).toContain(`href="/__mock/gateway?out_trade_no=${order.orderid}"`);
    expect(await orderNow(who, order)).toMatchObject({ orderStatus: 9 });

    const confirmed = await postForm(mock, '/__mock/gateway/confirm', {
      out_trade_no: order.orderid,
    });
    expect(confirmed.headers.get('location')).toBe('/#/payView');
    expect(await orderNow(who, order)).toMatchObject({ orderStatus: 0, buyStatus: 1 });
  });
});
