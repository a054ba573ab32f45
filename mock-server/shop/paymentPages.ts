/**
 * The payment providers, played by the mock: a wallet page (what the QR code
 * opens) and an online gateway page (where the redirect form lands). Each
 * shows the amount and a "confirm payment" button that marks the order paid.
 */
import type { Application, Response } from 'express';
import { escapeHtml, htmlPage } from './html';
import type { OrderFlow, PaymentMethod } from './orderFlow';
import { GATEWAY_PAGE, WALLET_PAGE } from './paymentRoutes';
import type { OrderRecord, PaymentRecord } from './records';
import type { ShopState } from './state';

/** Where the gateway sends the customer back after paying (the app's hash route). */
export const PAY_SUCCESS_ROUTE = '/#/payView';

function field(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function sendPage(res: Response, status: number, title: string, body: string) {
  res.status(status).type('html').send(htmlPage(title, body));
}

const notFound = (res: Response) =>
  sendPage(
    res,
    404,
    '交易不存在 / Trade not found',
    '<h1>交易不存在 · Trade not found</h1><p class="muted">请回到商城重新发起支付 · Start the payment again from the shop.</p>',
  );

function summary(order: OrderRecord, payment: PaymentRecord): string {
  return `<p class="muted">瑞驰物联商城 · Reach IoT Store</p><p>${escapeHtml(payment.subject)}</p><p class="amount">¥${order.orderPay.toFixed(2)}</p><p class="muted">订单号 · Order No. ${order.id}</p>`;
}

const confirmForm = (action: string, name: string, trade: string) =>
  `<form method="POST" action="${action}"><input type="hidden" name="${name}" value="${trade}"><button type="submit">确认支付 · Confirm payment</button></form>`;

const alreadyPaid = '<p><strong>该订单已支付 · This order is paid</strong></p>';

export function registerPaymentPages(app: Application, state: ShopState, flow: OrderFlow): void {
  const { ctx, payments, orders } = state;

  /** A trade the customer started with this method; anything else is unknown here. */
  function tradeOf(value: string | undefined, method: PaymentMethod) {
    if (!value || !/^\d{18}$/.test(value)) return undefined;
    const payment = payments.get(value);
    const order = orders.get(value);
    return payment?.method === method && order ? { payment, order } : undefined;
  }

  app.get(WALLET_PAGE, (req, res) => {
    const trade = tradeOf(field(req.query, 'trade'), 'wallet');
    if (!trade) return notFound(res);
    const action =
      trade.order.buyStatus === 1
        ? alreadyPaid
        : confirmForm(`${WALLET_PAGE}/confirm`, 'trade', trade.order.id);
    sendPage(
      res,
      200,
      '模拟钱包 / Mock wallet',
      `<h1>模拟钱包 · Mock wallet</h1>${summary(trade.order, trade.payment)}${action}`,
    );
  });

  app.post(`${WALLET_PAGE}/confirm`, (req, res) => {
    const trade = tradeOf(field(req.body, 'trade'), 'wallet');
    if (!trade) return notFound(res);
    if (ctx.scenarios.isActive('paymentNeverConfirms', req.path)) {
      return sendPage(
        res,
        200,
        '支付未确认 / Payment not confirmed',
        '<h1>支付未确认 · Payment not confirmed</h1><p class="muted">模拟场景 paymentNeverConfirms 已开启 · The paymentNeverConfirms scenario is on.</p>',
      );
    }
    flow.markPaid(trade.order.id, 'wallet');
    sendPage(
      res,
      200,
      '支付成功 / Payment successful',
      `<h1>支付成功 · Payment successful</h1>${summary(trade.order, trade.payment)}<p class="muted">请回到商城页面，页面会自动跳转 · Go back to the shop page; it moves on by itself.</p>`,
    );
  });

  const gateway = (source: unknown, res: Response) => {
    const trade = tradeOf(field(source, 'out_trade_no'), 'redirect');
    if (!trade) return notFound(res);
    const action =
      trade.order.buyStatus === 1
        ? alreadyPaid
        : confirmForm(`${GATEWAY_PAGE}/confirm`, 'out_trade_no', trade.order.id);
    sendPage(
      res,
      200,
      '模拟支付网关 / Mock payment gateway',
      `<h1>模拟支付网关 · Mock payment gateway</h1>${summary(trade.order, trade.payment)}${action}<p class="muted"><a href="/#/buyTab">返回商城 · Back to the shop</a></p>`,
    );
  };
  app.post(GATEWAY_PAGE, (req, res) => gateway(req.body, res));
  app.get(GATEWAY_PAGE, (req, res) => gateway(req.query, res));

  app.post(`${GATEWAY_PAGE}/confirm`, (req, res) => {
    const trade = tradeOf(field(req.body, 'out_trade_no'), 'redirect');
    if (!trade) return notFound(res);
    flow.markPaid(trade.order.id, 'redirect');
    res.redirect(303, PAY_SUCCESS_ROUTE);
  });
}
