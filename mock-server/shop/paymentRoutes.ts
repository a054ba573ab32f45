/** Starting and checking payments: wallet QR (WXPAY, wxcheck) and online redirect (pay). */
import type { Application } from 'express';
import { allowsAction } from '../../src/domain/orders';
import { redirectPay, wxCheck, wxPay } from '../../src/api/contract/shop/payment';
import { toCents } from '../../src/domain/money';
import type { UserRecord } from '../state/records';
import { HANDLED, serve } from '../http/serve';
import { escapeHtml } from './html';
import type { OrderFlow, PaymentMethod } from './orderFlow';
import type { OrderRecord } from './records';
import { refuse, success } from './refuse';
import { ownOrder, type ShopState } from './state';

/** The shop's merchant number at the wallet provider. */
export const MERCHANT_ID = '1623958802';
export const WALLET_PAGE = '/__mock/wallet';
export const GATEWAY_PAGE = '/__mock/gateway';

export function registerPaymentRoutes(app: Application, state: ShopState, flow: OrderFlow): void {
  const { ctx, payments } = state;

  function payable(user: UserRecord, orderId: string): OrderRecord {
    const order = ownOrder(state, user, orderId);
    if (!allowsAction(order.orderStatus, 'pay')) {
      throw refuse('该订单不是待付款状态', 'This order is not awaiting payment');
    }
    return order;
  }

  /** One payment per order; starting again (another method, a new QR) replaces it. */
  function start(order: OrderRecord, method: PaymentMethod, subject: string) {
    const record = {
      ownerId: order.ownerId,
      method,
      subject,
      amountCents: toCents(order.orderPay),
      createdAt: ctx.now(),
      paidAt: null,
    };
    if (payments.get(order.id)) payments.update(order.id, record);
    else payments.insert({ id: order.id, ...record });
  }

  serve(app, ctx, wxPay, ({ body, user }) => {
    const order = payable(user(), body.out_trade_no);
    const expected = toCents(order.orderPay);
    if (body.total_fee !== expected) {
      throw refuse(`支付金额不符，应为 ${expected} 分`, `total_fee should be ${expected} (cents)`);
    }
    if (!order.cartList.some((line) => line.productId === body.product_id)) {
      throw refuse(
        `商品 ${body.product_id} 不在该订单中`,
        `product_id ${body.product_id} is not a product of this order`,
      );
    }
    start(order, 'wallet', body.body);
    const { autopayMs } = ctx.options;
    if (autopayMs !== null) {
      // Unref'd: a pending automatic payment never keeps a stopping mock alive.
      setTimeout(() => {
        if (!ctx.scenarios.isActive('paymentNeverConfirms', wxPay.path))
          flow.markPaid(order.id, 'wallet');
      }, autopayMs).unref();
    }
    return success({ code_url: `${WALLET_PAGE}?trade=${order.id}`, mch_id: MERCHANT_ID });
  });

  serve(app, ctx, wxCheck, ({ query, req, user }) => {
    const order = ownOrder(state, user(), query.out_trade_no);
    if (ctx.scenarios.isActive('paymentNeverConfirms', req.path)) return success('0' as const);
    return success(order.buyStatus === 1 ? ('1' as const) : ('0' as const));
  });

  serve(app, ctx, redirectPay, ({ body, res, user }) => {
    const order = payable(user(), body.out_trade_no);
    if (toCents(body.total_amount) !== toCents(order.orderPay)) {
      throw refuse(
        `支付金额不符，应为 ${order.orderPay.toFixed(2)} 元`,
        `total_amount should be ${order.orderPay.toFixed(2)}`,
      );
    }
    start(order, 'redirect', body.subject);
    const field = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    // A fragment like a payment provider SDK's: the client inserts it and the form submits itself.
    const form = `<form name="punchout_form" action="${GATEWAY_PAGE}" method="POST">${field('out_trade_no', order.id)}${field('total_amount', order.orderPay.toFixed(2))}${field('subject', body.subject)}<input type="submit" value="立即支付 / Pay now" style="display:none"></form><script>document.forms['punchout_form'].submit();</script>`;
    res.type('html').send(form);
    return HANDLED;
  });
}
