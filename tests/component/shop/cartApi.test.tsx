import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../contract/support/mockServer';
import {
  addToCart,
  fetchCart,
  isShopNotLoggedIn,
  removeCartRows,
  setCartQuantity,
} from '../../../src/api/cart';
import { fetchProducts, type Product } from '../../../src/api/catalogue';
import { storage } from '../../../src/lib/storage';
import { startAppMock } from '../../support/renderApp';

let mock: MockServer;
let first: Product;
let second: Product;
beforeAll(async () => {
  mock = await startAppMock();
  const inStock = (await fetchProducts('zh')).filter((p) => p.productSku > 10);
  if (!inStock[0] || !inStock[1]) throw new Error('the mock has too little stock');
  [first, second] = [inStock[0], inStock[1]];
});
afterAll(() => mock.close());

describe('cart API', () => {
  it('adds, raises, sets, lists and removes rows of the logged-in customer', async () => {
    storage.usertoken.set(mock.createUser().token);
    const row = await addToCart({ productId: first.id, quantity: 2 });
    expect(row.productNumber).toBe(2);
    expect((await addToCart({ productId: first.id, quantity: 1 })).productNumber).toBe(3);
    await addToCart({ productId: second.id, quantity: 1 });
    const set = await setCartQuantity({
      rowId: row.shoppingCartId,
      productId: first.id,
      quantity: 5,
    });
    expect(set.productNumber).toBe(5);
    const cart = await fetchCart('en');
    expect(cart.map((item) => item.id).sort()).toEqual(
      [`${first.id}_en`, `${second.id}_en`].sort(),
    );
    const remaining = await removeCartRows([row.shoppingCartId]);
    expect(remaining.map((item) => item.id)).toEqual([second.id]);
  });

  it('rejects with the shop statuscode when the token is not valid', async () => {
    storage.usertoken.set('not-a-token');
    const error = await fetchCart().catch((reason: unknown) => reason);
    expect(isShopNotLoggedIn(error)).toBe(true);
  });

  it('rejects a refusal (unknown row) as a business error that is not "not logged in"', async () => {
    storage.usertoken.set(mock.createUser().token);
    const error = await removeCartRows(['no-such-row']).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ kind: 'business', details: { code: 0 } });
    expect(isShopNotLoggedIn(error)).toBe(false);
  });
});
