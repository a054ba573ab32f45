/** Invoice requests of completed orders: create, edit while not issued, read. */
import type { Application } from 'express';
import { allowsAction, INVOICE_TYPE, RECEIPT_STATUS } from '../../src/domain/orders';
import {
  createReceipt,
  editReceipt,
  getReceipt,
  type Invoice,
  type invoiceForm,
} from '../../src/api/contract/shop/afterSales/receipts';
import type * as z from 'zod/mini';
import { formatDateTime } from '../../fixtures/shop/format';
import { serve } from '../http/serve';
import type { OrderRecord, ReceiptRecord } from './records';
import { badInput, refuse } from './refuse';
import { ownOrder, type ShopState } from './state';

const SPECIAL_FIELDS = ['registerAddr', 'registerPhone', 'bank', 'bankAccount'] as const;

export function toInvoice(record: ReceiptRecord, order: OrderRecord): Invoice {
  return {
    orderId: record.id,
    receiptType: record.receiptType,
    receiptHeader: record.receiptHeader,
    taxIdNumber: record.taxIdNumber,
    registerAddr: record.registerAddr,
    registerPhone: record.registerPhone,
    bank: record.bank,
    bankAccount: record.bankAccount,
    receiptStatus: order.receiptStatus,
    receiptUrl: record.receiptUrl,
    createDate: record.createDate,
    updateDate: record.updateDate,
  };
}

/** The spec's "code 1 success", with the shop's statuscode alongside. */
const receiptSuccess = (data: Invoice) => ({ code: 1, statuscode: 1, msg: 'success', data });

function fieldsOf(form: z.output<typeof invoiceForm>) {
  const fields = {
    receiptType: form.receiptType,
    receiptHeader: form.receiptHeader,
    taxIdNumber: form.taxIdNumber,
    registerAddr: form.registerAddr ?? '',
    registerPhone: form.registerPhone ?? '',
    bank: form.bank ?? '',
    bankAccount: form.bankAccount ?? '',
  };
  const missing = SPECIAL_FIELDS.filter((name) => fields[name] === '');
  if (form.receiptType === INVOICE_TYPE.special && missing.length > 0) {
    throw badInput(
      `专用发票还需填写：${missing.join('、')}`,
      `A special invoice also needs ${missing.join(', ')}`,
    );
  }
  return fields;
}

export function registerReceiptRoutes(app: Application, state: ShopState): void {
  const { ctx, orders, receipts } = state;

  serve(app, ctx, createReceipt, ({ body, user }) => {
    const me = user();
    const fields = fieldsOf(body);
    const order = ownOrder(state, me, body.orderId);
    if (!allowsAction(order.orderStatus, 'invoice')) {
      throw refuse('只有已完成的订单可以申请发票', 'Only completed orders can be invoiced');
    }
    if (order.receiptStatus !== RECEIPT_STATUS.none || receipts.get(order.id)) {
      throw refuse('该订单已申请过发票', 'An invoice was already requested for this order');
    }
    const now = formatDateTime(ctx.now());
    const saved = receipts.insert({
      id: order.id,
      ownerId: me.id,
      ...fields,
      receiptUrl: null,
      createDate: now,
      updateDate: now,
    });
    const updated = orders.update(order.id, { receiptStatus: RECEIPT_STATUS.requested }) ?? order;
    return receiptSuccess(toInvoice(saved, updated));
  });

  serve(app, ctx, editReceipt, ({ body, user }) => {
    const fields = fieldsOf(body);
    const order = ownOrder(state, user(), body.orderId);
    const found = receipts.get(order.id);
    if (!found || order.receiptStatus === RECEIPT_STATUS.none) {
      throw refuse('该订单尚未申请发票', 'No invoice has been requested for this order');
    }
    if (order.receiptStatus !== RECEIPT_STATUS.requested) {
      throw refuse('发票已开具，不能再修改', 'The invoice is issued and can no longer be changed');
    }
    const saved =
      receipts.update(order.id, { ...fields, updateDate: formatDateTime(ctx.now()) }) ?? found;
    return receiptSuccess(toInvoice(saved, order));
  });

  serve(app, ctx, getReceipt, ({ query, user }) => {
    const order = ownOrder(state, user(), query.orderId);
    const found = receipts.get(order.id);
    if (!found) throw refuse('该订单尚未申请发票', 'No invoice has been requested for this order');
    return receiptSuccess(toInvoice(found, order));
  });
}
