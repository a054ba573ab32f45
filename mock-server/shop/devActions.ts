/**
 * Dev-only actions that play the merchant (ship, complete, after-sales
 * decisions, issuing invoices, shelf and stock changes) and the invoice download.
 * Answers use the `/__mock` envelope `{ code, msg, data }`.
 */
import type { Application, Request, Response } from 'express';
import * as z from 'zod/mini';
import { numberInput } from '../../src/api/contract/endpoint';
import { RECEIPT_STATUS, TRACKING_NUMBER } from '../../src/domain/orders';
import { formatDateTime } from '../../fixtures/shop/format';
import { MockError, sendError } from '../http/errors';
import { MERCHANT, toOrder, type OrderFlow } from './orderFlow';
import type { OrderRecord } from './records';
import { invoicePdf } from './receiptPdf';
import { toInvoice } from './receiptRoutes';
import type { ShopState } from './state';

const shipment = z.optional(
  z.object({
    wuliuId: z.string().check(z.regex(TRACKING_NUMBER)),
    wuliuCompany: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
);
const statusChange = z.object({ status: numberInput.check(z.int(), z.gte(0), z.lte(9)) });
const shelfChange = z.object({
  productSku: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
  auditStatus: z.optional(z.union([z.literal(0), z.literal(1)])),
  uploadStatus: z.optional(z.union([z.literal(0), z.literal(1)])),
});

/** Dev bodies are optional: an empty request body arrives as `{}` or nothing. */
const bodyOf = (req: Request): unknown =>
  req.body && Object.keys(req.body as object).length > 0 ? req.body : undefined;

function parse<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new MockError(400, `bad body: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

export function registerShopDevActions(app: Application, state: ShopState, flow: OrderFlow): void {
  const { ctx, orders, receipts, live } = state;

  /** Runs an action; a refused move answers 409, like a conflict with the order's state. */
  const action = (run: (req: Request) => unknown) => (req: Request, res: Response) => {
    try {
      res.json({ code: 1, msg: 'success', data: run(req) });
    } catch (error) {
      if (!(error instanceof MockError)) throw error;
      sendError(res, req.path, error.status === 200 ? 409 : error.status, error.message);
    }
  };

  function orderOf(req: Request): OrderRecord {
    const found = orders.get(req.params.orderid ?? '');
    if (!found) throw new MockError(404, `no order ${req.params.orderid ?? ''}`);
    return found;
  }

  app.post(
    '/__mock/orders/:orderid/ship',
    action((req) => toOrder(flow.ship(orderOf(req), parse(shipment, bodyOf(req))))),
  );
  app.post(
    '/__mock/orders/:orderid/complete',
    action((req) => toOrder(flow.complete(orderOf(req)))),
  );
  app.post(
    '/__mock/orders/:orderid/status',
    action((req) => toOrder(flow.move(orderOf(req), parse(statusChange, req.body).status))),
  );

  app.post(
    '/__mock/receipts/:orderid/issue',
    action((req) => {
      const order = orderOf(req);
      const found = receipts.get(order.id);
      if (!found || order.receiptStatus !== RECEIPT_STATUS.requested) {
        throw new MockError(409, 'only a requested, not yet issued invoice can be issued');
      }
      const issued = receipts.update(order.id, {
        receiptUrl: `/__mock/receipts/${order.id}.pdf`,
        updateDate: formatDateTime(ctx.now()),
      });
      const updated = orders.update(order.id, {
        receiptStatus: RECEIPT_STATUS.issued,
        updateBy: MERCHANT,
      });
      return toInvoice(issued ?? found, updated ?? order);
    }),
  );

  app.get('/__mock/receipts/:orderid.pdf', (req, res) => {
    const order = orders.get(req.params.orderid ?? '');
    const found = order && receipts.get(order.id);
    if (!order || !found || order.receiptStatus !== RECEIPT_STATUS.issued) {
      return sendError(res, req.path, 404, 'no issued invoice for this order');
    }
    res
      .type('application/pdf')
      .set('content-disposition', `inline; filename="invoice-${order.id}.pdf"`)
      .send(invoicePdf(toInvoice(found, order), toOrder(order)));
  });

  app.post(
    '/__mock/products/:id',
    action((req) => {
      const changed = live.setState(req.params.id ?? '', parse(shelfChange, req.body));
      if (!changed) throw new MockError(404, `no product ${req.params.id ?? ''}`);
      return changed;
    }),
  );
}
