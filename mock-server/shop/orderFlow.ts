/**
 * How an order moves between statuses, shared by the customer's calls, the
 * payment pages and the dev actions that play the merchant:
 *
 *   9 unpaid ──pay──▶ 0 not shipped ──ship──▶ 1 shipped ──complete──▶ 2 completed
 *   0, 1, 2 ──refund request──▶ 3 ──approve──▶ 5 refund approved ──▶ 6 refunded
 *   1, 2 ──exchange (return logistics)──▶ 4 ──goods received──▶ 7 in progress ──▶ 8 exchange completed
 *   3 and 4 may also be rejected: back to the status they came from.
 */
import { ORDER_WAY, type Order } from '../../src/api/contract/shop/orders';
import { ORDER_ACTIONS, ORDER_STATUS } from '../../src/domain/orders';
import { formatDateTime } from '../../fixtures/shop/format';
import { shipmentFor } from '../../fixtures/shop/logistics';
import type { OrderRecord, PaymentRecord } from './records';
import { refuse } from './refuse';
import type { ShopState } from './state';

const S = ORDER_STATUS;

/** Who changes an order when the merchant (a dev action) does. */
export const MERCHANT = 'admin';

export function toOrder(record: OrderRecord): Order {
  return {
    orderid: record.orderid,
    orderPay: record.orderPay,
    orderStatus: record.orderStatus,
    orderWay: record.orderWay,
    createBy: record.createBy,
    createDate: record.createDate,
    updateBy: record.updateBy,
    updateDate: record.updateDate,
    payDate: record.payDate,
    picture: record.picture,
    productName: record.productName,
    productSells: record.productSells,
    buyStatus: record.buyStatus,
    wuliuId: record.wuliuId,
    wuliuCompany: record.wuliuCompany,
    returnWuliuId: record.returnWuliuId,
    returnWuliuCompany: record.returnWuliuCompany,
    receiptStatus: record.receiptStatus,
    addressId: record.addressId,
    cartList: record.cartList,
  };
}

/** The merchant's moves, for the dev status action; `back` is the rejection of a request. */
const merchantMoves: Readonly<Record<number, readonly number[]>> = {
  [S.unpaid]: [S.notShipped],
  [S.notShipped]: [S.shipped, S.refund],
  [S.shipped]: [S.completed, S.refund, S.exchange],
  [S.completed]: [S.refund, S.exchange],
  [S.refund]: [S.refundApproved],
  [S.exchange]: [S.exchangeInProgress],
  [S.refundApproved]: [S.refunded],
  [S.exchangeInProgress]: [S.exchangeCompleted],
};

export type PaymentMethod = PaymentRecord['method'];

export interface OrderFlow {
  /** Idempotent: an order no longer unpaid is left as it is. */
  markPaid(orderId: string, method: PaymentMethod): OrderRecord | undefined;
  ship(order: OrderRecord, shipment?: { wuliuId: string; wuliuCompany: string }): OrderRecord;
  complete(order: OrderRecord): OrderRecord;
  requestRefund(order: OrderRecord, by: string): OrderRecord;
  recordReturn(order: OrderRecord, by: string, wuliuId: string, wuliuCompany: string): OrderRecord;
  /** Dev action: any move of the diagram above. */
  move(order: OrderRecord, to: number): OrderRecord;
}

export function createOrderFlow(state: ShopState): OrderFlow {
  const { ctx, orders, payments, live } = state;

  function change(order: OrderRecord, by: string, patch: Partial<OrderRecord>): OrderRecord {
    const updated = orders.update(order.id, {
      ...patch,
      updateBy: by,
      updateDate: formatDateTime(ctx.now()),
    });
    if (!updated) throw refuse('订单不存在', 'Order not found');
    return updated;
  }

  function requireStatus(order: OrderRecord, allowed: readonly number[], zh: string, en: string) {
    if (!allowed.includes(order.orderStatus)) throw refuse(zh, en);
  }

  function markPaid(orderId: string, method: PaymentMethod) {
    const order = orders.get(orderId);
    if (!order || order.orderStatus !== S.unpaid) return order;
    const now = ctx.now();
    const payment = payments.get(orderId);
    if (payment) payments.update(orderId, { paidAt: now, method });
    live.recordSale(order.cartList);
    return change(order, order.createBy, {
      orderStatus: S.notShipped,
      buyStatus: 1,
      payDate: formatDateTime(now),
      orderWay: method === 'wallet' ? ORDER_WAY.walletQr : ORDER_WAY.onlineRedirect,
    });
  }

  function ship(order: OrderRecord, shipment = shipmentFor(order.id)) {
    requireStatus(
      order,
      [S.notShipped],
      '只有待发货的订单可以发货',
      'Only orders not shipped yet can be shipped',
    );
    return change(order, MERCHANT, { ...shipment, orderStatus: S.shipped, shippedAt: ctx.now() });
  }

  function complete(order: OrderRecord) {
    requireStatus(
      order,
      [S.shipped],
      '只有已发货的订单可以完成',
      'Only shipped orders can be completed',
    );
    return change(order, MERCHANT, { orderStatus: S.completed, deliveredAt: ctx.now() });
  }

  function requestRefund(order: OrderRecord, by: string) {
    requireStatus(
      order,
      ORDER_ACTIONS.requestRefund,
      '当前订单状态不能申请退款',
      'A refund cannot be requested for an order in this state',
    );
    return change(order, by, { orderStatus: S.refund, statusBeforeAfterSales: order.orderStatus });
  }

  function recordReturn(order: OrderRecord, by: string, wuliuId: string, wuliuCompany: string) {
    requireStatus(
      order,
      [...ORDER_ACTIONS.requestExchange, ...ORDER_ACTIONS.enterReturnShipment],
      '当前订单状态不能申请换货',
      'An exchange cannot be requested for an order in this state',
    );
    return change(order, by, {
      orderStatus: S.exchange,
      statusBeforeAfterSales: order.statusBeforeAfterSales ?? order.orderStatus,
      returnWuliuId: wuliuId,
      returnWuliuCompany: wuliuCompany,
      returnShippedAt: ctx.now(),
      returnReceivedAt: null,
    });
  }

  function move(order: OrderRecord, to: number): OrderRecord {
    const rejection =
      (order.orderStatus === S.refund || order.orderStatus === S.exchange) &&
      to === order.statusBeforeAfterSales;
    if (rejection)
      return change(order, MERCHANT, { orderStatus: to, statusBeforeAfterSales: null });
    if (!merchantMoves[order.orderStatus]?.includes(to)) {
      throw refuse(
        `订单不能从状态 ${order.orderStatus} 变为 ${to}`,
        `An order cannot move from status ${order.orderStatus} to ${to}`,
      );
    }
    switch (to) {
      case S.notShipped:
        return (
          markPaid(order.id, order.orderWay === ORDER_WAY.onlineRedirect ? 'redirect' : 'wallet') ??
          order
        );
      case S.shipped:
        return ship(order);
      case S.completed:
        return complete(order);
      case S.refund:
        return requestRefund(order, MERCHANT);
      case S.exchange:
        return change(order, MERCHANT, {
          orderStatus: to,
          statusBeforeAfterSales: order.orderStatus,
        });
      case S.exchangeInProgress:
        return change(order, MERCHANT, { orderStatus: to, returnReceivedAt: ctx.now() });
      default:
        return change(order, MERCHANT, { orderStatus: to });
    }
  }

  return { markPaid, ship, complete, requestRefund, recordReturn, move };
}
