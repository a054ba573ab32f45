/**
 * The payment providers, played by the mock: a wallet page (what the QR code
 * opens) and an online gateway page (where the redirect form lands). Each
 * shows the amount and three answers a real provider can give: confirm (the
 * order is paid), decline (the trade is closed: the order stays unpaid and a new
 * payment must be started) and leave it pending (nothing changes; the customer
 * may come back and decide). docs/decisions.md: "Declined payments".
 */
import type { Application, Response } from 'express';
import { escapeHtml, htmlPage } from './html';
import type { OrderFlow, PaymentMethod } from './orderFlow';
import { GATEWAY_PAGE, WALLET_PAGE } from './paymentRoutes';
import type { OrderRecord, PaymentRecord } from './records';
import type { ShopState } from './state';

/** Where the gateway sends the customer back after paying (the app's hash route). */
export const PAY_SUCCESS_ROUTE = '/#/payView';
/** Where an unpaid order is listed: the orders' unpaid tab (status 9, spec §4). */
export const UNPAID_ORDERS_ROUTE = '/#/buyTab?status=9';

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

const answerForm = (action: string, name: string, trade: string, label: string, style = '') =>
  `<form method="POST" action="${action}"><input type="hidden" name="${name}" value="${trade}"><button type="submit"${style}>${label}</button></form>`;

/** Confirm, decline or leave pending: `page` is the provider page's path, each answer a sub-path. */
const answerForms = (page: string, name: string, trade: string) =>
  `<div class="answers">${answerForm(`${page}/confirm`, name, trade, '确认支付 · Confirm payment')}${answerForm(`${page}/decline`, name, trade, '拒绝支付 · Decline', ' class="secondary"')}${answerForm(`${page}/pending`, name, trade, '暂不处理 · Leave it pending', ' class="secondary"')}</div>`;

const declinedPage = (res: Response, back: string) =>
  sendPage(
    res,
    200,
    '支付已拒绝 / Payment declined',
    `<h1>支付已拒绝 · Payment declined</h1><p class="muted">订单仍为待付款，可在商城重新发起支付 · The order stays unpaid; start the payment again from the shop.</p>${back}`,
  );

const pendingPage = (res: Response, again: string, back: string) =>
  sendPage(
    res,
    200,
    '支付待处理 / Payment pending',
    `<h1>支付待处理 · Payment pending</h1><p class="muted">支付既未确认也未拒绝 · The payment is neither confirmed nor declined.</p><p><a href="${again}">回到支付页面 · Back to the payment page</a></p>${back}`,
  );

const backToShop = `<p class="muted"><a href="${UNPAID_ORDERS_ROUTE}">返回商城 · Back to the shop</a></p>`;

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
      trade.order.buyStatus === 1 ? alreadyPaid : answerForms(WALLET_PAGE, 'trade', trade.order.id);
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

  /**
   * Declining closes the trade: its payment record goes, so the page and its answers for this
   * trade say "not found", wxcheck keeps answering '0' and paying again starts a new payment.
   */
  app.post(`${WALLET_PAGE}/decline`, (req, res) => {
    const trade = tradeOf(field(req.body, 'trade'), 'wallet');
    if (!trade) return notFound(res);
    payments.remove(trade.order.id);
    declinedPage(
      res,
      '<p class="muted">请回到商城页面，关闭二维码后重新支付 · Go back to the shop page, close the QR code and pay again.</p>',
    );
  });

  app.post(`${WALLET_PAGE}/pending`, (req, res) => {
    const trade = tradeOf(field(req.body, 'trade'), 'wallet');
    if (!trade) return notFound(res);
    pendingPage(res, `${WALLET_PAGE}?trade=${trade.order.id}`, '');
  });

  const gateway = (source: unknown, res: Response) => {
    const trade = tradeOf(field(source, 'out_trade_no'), 'redirect');
    if (!trade) return notFound(res);
    const action =
      trade.order.buyStatus === 1
        ? alreadyPaid
        : answerForms(GATEWAY_PAGE, 'out_trade_no', trade.order.id);
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

  app.post(`${GATEWAY_PAGE}/decline`, (req, res) => {
    const trade = tradeOf(field(req.body, 'out_trade_no'), 'redirect');
    if (!trade) return notFound(res);
    payments.remove(trade.order.id);
    declinedPage(res, backToShop);
  });

  app.post(`${GATEWAY_PAGE}/pending`, (req, res) => {
    const trade = tradeOf(field(req.body, 'out_trade_no'), 'redirect');
    if (!trade) return notFound(res);
    pendingPage(res, `${GATEWAY_PAGE}?out_trade_no=${trade.order.id}`, backToShop);
  });
}
