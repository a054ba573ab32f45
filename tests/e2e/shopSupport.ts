/**
 * Setup for the shop's browser tests: a fresh customer registered through the
 * mock's API (with the SMS code from its outbox), the shop calls a test uses to
 * prepare what is not the point of the test, and the mock's merchant actions.
 * Every customer is new, so tests never see each other's carts or orders.
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { logInByApi, md5, startLoggedIn } from './loginSupport';

const PORTAL = 'reach/portal/api/user';
const SHOP = 'f/eshopping/eshoppingModeAndProduct';

export const PASSWORD = 'Shop@2024';

export interface Customer {
  username: string;
  nickname: string;
  phone: string;
  token: string;
}

/** A mainland mobile number (13x–19x + 8 digits) unlikely to be taken by a parallel test. */
function freshPhone(): string {
  const clock = String(Date.now() % 1_000_000).padStart(6, '0');
  return `1${randomInt(3, 10)}${randomInt(0, 10)}${clock}${String(randomInt(0, 100)).padStart(2, '0')}`;
}

async function json<T>(response: { json(): Promise<unknown>; ok(): boolean; url(): string }) {
  expect(response.ok(), response.url()).toBe(true);
  return (await response.json()) as T;
}

/** Registers a new customer (code from the mock outbox) and logs them in through the API. */
export async function newCustomer(request: APIRequestContext): Promise<Customer> {
  const phone = freshPhone();
  const username = `shop${Date.now().toString(36)}${randomInt(1000, 10_000)}`;
  const sent = await json<{ data: { code: string } }>(
    await request.post(`${PORTAL}/getVerifyCode`, { params: { phone } }),
  );
  expect(sent.data.code).toBe('2');
  const outbox = await json<{ data: { code: string }[] }>(
    await request.get('__mock/outbox', { params: { to: phone } }),
  );
  const code = outbox.data[0]?.code ?? '';
  const registered = await json<{ code: number; msg: string }>(
    await request.post(`${PORTAL}/register`, {
      data: {
        phone,
        verification: code,
        username,
        password: md5(PASSWORD),
        nickname: `买家${username.slice(-4)}`,
        agree: true,
        isNewRecord: true,
      },
    }),
  );
  expect(registered.code, registered.msg).toBe(1);
  const login = await logInByApi(request, { username, password: PASSWORD });
  return { username, nickname: login.nickname, phone, token: login.token };
}

/** The shop's calls for a customer, for setting up what a test is not about. */
export function shopOf(request: APIRequestContext, customer: Customer) {
  const auth = { Authorization: `Bearer ${customer.token}` };
  const params = (extra: Record<string, string> = {}) => ({
    eshoppingtoken: customer.token,
    ...extra,
  });
  const shopData = async <T>(response: Parameters<typeof json>[0]) => {
    const body = await json<{ statuscode: number; msg?: string; data: T }>(response);
    expect(body.statuscode, body.msg).toBe(1);
    return body.data;
  };
  return {
    addToCart: (productId: string, quantity = 1) =>
      request
        .post(`${SHOP}/saveShoppingCart`, {
          params: params(),
          headers: auth,
          data: { productId, productSells: quantity },
        })
        .then((response) => shopData<{ shoppingCartId: string }>(response)),
    /** A new address; `fields` replaces the street or the addressee, to tell customers apart. */
    addAddress: (fields: { address?: string; addressee?: string } = {}) =>
      request
        .get(`${SHOP}/saveAddress`, {
          headers: auth,
          params: params({
            province: '浙江省',
            city: '杭州市',
            district: '西湖区',
            address: '文三路 90 号',
            phone: customer.phone,
            addressee: '王芳',
            isNewRecord: 'true',
            ...fields,
          }),
        })
        .then((response) => shopData<{ addressid: string }>(response)),
    addresses: () =>
      request
        .get(`${SHOP}/addressList`, { headers: auth, params: params() })
        .then((response) => shopData<{ addressid: string; addressee: string }[]>(response)),
    cart: () =>
      request
        .post(`${SHOP}/shoppingCartList`, { headers: auth, params: params() })
        .then((response) => shopData<{ id: string; productNumber: number }[]>(response)),
    orders: (status: number | '' = '') =>
      request
        .get(`${SHOP}/orderlist`, {
          headers: auth,
          params: params({ orderStatus: String(status) }),
        })
        .then((response) =>
          shopData<{ orderid: string; orderStatus: number; productName: string }[]>(response),
        ),
    /** An unpaid order (status 9) of one unit of the product, to the customer's new address. */
    async placeOrder(product: CatalogueProduct): Promise<string> {
      const address = await this.addAddress();
      const orderid = `${randomInt(1, 10)}${Array.from({ length: 17 }, () => randomInt(0, 10)).join('')}`;
      await request
        .post(`${SHOP}/saveorder`, {
          headers: auth,
          params: params(),
          data: {
            orderid,
            cartList: [{ productId: product.id, buyNum: 1, productPrice: product.productPrice }],
            orderPay: product.productPrice,
            orderStatus: 9,
            addressId: address.addressid,
          },
        })
        .then((response) => shopData(response));
      return orderid;
    },
    /** Pays an unpaid order as the wallet would: WXPAY, then the wallet page's confirm. */
    async payByWallet(orderId: string, product: CatalogueProduct) {
      await request
        .post(`${SHOP}/WXPAY`, {
          headers: auth,
          params: params(),
          data: {
            out_trade_no: orderId,
            total_fee: Math.round(product.productPrice * 100),
            body: product.productName,
            product_id: product.id,
          },
        })
        .then((response) => shopData(response));
      const confirmed = await request.post('__mock/wallet/confirm', {
        form: { trade: orderId },
      });
      expect(confirmed.ok()).toBe(true);
    },
  };
}

export interface CatalogueProduct {
  id: string;
  modeId: string;
  productName: string;
  productPrice: number;
  productSku: number;
}

/** A product of the catalogue as it is now (English ids end in `_en`). */
export async function catalogueProduct(
  request: APIRequestContext,
  id: string,
): Promise<CatalogueProduct> {
  const language = id.endsWith('_en') ? 'en' : 'zh';
  const body = await json<{ data: CatalogueProduct[] }>(
    await request.get(`${SHOP}/ProductList`, { params: { productid: id, language } }),
  );
  const found = body.data.find((product) => product.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

/** The merchant's side, played by the mock's dev actions. */
export const merchant = {
  async post(request: APIRequestContext, path: string, data: object = {}) {
    const response = await request.post(`__mock/${path}`, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  },
  ship: (request: APIRequestContext, orderId: string) =>
    merchant.post(request, `orders/${orderId}/ship`),
  complete: (request: APIRequestContext, orderId: string) =>
    merchant.post(request, `orders/${orderId}/complete`),
  issueInvoice: (request: APIRequestContext, orderId: string) =>
    merchant.post(request, `receipts/${orderId}/issue`),
  setStock: (request: APIRequestContext, productId: string, productSku: number) =>
    merchant.post(request, `products/${productId}`, { productSku }),
};

/**
 * A new customer with one product in the cart and a delivery address, logged in on `page`: where
 * the payment journeys start.
 */
export async function customerReadyToPay(
  page: Page,
  request: APIRequestContext,
  productId: string,
) {
  const customer = await newCustomer(request);
  const shop = shopOf(request, customer);
  await shop.addToCart(productId);
  await shop.addAddress();
  await startLoggedIn(page, customer);
  return { customer, shop };
}
