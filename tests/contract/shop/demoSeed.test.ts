/** On a fresh state the demo account gets addresses and orders across the tabs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../../src/api/contract/shop/addresses';
import { addressList } from '../../../src/api/contract/shop/addresses';
import type { LogisticsEntry } from '../../../src/api/contract/shop/afterSales/afterSales';
import { wuliuFormGet } from '../../../src/api/contract/shop/afterSales/afterSales';
import type { Order } from '../../../src/api/contract/shop/orders';
import { orderList } from '../../../src/api/contract/shop/orders';
import type { Invoice } from '../../../src/api/contract/shop/afterSales/receipts';
import { getReceipt } from '../../../src/api/contract/shop/afterSales/receipts';
import { seedDemoShop } from '../../../mock-server/shop/seedDemo';
import { createShopState } from '../../../mock-server/shop/state';
import { USERS, type UserRecord } from '../../../mock-server/state/records';
import { startMock, type MockServer } from '../support/mockServer';
import { dataOf } from './support';

let mock: MockServer;
let token: string;
beforeAll(async () => {
  mock = await startMock();
  const ctx = mock.app.mock;
  let demo = ctx.store.collection<UserRecord>(USERS).find((user) => user.username === 'demo');
  // The account domain seeds `demo` before the shop registers; without it, seed the shop part here.
  if (!demo) {
    demo = mock.createUser({ username: 'demo' }).user;
    seedDemoShop(createShopState(ctx));
  }
  token = ctx.sessions.open(demo.id).id;
});
afterAll(() => mock.close());

const call = (endpoint: Parameters<MockServer['call']>[0], query: Record<string, string> = {}) =>
  mock.call(endpoint, { token, query: { eshoppingtoken: token, ...query } });

describe('the demo account', () => {
  it('has two addresses and eight orders across unpaid, not shipped, shipped and completed', async () => {
    const addresses = dataOf<Address[]>(await call(addressList));
    expect(addresses).toHaveLength(2);
    expect(addresses.every((address) => /^1[3-9]\d{9}$/.test(address.phone))).toBe(true);

    const orders = dataOf<Order[]>(await call(orderList));
    expect(orders.map((order) => order.orderStatus).sort()).toEqual([0, 1, 1, 2, 2, 2, 9, 9]);
    const ids = new Set(addresses.map((address) => address.addressid));
    expect(
      orders.every((order) => ids.has(order.addressId) && /^\d{18}$/.test(order.orderid)),
    ).toBe(true);
    const completed = orders.filter((order) => order.orderStatus === 2);
    expect(completed.map((order) => order.receiptStatus).sort()).toEqual([0, 1, 2]);
  });

  it('has invoices to edit and to download, and shipments with trails', async () => {
    const orders = dataOf<Order[]>(await call(orderList));
    for (const order of orders.filter((candidate) => candidate.receiptStatus > 0)) {
      const invoice = dataOf<Invoice>(await call(getReceipt, { orderId: order.orderid }));
      expect(invoice.receiptStatus).toBe(order.receiptStatus);
      if (order.receiptStatus === 2) {
        const pdf = await mock.raw(invoice.receiptUrl!);
        expect(pdf.text.startsWith('%PDF-')).toBe(true);
      }
    }
    for (const order of orders.filter((candidate) => candidate.wuliuId)) {
      const trail = dataOf<LogisticsEntry[]>(
        await call(wuliuFormGet, { LogisticsOrderNo: order.wuliuId! }),
      );
      expect(trail.length).toBeGreaterThan(3);
      if (order.orderStatus === 2) expect(trail.at(-1)?.AcceptStation).toContain('签收');
    }
  });
});
