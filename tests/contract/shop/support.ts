/** Helpers for the shop's contract and behaviour tests: a logged-in shopper and the steps of a purchase. */
import { randomInt } from 'node:crypto';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import type { Address } from '../../../src/api/contract/shop/addresses';
import { saveAddress } from '../../../src/api/contract/shop/addresses';
import type { Product } from '../../../src/api/contract/shop/catalogue';
import { productList } from '../../../src/api/contract/shop/catalogue';
import type { Order } from '../../../src/api/contract/shop/orders';
import { saveOrder } from '../../../src/api/contract/shop/orders';
import { wxPay } from '../../../src/api/contract/shop/payment';
import type { UserRecord } from '../../../mock-server/state/records';
import type { Answer, CallInput, MockServer } from '../support/mockServer';

export interface Shopper {
  user: UserRecord;
  token: string;
  /** A call as the shop client makes it: the token as Bearer and as `eshoppingtoken`. */
  call(endpoint: Endpoint, input?: CallInput): Promise<Answer>;
  /** The same input with the token, for examples. */
  input(input?: CallInput): CallInput;
}

export function shopper(mock: MockServer, fields: Partial<UserRecord> = {}): Shopper {
  const { user, token } = mock.createUser(fields);
  const input = (given: CallInput = {}): CallInput => ({
    ...given,
    token,
    query: { eshoppingtoken: token, ...given.query },
  });
  return { user, token, input, call: (endpoint, given) => mock.call(endpoint, input(given)) };
}

/** The `data` of a shop answer. */
export const dataOf = <T>(answer: Answer): T => (answer.body as { data: T }).data;

export const newOrderId = (): string =>
  `${randomInt(1, 10)}${Array.from({ length: 17 }, () => randomInt(0, 10)).join('')}`;

/** Products on sale with at least `minStock` in stock, in catalogue order. */
export async function productsInStock(
  mock: MockServer,
  minStock = 20,
  language: 'zh' | 'en' = 'zh',
) {
  const answer = await mock.call(productList, { query: { language } });
  return dataOf<Product[]>(answer).filter((item) => item.productSku >= minStock);
}

export async function productInStock(mock: MockServer, index = 0): Promise<Product> {
  const found = (await productsInStock(mock))[index];
  if (!found) throw new Error('no product in stock');
  return found;
}

export const validAddress = {
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: '科技园南区高新南七道 18 号 1203 室',
  phone: '13812345678',
  addressee: '李雷',
};

export async function addAddress(who: Shopper): Promise<Address> {
  const answer = await who.call(saveAddress, { query: { ...validAddress, isNewRecord: 'true' } });
  return dataOf<Address>(answer);
}

export const totalOf = (lines: { price: number; buyNum: number }[]) =>
  lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.buyNum, 0) / 100;

/** Saves an unpaid order of `buyNum` units of each product for the shopper. */
export async function placeOrder(
  mock: MockServer,
  who: Shopper,
  options: { products?: Product[]; buyNum?: number } = {},
): Promise<Order> {
  const products = options.products ?? [await productInStock(mock)];
  const buyNum = options.buyNum ?? 1;
  const address = await addAddress(who);
  const answer = await who.call(saveOrder, {
    body: {
      orderid: newOrderId(),
      cartList: products.map((item) => ({
        productId: item.id,
        productName: item.productName,
        modeId: item.modeId,
        modeName: item.modeName,
        buyNum,
        productPrice: item.productPrice,
      })),
      orderPay: totalOf(products.map((item) => ({ price: item.productPrice, buyNum }))),
      orderStatus: 9,
      addressId: address.addressid,
    },
  });
  if ((answer.body as { statuscode: number }).statuscode !== 1) throw new Error(answer.text);
  return dataOf<Order>(answer);
}

export const postForm = (mock: MockServer, path: string, form: Record<string, string>) =>
  mock.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

export const devPost = (mock: MockServer, path: string, body: object = {}) =>
  mock.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Pays an order through the wallet: WXPAY, then the wallet page's confirm button. */
export async function payByWallet(mock: MockServer, who: Shopper, order: Order): Promise<void> {
  await who.call(wxPay, {
    body: {
      out_trade_no: order.orderid,
      total_fee: Math.round(order.orderPay * 100),
      body: order.productName.slice(0, 100),
      product_id: order.cartList[0]?.productId,
    },
  });
  const confirmed = await postForm(mock, '/__mock/wallet/confirm', { trade: order.orderid });
  if (confirmed.status !== 200) throw new Error(confirmed.text);
}

/** An order paid, shipped and delivered (status 2). */
export async function completedOrder(mock: MockServer, who: Shopper): Promise<Order> {
  const order = await placeOrder(mock, who);
  await payByWallet(mock, who, order);
  await devPost(mock, `/__mock/orders/${order.orderid}/ship`);
  const done = await devPost(mock, `/__mock/orders/${order.orderid}/complete`);
  return dataOf<Order>(done);
}

export const setScenario = (mock: MockServer, scenario: object) =>
  devPost(mock, '/__mock/scenario', scenario);
export const clearScenarios = (mock: MockServer) =>
  mock.raw('/__mock/scenario', { method: 'DELETE' });
