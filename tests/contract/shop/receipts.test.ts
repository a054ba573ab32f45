/** Invoices: request on a completed order, edit until issued, issue, download the PDF. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/contract/shop/orders';
import { orderList } from '../../../src/api/contract/shop/orders';
import type { Invoice } from '../../../src/api/contract/shop/afterSales/receipts';
import {
  createReceipt,
  editReceipt,
  getReceipt,
} from '../../../src/api/contract/shop/afterSales/receipts';
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

const regular = (orderId: string) => ({
  orderId,
  receiptType: 0,
  receiptHeader: '深圳市智联科技有限公司',
  taxIdNumber: '91440300ma5f8xxx7q',
});
const special = (orderId: string) => ({
  ...regular(orderId),
  receiptType: '1',
  registerAddr: '深圳市南山区科技园南区高新南七道 18 号',
  registerPhone: '0755-86001234',
  bank: '招商银行深圳分行',
  bankAccount: '755912345610801',
});
const receiptStatusOf = async (who: Shopper, order: Order) =>
  dataOf<Order[]>(await who.call(orderList, { query: { orderid: order.orderid } }))[0]
    ?.receiptStatus;

describe('createReceipt', () => {
  it("requests an invoice for a completed order: code 1, the order's receiptStatus 0 → 1", async () => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    expect(order.receiptStatus).toBe(0);
    const answer = await who.call(createReceipt, { body: regular(order.orderid) });
    expect(answer.body).toEqual({
      code: 1,
      statuscode: 1,
      msg: 'success',
      data: expect.objectContaining({
        orderId: order.orderid,
        receiptType: 0,
        taxIdNumber: '91440300MA5F8XXX7Q',
        registerAddr: '',
        receiptStatus: 1,
        receiptUrl: null,
      }),
    });
    expect(await receiptStatusOf(who, order)).toBe(1);
    expect((await who.call(createReceipt, { body: regular(order.orderid) })).body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('already requested'),
    });
  });

  it('needs the bank details for a special invoice', async () => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    const missing = await who.call(createReceipt, {
      body: { ...special(order.orderid), bank: '', bankAccount: undefined },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('bank, bankAccount'),
    });
    const saved = await who.call(createReceipt, { body: special(order.orderid) });
    expect(dataOf<Invoice>(saved)).toMatchObject({ receiptType: 1, bank: '招商银行深圳分行' });
  });

  it('refuses orders not completed', async () => {
    const who = shopper(mock);
    const unpaid = await placeOrder(mock, who);
    const paid = await placeOrder(mock, who);
    await payByWallet(mock, who, paid);
    for (const order of [unpaid, paid]) {
      expect((await who.call(createReceipt, { body: regular(order.orderid) })).body).toMatchObject({
        statuscode: 0,
        msg: expect.stringContaining('Only completed orders'),
      });
    }
  });

  it.each([
    ['no header', { receiptHeader: undefined }],
    ['no tax number', { taxIdNumber: undefined }],
    ['a tax number with symbols', { taxIdNumber: '9144-0300' }],
    ['an unknown type', { receiptType: 2 }],
    ['a bad order number', { orderId: 'abc' }],
  ])('answers 400 for %s', async (_case, overrides) => {
    const answer = await shopper(mock).call(createReceipt, {
      body: { ...regular('123456789012345678'), ...overrides },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statuscode: 0 });
  });
});

describe('editReceipt, issuing and the download', () => {
  it('edits while requested, then the issued invoice is read-only and downloadable as PDF', async () => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    const early = await who.call(editReceipt, { body: regular(order.orderid) });
    expect(early.body).toMatchObject({ statuscode: 0, msg: expect.stringContaining('No invoice') });
    expect((await mock.raw(`/__mock/receipts/${order.orderid}.pdf`)).status).toBe(404);

    await who.call(createReceipt, { body: regular(order.orderid) });
    const edited = await who.call(editReceipt, { body: special(order.orderid) });
    expect(edited.body).toMatchObject({ code: 1, data: { receiptType: 1, receiptStatus: 1 } });

    const issued = await devPost(mock, `/__mock/receipts/${order.orderid}/issue`);
    expect(issued.body).toMatchObject({ code: 1, data: { receiptStatus: 2 } });
    expect((await devPost(mock, `/__mock/receipts/${order.orderid}/issue`)).status).toBe(409);

    const invoice = dataOf<Invoice>(
      await who.call(getReceipt, { query: { orderId: order.orderid } }),
    );
    expect(invoice).toMatchObject({
      receiptStatus: 2,
      receiptUrl: `/__mock/receipts/${order.orderid}.pdf`,
    });
    expect(await receiptStatusOf(who, order)).toBe(2);
    expect((await who.call(editReceipt, { body: regular(order.orderid) })).body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('issued'),
    });

    const pdf = await mock.raw(invoice.receiptUrl!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    expect(pdf.text).toContain('91440300MA5F8XXX7Q');
    expect(pdf.text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object: a reader can open it.
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf.text)?.[1]);
    expect(pdf.text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    for (const [index, offset] of [...pdf.text.matchAll(/^(\d{10}) 00000 n $/gm)].entries()) {
      const label = `${index + 1} 0 obj`;
      expect(pdf.text.slice(Number(offset[1]), Number(offset[1]) + label.length)).toBe(label);
    }
  });

  it('answers getReceipt only for an invoice that exists', async () => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    expect((await who.call(getReceipt, { query: { orderId: order.orderid } })).body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('No invoice'),
    });
    expect((await who.call(getReceipt)).status).toBe(400);
  });
});
