/** Placing, listing and deleting orders: checked against the catalogue, the caller's addresses and stock. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/api/contract/shop/catalogue';
import type { Order } from '../../../src/api/contract/shop/orders';
import { deleteOrder, orderList, saveOrder } from '../../../src/api/contract/shop/orders';
import { startMock, type MockServer } from '../support/mockServer';
import {
  addAddress,
  clearScenarios,
  dataOf,
  devPost,
  newOrderId,
  payByWallet,
  placeOrder,
  productInStock,
  setScenario,
  shopper,
  totalOf,
  type Shopper,
} from './support';

let mock: MockServer;
let first: Product;
let second: Product;
beforeAll(async () => {
  mock = await startMock();
  first = await productInStock(mock, 0);
  second = await productInStock(mock, 1);
});
afterAll(() => mock.close());
afterEach(() => clearScenarios(mock));

async function orderBody(who: Shopper, overrides: Record<string, unknown> = {}) {
  const address = await addAddress(who);
  return {
    orderid: newOrderId(),
    cartList: [
      {
        productId: first.id,
        productName: first.productName,
        buyNum: 2,
        productPrice: first.productPrice,
      },
      {
        productId: second.id,
        productName: second.productName,
        buyNum: 1,
        productPrice: second.productPrice,
      },
    ],
    orderPay: totalOf([
      { price: first.productPrice, buyNum: 2 },
      { price: second.productPrice, buyNum: 1 },
    ]),
    orderStatus: 9,
    orderWay: 1,
    creatBy: 'someone-else',
    addressId: address.addressid,
    ...overrides,
  };
}

const ordersOf = async (who: Shopper, query: Record<string, string | number> = {}) =>
  dataOf<Order[]>(await who.call(orderList, { query }));

describe('saveorder', () => {
  it('places an unpaid order for the caller, priced from the catalogue', async () => {
    const who = shopper(mock);
    const body = await orderBody(who);
    const answer = await who.call(saveOrder, { body });
    expect(answer.body).toMatchObject({
      statuscode: 1,
      data: {
        orderid: body.orderid,
        orderStatus: 9,
        buyStatus: 0,
        orderPay: body.orderPay,
        createBy: who.user.username,
        productSells: 3,
        receiptStatus: 0,
        addressId: body.addressId,
        picture: first.productPicture,
        wuliuId: null,
        payDate: null,
      },
    });
    const saved = dataOf<Order>(answer);
    expect(saved.cartList).toEqual([
      {
        productName: first.productName,
        productId: first.id,
        modeId: first.modeId,
        modeName: first.modeName,
        buyNum: 2,
        productPrice: first.productPrice,
      },
      {
        productName: second.productName,
        productId: second.id,
        modeId: second.modeId,
        modeName: second.modeName,
        buyNum: 1,
        productPrice: second.productPrice,
      },
    ]);
    expect(saved.productName).toBe(`${first.productName}、${second.productName}`);
    expect(await ordersOf(who)).toEqual([saved]);
  });

  it.each([
    ['a wrong total', { orderPay: 0.01 }, 'total should be'],
    [
      'a changed price',
      { cartList: [{ productId: '1001', buyNum: 1, productPrice: 0.01 }], orderPay: 0.01 },
      'price',
    ],
    [
      'an unknown product',
      { cartList: [{ productId: 'nope', buyNum: 1, productPrice: 1 }], orderPay: 1 },
      'Product not found',
    ],
  ])('refuses %s (statuscode 0)', async (_case, overrides, message) => {
    const who = shopper(mock);
    const answer = await who.call(saveOrder, { body: await orderBody(who, overrides) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ statuscode: 0, msg: expect.stringContaining(message) });
    expect(await ordersOf(who)).toEqual([]);
  });

  it('refuses more than the stock and, under stockZero, anything', async () => {
    const who = shopper(mock);
    const scarce = await productInStock(mock, 6);
    await devPost(mock, `/__mock/products/${scarce.id}`, { productSku: 2 });
    const tooMany = await who.call(saveOrder, {
      body: await orderBody(who, {
        cartList: [{ productId: scarce.id, buyNum: 3, productPrice: scarce.productPrice }],
        orderPay: totalOf([{ price: scarce.productPrice, buyNum: 3 }]),
      }),
    });
    expect(tooMany.body).toMatchObject({ statuscode: 0, msg: expect.stringContaining('2 left') });

    await setScenario(mock, { kind: 'stockZero', path: 'saveorder' });
    const zero = await who.call(saveOrder, { body: await orderBody(who) });
    expect(zero.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('Not enough stock'),
    });
  });

  it('refuses a product off the shelf', async () => {
    const who = shopper(mock);
    const shelved = await productInStock(mock, 7);
    await devPost(mock, `/__mock/products/${shelved.id}`, { auditStatus: 0 });
    const answer = await who.call(saveOrder, {
      body: await orderBody(who, {
        cartList: [{ productId: shelved.id, buyNum: 1, productPrice: shelved.productPrice }],
        orderPay: shelved.productPrice,
      }),
    });
    expect(answer.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('not on sale'),
    });
  });

  it("refuses another user's address and a used order number", async () => {
    const owner = shopper(mock);
    const ownerAddress = await addAddress(owner);
    const intruder = shopper(mock);
    const foreign = await intruder.call(saveOrder, {
      body: await orderBody(intruder, { addressId: ownerAddress.addressid }),
    });
    expect(foreign.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('Address not found'),
    });

    const placed = await placeOrder(mock, owner);
    const reused = await intruder.call(saveOrder, {
      body: await orderBody(intruder, { orderid: placed.orderid }),
    });
    expect(reused.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('already used'),
    });
  });

  it.each([
    ['a short order number', { orderid: '12345' }],
    ['letters in the order number', { orderid: '12345678901234567a' }],
    ['an empty cartList', { cartList: [] }],
    ['no addressId', { addressId: undefined }],
    ['status other than 9', { orderStatus: 0 }],
    ['a quantity of 0', { cartList: [{ productId: '1001', buyNum: 0, productPrice: 1 }] }],
    [
      'the same product twice',
      {
        cartList: [
          { productId: '1001', buyNum: 1, productPrice: 1 },
          { productId: '1001_en', buyNum: 1, productPrice: 1 },
        ],
      },
    ],
    ['a total as words', { orderPay: 'a lot' }],
  ])('answers 400 for %s', async (_case, overrides) => {
    const who = shopper(mock);
    const answer = await who.call(saveOrder, { body: await orderBody(who, overrides) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statuscode: 0, data: null });
  });

  it('needs a login', async () => {
    const body = await orderBody(shopper(mock));
    expect((await mock.call(saveOrder, { body })).body).toMatchObject({ statuscode: 2 });
  });
});

describe('orderlist', () => {
  it('lists the caller’s orders newest first, by status tab and by number', async () => {
    const who = shopper(mock);
    const older = await placeOrder(mock, who);
    const newer = await placeOrder(mock, who);
    await payByWallet(mock, who, older);
    expect((await ordersOf(who)).map((order) => order.orderid)).toEqual([
      newer.orderid,
      older.orderid,
    ]);
    expect((await ordersOf(who, { orderStatus: 9 })).map((order) => order.orderid)).toEqual([
      newer.orderid,
    ]);
    expect((await ordersOf(who, { orderStatus: 0 })).map((order) => order.orderid)).toEqual([
      older.orderid,
    ]);
    expect(await ordersOf(who, { orderStatus: 1 })).toEqual([]);
    expect(
      (await ordersOf(who, { orderid: older.orderid, orderStatus: '' })).map(
        (order) => order.orderid,
      ),
    ).toEqual([older.orderid]);
  });

  it('ignores createby: only the token decides whose orders are listed', async () => {
    const owner = shopper(mock);
    await placeOrder(mock, owner);
    const intruder = shopper(mock);
    expect(await ordersOf(intruder, { createby: owner.user.username })).toEqual([]);
  });

  it.each([['10'], ['-1'], ['paid'], ['1.5']])(
    'answers 400 for orderStatus=%s',
    async (orderStatus) => {
      const answer = await shopper(mock).call(orderList, { query: { orderStatus } });
      expect(answer.status).toBe(400);
    },
  );
});

describe('deleteOrder', () => {
  it('deletes an unpaid order', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    const answer = await who.call(deleteOrder, { query: { orderId: order.orderid } });
    expect(answer.body).toEqual({ statuscode: 1, msg: 'success', data: null });
    expect(await ordersOf(who)).toEqual([]);
  });

  it('refuses a paid order', async () => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await payByWallet(mock, who, order);
    const answer = await who.call(deleteOrder, { query: { orderId: order.orderid } });
    expect(answer.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('Only unpaid orders'),
    });
    expect(await ordersOf(who)).toHaveLength(1);
  });

  it("refuses another user's, unknown and malformed order numbers", async () => {
    const owner = shopper(mock);
    const order = await placeOrder(mock, owner);
    const intruder = shopper(mock);
    for (const orderId of [order.orderid, newOrderId()]) {
      const answer = await intruder.call(deleteOrder, { query: { orderId } });
      expect(answer.body).toMatchObject({ statuscode: 0, msg: '订单不存在 / Order not found' });
    }
    expect((await intruder.call(deleteOrder, { query: { orderId: 'x' } })).status).toBe(400);
    expect(await ordersOf(owner)).toHaveLength(1);
  });
});
