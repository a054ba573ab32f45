/** Invoices of completed orders: request, edit, read (spec §7 customReceipt). */
import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { ApiError } from './apiError';
import { callEndpoint } from './callEndpoint';
import {
  createReceipt,
  editReceipt,
  getReceipt,
  invoice,
  receiptEnvelope,
  type Invoice,
  type InvoiceForm,
} from './contract/shop/afterSales/receipts';
import { shopToken } from './orders';

export type { Invoice, InvoiceForm } from './contract/shop/afterSales/receipts';

const refusal = z.object({
  code: z.optional(z.number()),
  statuscode: z.optional(z.number()),
  msg: z.optional(z.string()),
  data: z.optional(z.null()),
});
const answerSchema = z.union([receiptEnvelope(invoice), refusal]);

/** Success is code 1 (spec §7); the shop's own refusals carry only `statuscode`. */
function invoiceOf(answer: z.output<typeof answerSchema> | undefined, path: string): Invoice {
  if (answer === undefined) throw new ApiError('business', t`Please try again.`, { path });
  if (answer.code === 1 && answer.data) return answer.data;
  throw new ApiError('business', answer.msg || t`The shop refused the request.`, {
    code: answer.code ?? answer.statuscode,
    path,
  });
}

/** Requests an invoice (`edit` false) or changes a requested one (`edit` true). */
export async function saveReceipt(form: InvoiceForm, edit: boolean): Promise<Invoice> {
  const endpoint = edit ? editReceipt : createReceipt;
  const answer = await callEndpoint(
    { ...endpoint, result: answerSchema },
    { eshoppingtoken: shopToken() },
    form,
  );
  return invoiceOf(answer, endpoint.path);
}

/** The invoice of an order, with `receiptUrl` once issued. */
export async function fetchReceipt(orderId: string): Promise<Invoice> {
  const answer = await callEndpoint(
    { ...getReceipt, result: answerSchema },
    { orderId, eshoppingtoken: shopToken() },
  );
  return invoiceOf(answer, getReceipt.path);
}
