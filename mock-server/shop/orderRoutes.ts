/** Placing, listing and deleting the caller's orders. */
import type { Application } from 'express';
import {
  deleteOrder,
  ORDER_WAY,
  orderList,
  saveOrder,
  type OrderLine,
} from '../../src/api/contract/shop/orders';
import { allowsAction, ORDER_STATUS, RECEIPT_STATUS } from '../../src/domain/orders';
import { formatDateTime } from '../../fixtures/shop/format';
import { fromCents, toCents } from '../../src/domain/money';
import { serve } from '../http/serve';
import { isOnSale } from './liveCatalogue';
import { toOrder } from './orderFlow';
import { badInput, refuse, success } from './refuse';
import { ownOrder, type ShopState } from './state';
import { baseId, localeOfId } from '../../src/i18n/localeIds';

const yuan = (cents: number) => `¥${fromCents(cents).toFixed(2)}`;

export function registerOrderRoutes(app: Application, state: ShopState): void {
  const { ctx, orders, addresses, payments, live } = state;

  serve(app, ctx, saveOrder, ({ body, req, user }) => {
    const me = user();
    if (body.orderStatus !== undefined && body.orderStatus !== ORDER_STATUS.unpaid) {
      throw badInput(
        '新订单的状态必须为 9（待付款）',
        'A new order must have orderStatus 9 (unpaid)',
      );
    }
    const baseIds = body.cartList.map((line) => baseId(line.productId));
    if (new Set(baseIds).size !== baseIds.length) {
      throw badInput('同一商品在订单中出现了多次', 'A product appears more than once in cartList');
    }
    if (orders.get(body.orderid)) throw refuse('订单号已存在', 'This order number is already used');
    const address = addresses.get(body.addressId);
    if (!address || address.ownerId !== me.id) throw refuse('收货地址不存在', 'Address not found');

    const stockZero = ctx.scenarios.isActive('stockZero', req.path);
    const pictures: string[] = [];
    const lines: OrderLine[] = body.cartList.map((line) => {
      const item = live.product(line.productId, stockZero);
      if (!item)
        throw refuse(`商品不存在：${line.productId}`, `Product not found: ${line.productId}`);
      const name = item.productName;
      if (!isOnSale(item))
        throw refuse(
          `商品已下架：${name}，请移除后再下单`,
          `${name} is not on sale; remove it first`,
        );
      if (item.productSku < line.buyNum) {
        throw refuse(
          `商品库存不足：${name}（剩余 ${item.productSku} 件）`,
          `Not enough stock of ${name} (${item.productSku} left)`,
        );
      }
      if (toCents(line.productPrice) !== toCents(item.productPrice)) {
        throw refuse(
          `商品价格已变动：${name}，请刷新后重新下单`,
          `The price of ${name} has changed; refresh and order again`,
        );
      }
      pictures.push(item.productPicture);
      return {
        productName: name,
        productId: item.id,
        modeId: item.modeId,
        modeName: item.modeName,
        buyNum: line.buyNum,
        productPrice: item.productPrice,
      };
    });
    const totalCents = lines.reduce(
      (sum, line) => sum + toCents(line.productPrice) * line.buyNum,
      0,
    );
    if (toCents(body.orderPay) !== totalCents) {
      throw refuse(
        `订单金额不符，应付 ${yuan(totalCents)}`,
        `The order total should be ${yuan(totalCents)}`,
      );
    }

    const now = formatDateTime(ctx.now());
    const separator = localeOfId(lines[0]?.productId ?? '') === 'zh' ? '、' : ', ';
    const saved = orders.insert({
      id: body.orderid,
      ownerId: me.id,
      orderid: body.orderid,
      orderPay: fromCents(totalCents),
      orderStatus: ORDER_STATUS.unpaid,
      orderWay: body.orderWay ?? ORDER_WAY.notChosen,
      createBy: me.username,
      createDate: now,
      updateBy: me.username,
      updateDate: now,
      payDate: null,
      picture: pictures[0] ?? '',
      productName: lines.map((line) => line.productName).join(separator),
      productSells: lines.reduce((sum, line) => sum + line.buyNum, 0),
      buyStatus: 0,
      wuliuId: null,
      wuliuCompany: null,
      returnWuliuId: null,
      returnWuliuCompany: null,
      receiptStatus: RECEIPT_STATUS.none,
      addressId: address.id,
      cartList: lines,
      shippedAt: null,
      deliveredAt: null,
      returnShippedAt: null,
      returnReceivedAt: null,
      statusBeforeAfterSales: null,
    });
    return success(toOrder(saved));
  });

  serve(app, ctx, orderList, ({ query, user }) => {
    const me = user();
    const status = query.orderStatus === '' ? undefined : query.orderStatus;
    const orderId = query.orderid?.trim();
    const mine = orders.filter(
      (order) =>
        order.ownerId === me.id &&
        (status === undefined || order.orderStatus === status) &&
        (!orderId || order.orderid === orderId),
    );
    // Newest first; the dates have one-second resolution, so ties keep the newer insert first.
    const newestFirst = mine.reverse().sort((a, b) => b.createDate.localeCompare(a.createDate));
    return success(newestFirst.map(toOrder));
  });

  serve(app, ctx, deleteOrder, ({ query, user }) => {
    const order = ownOrder(state, user(), query.orderId);
    if (!allowsAction(order.orderStatus, 'delete')) {
      throw refuse('只能删除待付款的订单', 'Only unpaid orders can be deleted');
    }
    orders.remove(order.id);
    payments.remove(order.id);
    return success(null);
  });
}
