/** Refund requests, the return shipment of an exchange, and logistics trails. */
import type { Application } from 'express';
import { returnPay, wlForm, wuliuFormGet } from '../../src/api/contract/shop/afterSales/afterSales';
import { logisticsTrail, type Leg } from '../../fixtures/shop/logistics';
import { serve } from '../http/serve';
import { toOrder, type OrderFlow } from './orderFlow';
import type { OrderRecord } from './records';
import { refuse, success } from './refuse';
import { ownOrder, type ShopState } from './state';

/** The caller's shipment with this tracking number: a delivery or an exchange's return. */
function legOf(order: OrderRecord, trackingNo: string): Leg | undefined {
  const same = (candidate: string | null) => candidate?.toUpperCase() === trackingNo.toUpperCase();
  if (same(order.wuliuId) && order.shippedAt !== null) {
    return {
      trackingNo,
      company: order.wuliuCompany ?? '',
      direction: 'outbound',
      startedAt: order.shippedAt,
      deliveredAt: order.deliveredAt,
    };
  }
  if (same(order.returnWuliuId) && order.returnShippedAt !== null) {
    return {
      trackingNo,
      company: order.returnWuliuCompany ?? '',
      direction: 'return',
      startedAt: order.returnShippedAt,
      deliveredAt: order.returnReceivedAt,
    };
  }
  return undefined;
}

export function registerAfterSalesRoutes(
  app: Application,
  state: ShopState,
  flow: OrderFlow,
): void {
  const { ctx, orders } = state;

  serve(app, ctx, returnPay, ({ query, user }) => {
    const me = user();
    return success(toOrder(flow.requestRefund(ownOrder(state, me, query.orderId), me.username)));
  });

  serve(app, ctx, wlForm, ({ query, user }) => {
    const me = user();
    const order = ownOrder(state, me, query.orderId);
    return success(toOrder(flow.recordReturn(order, me.username, query.WLid, query.WLcompany)));
  });

  serve(app, ctx, wuliuFormGet, ({ query, user }) => {
    const me = user();
    for (const order of orders.filter((candidate) => candidate.ownerId === me.id)) {
      const leg = legOf(order, query.LogisticsOrderNo);
      if (leg) return success(logisticsTrail(leg, ctx.now(), query.language ?? 'zh'));
    }
    throw refuse('未查询到该运单的物流信息', 'No logistics information for this tracking number');
  });
}
