/**
 * No user sees or changes another user's data. Every endpoint that acts for its
 * caller and names one of the caller's records (a cart row, an address, an
 * order, a tracking number, the profile, an uploaded picture) is called by
 * other users with the owner's ids instead of their own: it refuses, or answers
 * nothing of the owner's, and afterwards the owner's data is as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { allEndpoints } from '../../src/api/contract/registry';
import { getUserInfo, tokencheck } from '../../src/api/contract/account/session';
import { addressList, saveAddress, type Address } from '../../src/api/contract/shop/addresses';
import {
  saveShoppingCart,
  shoppingCartList,
  type CartItem,
} from '../../src/api/contract/shop/cart';
import { orderList, type Order } from '../../src/api/contract/shop/orders';
import { wxCheck } from '../../src/api/contract/shop/payment';
import { createReceipt, getReceipt } from '../../src/api/contract/shop/afterSales/receipts';
import { uploadedPath } from './company/uploadHelpers';
import { allExamples } from './examples';
import {
  codeField,
  expectEnvelope,
  fieldsOf,
  isIdField,
  requestOf,
  send,
  successCode,
  type AnyRequest,
} from './support/anyRequest';
import { checkEveryCase, ENDPOINT_TEST_TIMEOUT } from './support/everyCase';
import { startMock, type MockServer } from './support/mockServer';
import {
  completedOrder,
  dataOf,
  payByWallet,
  placeOrder,
  productInStock,
  shopper,
  type Shopper,
} from './shop/support';

/** Public calls that still act only for the logged-in caller (they answer code 2 themselves). */
const ACTS_FOR_CALLER = ['applyOnlineSign', 'realNameAuth'];

const endpoints = allEndpoints.filter(
  (endpoint) => endpoint.auth === 'user' || ACTS_FOR_CALLER.includes(endpoint.name),
);

interface Owner {
  who: Shopper;
  cartRow: CartItem;
  address: Address;
  /** Unpaid, paid (not shipped), and completed with an invoice requested. */
  orders: Order[];
  completed: Order;
  picture: string;
}

const ORDERS = {
  names: ['unpaid order', 'paid order', 'completed order'],
  values: (owner: Owner) => owner.orders.map((order) => order.orderid),
};
const USERNAME = { names: ['username'], values: (owner: Owner) => [owner.who.user.username] };

/** The owner's values each field may name (what each is, then the values); each is tried. */
const OWNED: Record<string, { names: string[]; values: (owner: Owner) => unknown[] }> = {
  id: {
    names: ['cart row', 'user id'],
    values: (owner) => [owner.cartRow.shoppingCartId, owner.who.user.id],
  },
  addressId: { names: ['address'], values: (owner) => [owner.address.addressid] },
  orderid: ORDERS,
  orderId: ORDERS,
  out_trade_no: ORDERS,
  LogisticsOrderNo: { names: ['tracking number'], values: (owner) => [owner.completed.wuliuId] },
  username: USERNAME,
  createby: USERNAME,
  creatBy: USERNAME,
  imgList: { names: ['uploaded picture'], values: (owner) => [[owner.picture]] },
};

/** Id fields that name shared things (the catalogue, offices, programmes) or new values. */
const NOT_OWNED = [
  'productId',
  'productid',
  'modeId',
  'product_id',
  'WLid',
  'deviceTypeId',
  'contractTypeId',
  'businessPerId',
];

function fieldNamesOf(endpoint: Endpoint): { name: string; inQuery: boolean }[] {
  const body = endpoint.bodyKind === 'json' ? fieldsOf(endpoint.body) : [];
  return [
    ...fieldsOf(endpoint.query).map(({ name }) => ({ name, inQuery: true })),
    ...body.flatMap(({ name, itemFields }) => [
      { name, inQuery: false },
      ...itemFields.map((item) => ({ name: item.name, inQuery: false })),
    ]),
  ];
}

interface Case {
  name: string;
  endpoint: Endpoint;
  field: string;
  inQuery: boolean;
  value: (owner: Owner) => unknown;
}

const cases: Case[] = endpoints.flatMap((endpoint) =>
  fieldNamesOf(endpoint).flatMap(({ name: field, inQuery }) => {
    const owned = OWNED[field];
    return (owned?.names ?? []).map((what, index) => ({
      name: `${endpoint.name} ${field} = the owner's ${what}`,
      endpoint,
      field,
      inQuery,
      value: (owner: Owner) => owned!.values(owner)[index],
    }));
  }),
);

let mock: MockServer;
let owner: Owner;
/** Text found only in the owner's data. */
let markers: string[];

async function ownerState() {
  const { who, completed } = owner;
  return {
    cart: (await who.call(shoppingCartList)).body,
    addresses: (await who.call(addressList)).body,
    orders: (await who.call(orderList)).body,
    invoice: (await who.call(getReceipt, { query: { orderId: completed.orderid } })).body,
    unpaidPayment: (await who.call(wxCheck, { query: { out_trade_no: owner.orders[0]!.orderid } }))
      .body,
    profile: (await mock.call(getUserInfo, { token: who.token })).body,
    session: (await mock.call(tokencheck, { query: { eshoppingtoken: who.token } })).body,
  };
}

let before: Awaited<ReturnType<typeof ownerState>>;

beforeAll(async () => {
  mock = await startMock();
  // Names no other test user's contain, so a leak cannot hide behind a lookalike.
  const who = shopper(mock, {
    username: 'ouyang_owner',
    nickname: '欧阳业主',
    email: 'ouyang.owner@example.com',
    phone: '13912340000',
  });
  const item = await productInStock(mock, 1);
  const cartRow = dataOf<CartItem>(
    await who.call(saveShoppingCart, { body: { productId: item.id, productSells: 3 } }),
  );
  const address = dataOf<Address>(
    await who.call(saveAddress, {
      query: {
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        address: '文三路 90 号东部软件园 owner-only',
        phone: '13912345678',
        addressee: '欧阳业主',
        isNewRecord: 'true',
      },
    }),
  );
  const unpaid = await placeOrder(mock, who);
  const paid = await placeOrder(mock, who);
  await payByWallet(mock, who, paid);
  const completed = await completedOrder(mock, who);
  const invoiceHeader = '业主专属发票抬头有限公司';
  await who.call(createReceipt, {
    body: {
      orderId: completed.orderid,
      receiptType: 0,
      receiptHeader: invoiceHeader,
      taxIdNumber: '91330100MA2B3C4D5E',
    },
  });
  owner = {
    who,
    cartRow,
    address,
    orders: [unpaid, paid, completed],
    completed,
    picture: await uploadedPath(mock, who.token),
  };
  const { user } = who;
  markers = [
    user.id,
    user.username,
    user.email,
    user.phone,
    user.nickname,
    cartRow.shoppingCartId,
    address.addressid,
    address.address,
    address.addressee,
    invoiceHeader,
    completed.wuliuId!,
    owner.picture,
    ...owner.orders.map((order) => order.orderid),
  ];
  before = await ownerState();
});
afterAll(() => mock.close());

it('covers every id field of every endpoint that acts for its caller', () => {
  const unclassified = endpoints.flatMap((endpoint) =>
    fieldNamesOf(endpoint)
      .filter(({ name }) => isIdField(name) && !OWNED[name] && !NOT_OWNED.includes(name))
      .map(({ name }) => `${endpoint.name} ${name}`),
  );
  expect(unclassified).toEqual([]);
});

async function expectNothingOfTheOwners({ endpoint, field, inQuery, value }: Case) {
  const example = allExamples[endpoint.path];
  if (!example) throw new Error(`no example for ${endpoint.path}`);
  // Each example is made by a user of its own: anyone but the owner.
  const request: AnyRequest = requestOf(endpoint, await example(mock));
  const owned = value(owner);
  const sent: AnyRequest = inQuery
    ? { ...request, query: { ...request.query, [field]: String(owned) } }
    : { ...request, body: { ...(request.body as object), [field]: owned } };
  const answer = await send(mock, endpoint, sent);
  const body = expectEnvelope(endpoint, answer);
  const succeeded =
    answer.status === 200 && (!body || body[codeField(endpoint)] === successCode(endpoint));
  if (!succeeded) expect(body?.msg, answer.text).toEqual(expect.stringMatching(/\S/));
  const leaked = markers.filter((marker) => answer.text.includes(marker));
  expect(leaked, answer.text.slice(0, 400)).toEqual([]);
}

describe('each endpoint that acts for its caller', () => {
  const withCases = endpoints.filter((endpoint) => cases.some((c) => c.endpoint === endpoint));
  it.each(withCases.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s, given the owner's ids, refuses or answers nothing of the owner's",
    async (_name, endpoint) => {
      await checkEveryCase(
        cases
          .filter((c) => c.endpoint === endpoint)
          .map((c) => ({ name: c.name, run: () => expectNothingOfTheOwners(c) })),
      );
    },
    ENDPOINT_TEST_TIMEOUT,
  );
});

it("leaves the owner's cart, addresses, orders, invoice, profile and login as they were", async () => {
  expect(await ownerState()).toEqual(before);
});
