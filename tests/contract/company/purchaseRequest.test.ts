/** The bulk order request (/sendDd): checked line by line, stored, answered with who answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitPurchaseRequest } from '../../../src/api/contract/company/purchaseRequest';
import { getBusinessConsult, type BusinessOffice } from '../../../src/api/contract/company/support';
import { productList, type Product } from '../../../src/api/contract/shop/catalogue';
import { PURCHASE_REQUESTS } from '../../../mock-server/company/records';
import { startMock, type MockServer } from '../support/mockServer';

let mock: MockServer;
let products: Product[];
let offices: BusinessOffice[];
beforeAll(async () => {
  mock = await startMock();
  products = (
    (await mock.call(productList, { query: { language: 'en' } })).body as {
      data: Product[];
    }
  ).data;
  offices = (
    (await mock.call(getBusinessConsult, { query: { language: 'en' } })).body as {
      data: BusinessOffice[];
    }
  ).data;
});
afterAll(() => mock.close());

const form = () => ({
  lines: [
    { productId: products[0]!.id, quantity: 500 },
    { productId: products[1]!.id, quantity: 20 },
  ],
  businessPerId: offices[2]!.businessPerId,
  companyName: 'Hangzhou Haichuan Smart Technology',
  contactPerson: 'Wang Lei',
  phoneNum: '13812345678',
  email: 'wang.lei@example.com',
  deliveryCity: 'Hangzhou',
  postscript: 'Our own firmware, please',
});

const send = (body: unknown, language = 'en', token?: string) =>
  mock.call(submitPurchaseRequest, { query: { language }, body, ...(token ? { token } : {}) });

describe('a bulk order request', () => {
  it('is stored and answered with its number, the products named, and the office that answers', async () => {
    const answer = await send(form());
    expect(answer.status).toBe(200);
    const { code, data } = answer.body as { code: number; data: Record<string, unknown> };
    expect(code).toBe(1);
    expect(data.requestNo).toMatch(/^RQ\d{8}\d{6}$/);
    expect(data.lines).toEqual([
      { productId: products[0]!.id, productName: products[0]!.productName, quantity: 500 },
      { productId: products[1]!.id, productName: products[1]!.productName, quantity: 20 },
    ]);
    const office = offices[2]!;
    expect(data.office).toEqual({
      title: office.title,
      contacts: office.contacts,
      mobile: office.mobile,
      email: office.email,
    });
    const stored = mock.app.mock.store.collection(PURCHASE_REQUESTS).get(String(data.requestNo));
    expect(stored).toMatchObject({ companyName: form().companyName, userId: null });
  });

  it('names the products in the language asked, whatever the ids’ language, and keeps the caller', async () => {
    const { user, token } = mock.createUser();
    const answer = await send(form(), 'zh', token);
    const { data } = answer.body as { data: { requestNo: string; lines: { productId: string }[] } };
    expect(data.lines.map((line) => line.productId)).toEqual(
      form().lines.map((line) => line.productId.replace(/_en$/, '')),
    );
    const stored = mock.app.mock.store.collection(PURCHASE_REQUESTS).get(data.requestNo);
    expect(stored).toMatchObject({ userId: user.id });
  });

  it.each([
    [{ lines: [] }, 'Please choose at least one product'],
    [{ lines: [{ productId: '9999', quantity: 1 }] }, 'Unknown product; please choose again'],
    [
      { lines: [{ productId: '1001', quantity: 0 }] },
      'A quantity is a whole number from 1 to 99999',
    ],
    [
      { lines: [{ productId: '1001', quantity: 2.5 }] },
      'A quantity is a whole number from 1 to 99999',
    ],
    [
      { lines: [{ productId: '1001', quantity: 100_000 }] },
      'A quantity is a whole number from 1 to 99999',
    ],
    [
      {
        lines: [
          { productId: '1001', quantity: 1 },
          { productId: '1001_en', quantity: 2 },
        ],
      },
      'Please list each product once',
    ],
    [{ companyName: ' ' }, 'Please enter the company name'],
    [{ contactPerson: '' }, 'Please enter the contact person'],
    [{ phoneNum: '1381234567a' }, 'Please enter a numerical value'],
    [{ phoneNum: '12812345678' }, 'Incorrect phone number format'],
    [{ email: 'wang@' }, 'Incorrect e-mail address format'],
    [{ deliveryDate: '2020-01-01' }, 'The delivery date is not a date, or is before today'],
    [{ deliveryDate: '2099-02-30' }, 'The delivery date is not a date, or is before today'],
    [{ businessPerId: '' }, 'Please choose the office to answer you'],
    [{ businessPerId: 'bp99' }, 'Unknown office; please choose again'],
  ])('refuses %o with code 0 and the rule in English', async (change, msg) => {
    const answer = await send({ ...form(), ...change });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, msg, data: null });
  });

  it('says so in Chinese on a Chinese page', async () => {
    const answer = await send({ ...form(), lines: [] }, 'zh');
    expect(answer.body).toEqual({ code: 0, msg: '请至少选择一种商品', data: null });
  });

  it.each([
    [{ lines: 'all' }, 'lines'],
    [
      {
        lines: Array.from({ length: 21 }, (_, index) => ({
          productId: `${1001 + index}`,
          quantity: 1,
        })),
      },
      'lines',
    ],
    [{ companyName: 'x'.repeat(101) }, 'companyName'],
    [{ postscript: 'x'.repeat(501) }, 'postscript'],
  ])('refuses a malformed body %o with a 400 naming %s', async (change, name) => {
    const answer = await send({ ...form(), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, data: null, msg: expect.stringContaining(name) });
  });
});
