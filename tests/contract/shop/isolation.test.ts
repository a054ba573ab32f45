/** No user ever sees or changes another user's cart, addresses, orders, payments or invoices. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressList, deleteAddress } from '../../../src/api/contract/shop/addresses';
import { returnPay, wlForm } from '../../../src/api/contract/shop/afterSales/afterSales';
import type { CartItem } from '../../../src/api/contract/shop/cart';
import {
  saveShoppingCart,
  shoppingCartDelete,
  shoppingCartList,
} from '../../../src/api/contract/shop/cart';
import type { Order } from '../../../src/api/contract/shop/orders';
import { deleteOrder, orderList } from '../../../src/api/contract/shop/orders';
import { redirectPay, wxPay } from '../../../src/api/contract/shop/payment';
import {
  createReceipt,
  editReceipt,
  getReceipt,
} from '../../../src/api/contract/shop/afterSales/receipts';
import { startMock, type MockServer } from '../support/mockServer';
import {
  addAddress,
  completedOrder,
  dataOf,
  placeOrder,
  productInStock,
  shopper,
  type Shopper,
} from './support';

let mock: MockServer;
let owner: Shopper;
let intruder: Shopper;
let unpaid: Order;
let completed: Order;
let cartRow: CartItem;
let addressId: string;

const invoice = (orderId: string) => ({
  orderId,
  receiptType: 0,
  receiptHeader: '入侵者有限公司',
  taxIdNumber: '91110000100000000X',
});

beforeAll(async () => {
  mock = await startMock();
  owner = shopper(mock);
  intruder = shopper(mock);
  const item = await productInStock(mock);
  cartRow = dataOf<CartItem>(
    await owner.call(saveShoppingCart, { body: { productId: item.id, productSells: 2 } }),
  );
  addressId = (await addAddress(owner)).addressid;
  unpaid = await placeOrder(mock, owner);
  completed = await completedOrder(mock, owner);
  await owner.call(createReceipt, {
    body: { ...invoice(completed.orderid), receiptHeader: '瑞驰测试有限公司' },
  });
});
afterAll(() => mock.close());

const refused = { statuscode: 0 };

describe("a second user's view", () => {
  it("shows none of the first user's cart, addresses or orders", async () => {
    expect(dataOf(await intruder.call(shoppingCartList))).toEqual([]);
    expect(dataOf(await intruder.call(addressList))).toEqual([]);
    expect(dataOf(await intruder.call(orderList))).toEqual([]);
    expect(dataOf(await intruder.call(orderList, { query: { orderid: unpaid.orderid } }))).toEqual(
      [],
    );
  });

  it("cannot read the first user's invoice", async () => {
    expect(
      (await intruder.call(getReceipt, { query: { orderId: completed.orderid } })).body,
    ).toMatchObject(refused);
  });
});

describe("a second user's actions", () => {
  it('cannot delete the cart rows or addresses', async () => {
    expect(
      (await intruder.call(shoppingCartDelete, { query: { id: cartRow.shoppingCartId } })).body,
    ).toMatchObject(refused);
    expect((await intruder.call(deleteAddress, { query: { addressId } })).body).toMatchObject(
      refused,
    );
  });

  it('cannot delete, pay, refund or exchange the orders', async () => {
    const fee = Math.round(unpaid.orderPay * 100);
    const attempts = [
      intruder.call(deleteOrder, { query: { orderId: unpaid.orderid } }),
      intruder.call(wxPay, {
        body: {
          out_trade_no: unpaid.orderid,
          total_fee: fee,
          body: 'x',
          product_id: unpaid.cartList[0]?.productId,
        },
      }),
      intruder.call(redirectPay, {
        body: { out_trade_no: unpaid.orderid, total_amount: unpaid.orderPay, subject: 'x' },
      }),
      intruder.call(returnPay, { query: { orderId: completed.orderid } }),
      intruder.call(wlForm, {
        query: { orderId: completed.orderid, WLid: 'SF1234567890123', WLcompany: '顺丰速运' },
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.body).toMatchObject({ ...refused, msg: '订单不存在 / Order not found' });
    }
  });

  it('cannot request or edit an invoice for the orders', async () => {
    for (const endpoint of [createReceipt, editReceipt]) {
      expect(
        (await intruder.call(endpoint, { body: invoice(completed.orderid) })).body,
      ).toMatchObject(refused);
    }
  });

  it("leaves the first user's data as it was", async () => {
    expect(dataOf<CartItem[]>(await owner.call(shoppingCartList))).toHaveLength(1);
    expect(
      dataOf<{ addressid: string }[]>(await owner.call(addressList)).map((a) => a.addressid),
    ).toContain(addressId);
    const orders = dataOf<Order[]>(await owner.call(orderList));
    expect(orders.map((order) => [order.orderid, order.orderStatus])).toEqual([
      [completed.orderid, 2],
      [unpaid.orderid, 9],
    ]);
    const kept = await owner.call(getReceipt, { query: { orderId: completed.orderid } });
    expect(kept.body).toMatchObject({ code: 1, data: { receiptHeader: '瑞驰测试有限公司' } });
  });
});
