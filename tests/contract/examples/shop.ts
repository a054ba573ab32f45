import { addressList, deleteAddress, saveAddress } from '../../../src/api/contract/shop/addresses';
import {
  returnPay,
  wlForm,
  wuliuFormGet,
} from '../../../src/api/contract/shop/afterSales/afterSales';
import {
  saveShoppingCart,
  shoppingCartDelete,
  shoppingCartList,
} from '../../../src/api/contract/shop/cart';
import type { CartItem } from '../../../src/api/contract/shop/cart';
import {
  adList,
  indexPicture,
  modeList,
  productFindList,
  productList,
  secondShopModeList,
  secondShopProductList,
} from '../../../src/api/contract/shop/catalogue';
import { deleteOrder, orderList, saveOrder } from '../../../src/api/contract/shop/orders';
import { redirectPay, wxCheck, wxPay } from '../../../src/api/contract/shop/payment';
import {
  createReceipt,
  editReceipt,
  getReceipt,
} from '../../../src/api/contract/shop/afterSales/receipts';
import {
  addAddress,
  completedOrder,
  dataOf,
  devPost,
  newOrderId,
  payByWallet,
  placeOrder,
  productInStock,
  shopper,
  validAddress,
} from '../shop/support';
import type { Examples } from './types';

const invoiceOf = (orderId: string) => ({
  orderId,
  receiptType: 0,
  receiptHeader: '深圳市智联科技有限公司',
  taxIdNumber: '91440300MA5F8XXX7Q',
});

export const shopExamples: Examples = {
  [productFindList.path]: () => ({ query: { productName: '模组', language: 'zh' } }),
  [productList.path]: () => ({ query: { modeid: '1_en' } }),
  [modeList.path]: () => ({ query: { language: 'en' } }),
  [indexPicture.path]: () => ({}),
  [adList.path]: () => ({ query: { language: 'zh' } }),
  [secondShopModeList.path]: () => ({ query: { language: 'en' } }),
  [secondShopProductList.path]: () => ({ query: { modeid: '101' } }),

  [saveShoppingCart.path]: async (mock) => {
    const item = await productInStock(mock);
    return shopper(mock).input({
      body: { productId: item.id, productName: item.productName, productSells: 2 },
    });
  },
  [shoppingCartList.path]: (mock) => shopper(mock).input(),
  [shoppingCartDelete.path]: async (mock) => {
    const who = shopper(mock);
    const item = await productInStock(mock);
    const added = await who.call(saveShoppingCart, {
      body: { productId: item.id, productSells: 1 },
    });
    return who.input({ query: { id: dataOf<CartItem>(added).shoppingCartId } });
  },

  [addressList.path]: (mock) => shopper(mock).input(),
  [saveAddress.path]: (mock) =>
    shopper(mock).input({ query: { ...validAddress, isNewRecord: 'true' } }),
  [deleteAddress.path]: async (mock) => {
    const who = shopper(mock);
    return who.input({ query: { addressId: (await addAddress(who)).addressid } });
  },

  [saveOrder.path]: async (mock) => {
    const who = shopper(mock);
    const item = await productInStock(mock);
    const address = await addAddress(who);
    return who.input({
      body: {
        orderid: newOrderId(),
        cartList: [{ productId: item.id, buyNum: 2, productPrice: item.productPrice }],
        orderPay: (Math.round(item.productPrice * 100) * 2) / 100,
        orderStatus: 9,
        orderWay: 1,
        addressId: address.addressid,
      },
    });
  },
  [redirectPay.path]: async (mock) => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    return who.input({
      body: {
        out_trade_no: order.orderid,
        total_amount: order.orderPay,
        subject: order.productName,
      },
    });
  },
  [wxPay.path]: async (mock) => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    return who.input({
      body: {
        out_trade_no: order.orderid,
        total_fee: Math.round(order.orderPay * 100),
        body: order.productName,
        product_id: order.cartList[0]?.productId,
      },
    });
  },
  [wxCheck.path]: async (mock) => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    return who.input({ query: { out_trade_no: order.orderid } });
  },
  [orderList.path]: async (mock) => {
    const who = shopper(mock);
    await placeOrder(mock, who);
    return who.input({ query: { orderStatus: 9 } });
  },
  [deleteOrder.path]: async (mock) => {
    const who = shopper(mock);
    return who.input({ query: { orderId: (await placeOrder(mock, who)).orderid } });
  },
  [returnPay.path]: async (mock) => {
    const who = shopper(mock);
    const order = await placeOrder(mock, who);
    await payByWallet(mock, who, order);
    return who.input({ query: { orderId: order.orderid } });
  },
  [wuliuFormGet.path]: async (mock) => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    return who.input({ query: { LogisticsOrderNo: order.wuliuId ?? '', language: 'en' } });
  },
  [wlForm.path]: async (mock) => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    return who.input({
      query: { orderId: order.orderid, WLid: 'SF1234567890123', WLcompany: '顺丰速运' },
    });
  },
  [createReceipt.path]: async (mock) => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    return who.input({ body: invoiceOf(order.orderid) });
  },
  [editReceipt.path]: async (mock) => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    await who.call(createReceipt, { body: invoiceOf(order.orderid) });
    return who.input({
      body: { ...invoiceOf(order.orderid), receiptHeader: '深圳市恒通电子有限公司' },
    });
  },
  [getReceipt.path]: async (mock) => {
    const who = shopper(mock);
    const order = await completedOrder(mock, who);
    await who.call(createReceipt, { body: invoiceOf(order.orderid) });
    await devPost(mock, `/__mock/receipts/${order.orderid}/issue`);
    return who.input({ query: { orderId: order.orderid } });
  },
};
