/** The cart: adding, raising, setting and removing rows, within 1..stock, for the caller only. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../../src/api/contract/shop/cart';
import {
  saveShoppingCart,
  shoppingCartDelete,
  shoppingCartList,
} from '../../../src/api/contract/shop/cart';
import type { Product } from '../../../src/api/contract/shop/catalogue';
import { startMock, type MockServer } from '../support/mockServer';
import {
  clearScenarios,
  dataOf,
  devPost,
  productInStock,
  setScenario,
  shopper,
  type Shopper,
} from './support';

let mock: MockServer;
let item: Product;
beforeAll(async () => {
  mock = await startMock();
  item = await productInStock(mock);
});
afterAll(() => mock.close());
afterEach(() => clearScenarios(mock));

const add = (who: Shopper, productSells: number | string, extra: object = {}) =>
  who.call(saveShoppingCart, {
    body: { productId: item.id, productName: item.productName, productSells, ...extra },
  });
const cartOf = async (who: Shopper, language?: string) =>
  dataOf<CartItem[]>(await who.call(shoppingCartList, { query: { language } }));

describe('saveShoppingCart', () => {
  it('adds a product, and the same product again raises its quantity', async () => {
    const who = shopper(mock);
    const first = await add(who, 2);
    expect(first.body).toMatchObject({ statuscode: 1, data: { id: item.id, productNumber: 2 } });
    await add(who, 3);
    const cart = await cartOf(who);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      id: item.id,
      productName: item.productName,
      productPrice: item.productPrice,
      productNumber: 5,
      shoppingCartId: dataOf<CartItem>(first).shoppingCartId,
    });
  });

  it('sets the quantity of a row with `id` (the cart stepper)', async () => {
    const who = shopper(mock);
    const row = dataOf<CartItem>(await add(who, 4));
    const set = await add(who, 1, { id: row.shoppingCartId });
    expect(dataOf<CartItem>(set).productNumber).toBe(1);
    expect((await cartOf(who))[0]?.productNumber).toBe(1);
  });

  it('counts the English and Chinese ids as one product, shown in the language asked for', async () => {
    const who = shopper(mock);
    await add(who, 1);
    await who.call(saveShoppingCart, { body: { productId: `${item.id}_en`, productSells: 1 } });
    const cart = await cartOf(who, 'zh');
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ id: item.id, productNumber: 2 });
    expect((await cartOf(who, 'en'))[0]?.id).toBe(`${item.id}_en`);
  });

  it('keeps the quantity within the stock', async () => {
    const who = shopper(mock);
    const scarce = await productInStock(mock, 5);
    await devPost(mock, `/__mock/products/${scarce.id}`, { productSku: 5 });
    const addScarce = (productSells: number) =>
      who.call(saveShoppingCart, { body: { productId: scarce.id, productSells } });
    expect((await addScarce(6)).body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('Only 5 can be bought'),
    });
    expect((await addScarce(4)).body).toMatchObject({ statuscode: 1 });
    expect((await addScarce(2)).body).toMatchObject({ statuscode: 0 });
    expect((await cartOf(who))[0]?.productNumber).toBe(4);
  });

  it('refuses a product out of stock, off the shelf or unknown', async () => {
    const who = shopper(mock);
    const other = await productInStock(mock, 3);
    await devPost(mock, `/__mock/products/${other.id}`, { productSku: 0 });
    expect(
      (await who.call(saveShoppingCart, { body: { productId: other.id, productSells: 1 } })).body,
    ).toMatchObject({ statuscode: 0, msg: expect.stringContaining('out of stock') });

    const shelved = await productInStock(mock, 4);
    await devPost(mock, `/__mock/products/${shelved.id}`, { uploadStatus: 0 });
    expect(
      (await who.call(saveShoppingCart, { body: { productId: shelved.id, productSells: 1 } })).body,
    ).toMatchObject({ statuscode: 0, msg: expect.stringContaining('not on sale') });

    expect(
      (await who.call(saveShoppingCart, { body: { productId: 'nope', productSells: 1 } })).body,
    ).toMatchObject({ statuscode: 0, msg: expect.stringContaining('Product not found') });
    expect(await cartOf(who)).toEqual([]);
  });

  it('refuses while the stockZero scenario is on', async () => {
    const who = shopper(mock);
    await setScenario(mock, { kind: 'stockZero', path: 'saveShoppingCart' });
    expect((await add(who, 1)).body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('out of stock'),
    });
    expect((await add(who, 1)).body).toMatchObject({ statuscode: 1 });
  });

  it.each([
    ['no productId', { productSells: 1 }],
    ['no quantity', { productId: '1001' }],
    ['quantity 0', { productId: '1001', productSells: 0 }],
    ['a fractional quantity', { productId: '1001', productSells: 1.5 }],
    ['a quantity as words', { productId: '1001', productSells: 'two' }],
    ['a blank productId', { productId: '  ', productSells: 1 }],
  ])('answers 400 for %s', async (_case, body) => {
    const answer = await shopper(mock).call(saveShoppingCart, { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statuscode: 0, data: null });
  });

  it('refuses a row id of another user or of another product', async () => {
    const owner = shopper(mock);
    const row = dataOf<CartItem>(await add(owner, 1));
    const intruder = shopper(mock);
    expect((await add(intruder, 5, { id: row.shoppingCartId })).body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('Cart row not found'),
    });
    const other = await productInStock(mock, 1);
    const mismatch = await owner.call(saveShoppingCart, {
      body: { productId: other.id, productSells: 1, id: row.shoppingCartId },
    });
    expect(mismatch.status).toBe(400);
    expect((await cartOf(owner))[0]?.productNumber).toBe(1);
  });

  it('needs a login (statuscode 2)', async () => {
    const answer = await mock.call(saveShoppingCart, {
      body: { productId: item.id, productSells: 1 },
    });
    expect(answer.body).toMatchObject({ statuscode: 2 });
    const expired = await mock.call(shoppingCartList, {
      query: { eshoppingtoken: 'f'.repeat(48) },
    });
    expect(expired.body).toMatchObject({ statuscode: 2 });
  });
});

describe('shoppingCartDelete', () => {
  it('removes one row or several at once and answers the remaining cart', async () => {
    const who = shopper(mock);
    const rows: CartItem[] = [];
    for (const index of [0, 1, 2]) {
      const product = await productInStock(mock, index);
      rows.push(
        dataOf<CartItem>(
          await who.call(saveShoppingCart, { body: { productId: product.id, productSells: 1 } }),
        ),
      );
    }
    const one = await who.call(shoppingCartDelete, { query: { id: rows[0]!.shoppingCartId } });
    expect(dataOf<CartItem[]>(one)).toHaveLength(2);
    const both = await who.call(shoppingCartDelete, {
      query: { id: `${rows[1]!.shoppingCartId}, ${rows[2]!.shoppingCartId}` },
    });
    expect(both.body).toMatchObject({ statuscode: 1, data: [] });
  });

  it("refuses unknown rows and another user's rows, removing none", async () => {
    const owner = shopper(mock);
    const row = dataOf<CartItem>(await add(owner, 1));
    const intruder = shopper(mock);
    const mine = dataOf<CartItem>(await add(intruder, 1));
    const answer = await intruder.call(shoppingCartDelete, {
      query: { id: `${mine.shoppingCartId},${row.shoppingCartId}` },
    });
    expect(answer.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('Cart row not found'),
    });
    expect(await cartOf(owner)).toHaveLength(1);
    expect(await cartOf(intruder)).toHaveLength(1);
    expect((await intruder.call(shoppingCartDelete, { query: { id: ',' } })).status).toBe(400);
    expect((await intruder.call(shoppingCartDelete)).status).toBe(400);
  });
});
