/** Invoices (receipts) of completed orders. */
import * as z from 'zod/mini';
import { TAX_ID } from '../../../../domain/orders';
import { defineEndpoint, jsonId, noBody, shopEnvelope } from '../../endpoint';
import {
  formText,
  orderNumber,
  RECEIPT_API,
  shopDateTime,
  shopToken,
  wholeNumber,
} from '../common';

export const invoice = z.object({
  orderId: z.string(),
  receiptType: z.number(),
  receiptHeader: z.string(),
  taxIdNumber: z.string(),
  /** Empty when not given (they are required for the special type only). */
  registerAddr: z.string(),
  registerPhone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  /** The order's `receiptStatus`: 1 editable, 2 issued. */
  receiptStatus: z.number(),
  /** Where to download the issued invoice (PDF); null until issued. */
  receiptUrl: z.nullable(z.string()),
  createDate: shopDateTime,
  updateDate: shopDateTime,
});
export type Invoice = z.infer<typeof invoice>;

/**
 * The spec says these calls answer "code 1 success"; they also carry the shop's
 * `statuscode` (same value), as the shop's own errors (bad input 0, not logged in 2) do.
 */
export function receiptEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.extend(shopEnvelope(data), { code: z.number() });
}

const optionalField = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const invoiceForm = z.object({
  orderId: jsonId(orderNumber),
  receiptType: wholeNumber(0, 1),
  receiptHeader: formText(100),
  taxIdNumber: z.string().check(z.trim(), z.toUpperCase(), z.regex(TAX_ID)),
  /** Required for the special type. */
  registerAddr: optionalField(200),
  registerPhone: optionalField(30),
  bank: optionalField(100),
  bankAccount: optionalField(40),
});
export type InvoiceForm = z.input<typeof invoiceForm>;

export const createReceipt = defineEndpoint({
  name: 'createReceipt',
  summary:
    "Requests an invoice for the caller's completed order (status 2) not invoiced yet; its receiptStatus goes 0 → 1. Code 1 success; `data` is the invoice.",
  method: 'POST',
  path: `${RECEIPT_API}/createReceipt`,
  query: z.object({ eshoppingtoken: shopToken }),
  bodyKind: 'json',
  body: invoiceForm,
  result: receiptEnvelope(invoice),
  auth: 'user',
  usedBy: ['/buyTab'],
});

export const editReceipt = defineEndpoint({
  name: 'editReceipt',
  summary:
    "Changes the caller's invoice request while it is not issued (receiptStatus 1). Code 1 success; `data` is the invoice.",
  method: 'POST',
  path: `${RECEIPT_API}/editReceipt`,
  query: z.object({ eshoppingtoken: shopToken }),
  bodyKind: 'json',
  body: invoiceForm,
  result: receiptEnvelope(invoice),
  auth: 'user',
  usedBy: ['/buyTab'],
});

export const getReceipt = defineEndpoint({
  name: 'getReceipt',
  summary:
    "The invoice of the caller's order `orderId`, with `receiptUrl` once issued. Code 1 success.",
  method: 'GET',
  path: `${RECEIPT_API}/getReceipt`,
  query: z.object({ orderId: orderNumber, eshoppingtoken: shopToken }),
  bodyKind: 'none',
  body: noBody,
  result: receiptEnvelope(invoice),
  auth: 'user',
  usedBy: ['/buyTab'],
});
