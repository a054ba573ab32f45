/**
 * One customer's whole way through the mock, as the app drives it: register, log in,
 * fill the cart, add an address, order, pay by wallet, follow the parcel, get the
 * invoice. A second customer, logged in beside the first, sees none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVerifyCode, register } from '../../src/api/contract/account/forms/registration';
import { login } from '../../src/api/contract/account/session';
import { addressList, saveAddress, type Address } from '../../src/api/contract/shop/addresses';
import {
  wuliuFormGet,
  type LogisticsEntry,
} from '../../src/api/contract/shop/afterSales/afterSales';
import {
  saveShoppingCart,
  shoppingCartList,
  type CartItem,
} from '../../src/api/contract/shop/cart';
import { orderList, saveOrder, type Order } from '../../src/api/contract/shop/orders';
import { wxCheck, wxPay } from '../../src/api/contract/shop/payment';
import { createReceipt, getReceipt } from '../../src/api/contract/shop/afterSales/receipts';
import { registrationFor } from './account/support';
import {
  dataOf,
  devPost,
  newOrderId,
  postForm,
  productInStock,
  shopper,
  totalOf,
  validAddress,
} from './shop/support';
import { startMock, type CallInput, type MockServer } from './support/mockServer';
import type { Endpoint } from '../../src/api/contract/endpoint';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('a new customer from registration to invoice', () => {
  it('registers, buys, pays, follows the parcel and gets an invoice; another user sees none of it', async () => {
    const form = await registrationFor(mock);
    await mock.call(checkVerifyCode, {
      query: { phone: form.phone, verifyCode: form.verification },
    });
    expect((await mock.call(register, { body: form })).body).toMatchObject({ code: 1 });

    const loggedIn = await mock.call(login, {
      query: { username: form.username, password: form.password },
    });
    const token = (loggedIn.body as { data: { token: string } }).data.token;
    const as = (endpoint: Endpoint, input: CallInput = {}) =>
      mock.call(endpoint, { ...input, token, query: { eshoppingtoken: token, ...input.query } });

    const product = await productInStock(mock);
    const added = await as(saveShoppingCart, {
      body: { productId: product.id, productSells: 2 },
    });
    expect(added.body).toMatchObject({ statuscode: 1 });
    const cart = dataOf<CartItem[]>(await as(shoppingCartList));
    expect(cart).toEqual([expect.objectContaining({ id: product.id, productNumber: 2 })]);

    const address = dataOf<Address>(
      await as(saveAddress, { query: { ...validAddress, isNewRecord: 'true' } }),
    );
    expect(dataOf<Address[]>(await as(addressList))).toEqual([
      expect.objectContaining({ addressid: address.addressid, addressee: validAddress.addressee }),
    ]);

    const orderid = newOrderId();
    const orderPay = totalOf([{ price: product.productPrice, buyNum: 2 }]);
    const saved = await as(saveOrder, {
      body: {
        orderid,
        cartList: [
          {
            productId: product.id,
            productName: product.productName,
            modeId: product.modeId,
            modeName: product.modeName,
            buyNum: 2,
            productPrice: product.productPrice,
          },
        ],
        orderPay,
        orderStatus: 9,
        addressId: address.addressid,
      },
    });
    expect(dataOf<Order>(saved)).toMatchObject({ orderid, orderStatus: 9 });

    const paying = await as(wxPay, {
      body: {
        out_trade_no: orderid,
        total_fee: Math.round(orderPay * 100),
        body: 'IoT order',
        product_id: product.id,
      },
    });
    expect(dataOf<{ code_url: string }>(paying).code_url).toContain(orderid);
    expect((await as(wxCheck, { query: { out_trade_no: orderid } })).body).toMatchObject({
      data: '0',
    });
    await postForm(mock, '/__mock/wallet/confirm', { trade: orderid });
    expect((await as(wxCheck, { query: { out_trade_no: orderid } })).body).toMatchObject({
      data: '1',
    });

    await devPost(mock, `/__mock/orders/${orderid}/ship`);
    const shipped = dataOf<Order[]>(await as(orderList, { query: { orderid } }))[0];
    expect(shipped).toMatchObject({ orderStatus: 1, wuliuId: expect.any(String) });
    const trail = dataOf<LogisticsEntry[]>(
      await as(wuliuFormGet, { query: { LogisticsOrderNo: shipped?.wuliuId ?? '' } }),
    );
    expect(trail[0]?.AcceptStation).toContain('揽收');

    await devPost(mock, `/__mock/orders/${orderid}/complete`);
    const invoice = {
      orderId: orderid,
      receiptType: 0,
      receiptHeader: '深圳市智联科技有限公司',
      taxIdNumber: '91440300MA5F8XXX7Q',
    };
    expect((await as(createReceipt, { body: invoice })).body).toMatchObject({ code: 1 });
    await devPost(mock, `/__mock/receipts/${orderid}/issue`);
    const issued = await as(getReceipt, { query: { orderId: orderid } });
    expect(issued.body).toMatchObject({
      data: { receiptStatus: 2, receiptUrl: `/__mock/receipts/${orderid}.pdf` },
    });

    const other = shopper(mock);
    expect(dataOf<CartItem[]>(await other.call(shoppingCartList))).toEqual([]);
    expect(dataOf<Address[]>(await other.call(addressList))).toEqual([]);
    expect(dataOf<Order[]>(await other.call(orderList, { query: { orderid } }))).toEqual([]);
    expect(
      JSON.stringify((await other.call(getReceipt, { query: { orderId: orderid } })).body),
    ).not.toContain(invoice.receiptHeader);
    expect(
      JSON.stringify(
        (await other.call(wuliuFormGet, { query: { LogisticsOrderNo: shipped?.wuliuId ?? '' } }))
          .body,
      ),
    ).not.toContain('揽收');
  });
});
