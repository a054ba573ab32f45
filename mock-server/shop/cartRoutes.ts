/** The cart: one row per product and user, quantity within 1..stock. */
import type { Application } from 'express';
import type { Locale } from '../../src/i18n/locales';
import {
  MAX_CART_QUANTITY,
  saveShoppingCart,
  shoppingCartDelete,
  shoppingCartList,
  type CartItem,
} from '../../src/api/contract/shop/cart';
import { MAX_ORDER_LINES } from '../../src/api/contract/shop/orders';
import { serve } from '../http/serve';
import { newRecordId } from './ids';
import { isOnSale } from './liveCatalogue';
import type { CartRecord } from './records';
import { badInput, refuse, success } from './refuse';
import type { ShopState } from './state';
import { baseId, idForLocale } from '../../src/i18n/localeIds';

const rowNotFound = () => refuse('购物车记录不存在', 'Cart row not found');

export function registerCartRoutes(app: Application, state: ShopState): void {
  const { ctx, carts, live } = state;

  function cartOf(ownerId: string, stockZero: boolean, locale?: Locale): CartItem[] {
    return carts
      .filter((row) => row.ownerId === ownerId)
      .sort((a, b) => b.addedAt - a.addedAt)
      .flatMap((row) => {
        const id = locale ? idForLocale(baseId(row.productId), locale) : row.productId;
        const item = live.product(id, stockZero);
        return item ? [{ ...item, shoppingCartId: row.id, productNumber: row.productNumber }] : [];
      });
  }

  serve(app, ctx, saveShoppingCart, ({ body, req, user }) => {
    const me = user();
    const item = live.product(body.productId, ctx.scenarios.isActive('stockZero', req.path));
    if (!item) throw refuse('商品不存在', 'Product not found');
    if (!isOnSale(item))
      throw refuse('该商品未上架或未通过审核，暂不可购买', 'This product is not on sale');
    if (item.productSku <= 0)
      throw refuse('商品库存不足，暂时无法购买', 'This product is out of stock');

    const rowId = body.id?.trim();
    const mine = (row: CartRecord) => row.ownerId === me.id;
    const sameProduct = (row: CartRecord) => baseId(row.productId) === baseId(item.id);
    const row = rowId
      ? carts.get(rowId)
      : carts.find((candidate) => mine(candidate) && sameProduct(candidate));
    if (rowId && (!row || !mine(row))) throw rowNotFound();
    if (rowId && row && !sameProduct(row)) {
      throw badInput('购物车记录与商品不符', 'The cart row holds another product');
    }

    const quantity = rowId ? body.productSells : (row?.productNumber ?? 0) + body.productSells;
    const limit = Math.min(item.productSku, MAX_CART_QUANTITY);
    if (quantity > limit) {
      throw refuse(`库存不足，最多可购买 ${limit} 件`, `Only ${limit} can be bought`);
    }
    if (!row && carts.filter(mine).length >= MAX_ORDER_LINES) {
      throw refuse(
        `购物车最多保存 ${MAX_ORDER_LINES} 种商品`,
        `The cart holds at most ${MAX_ORDER_LINES} products`,
      );
    }
    const saved = row
      ? carts.update(row.id, { productNumber: quantity, productId: item.id })
      : carts.insert({
          id: newRecordId(),
          ownerId: me.id,
          productId: item.id,
          productNumber: quantity,
          addedAt: ctx.now(),
        });
    if (!saved) throw rowNotFound();
    return success({ ...item, shoppingCartId: saved.id, productNumber: saved.productNumber });
  });

  serve(app, ctx, shoppingCartList, ({ query, req, user }) =>
    success(cartOf(user().id, ctx.scenarios.isActive('stockZero', req.path), query.language)),
  );

  serve(app, ctx, shoppingCartDelete, ({ query, user }) => {
    const me = user();
    const ids = [...new Set(query.id.split(',').map((id) => id.trim()))].filter(Boolean);
    if (ids.length === 0)
      throw badInput('请指定要删除的购物车记录', 'Name the cart rows to delete');
    // All or nothing: one foreign or unknown id refuses the whole call.
    if (ids.some((id) => carts.get(id)?.ownerId !== me.id)) throw rowNotFound();
    for (const id of ids) carts.remove(id);
    return success(cartOf(me.id, false));
  });
}
