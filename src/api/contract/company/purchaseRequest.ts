/**
 * The bulk order request (/sendDd, docs/decisions.md "/updView and /sendDd"): products and
 * quantities, the customer's contact and the business office that answers with a quotation.
 * Public: a visitor need not have an account to ask for a quotation.
 */
import * as z from 'zod/mini';
import { MAX_REQUEST_LINES, REQUEST_NOTE_MAX_LENGTH } from '../../../domain/purchaseRequest';
import { defineEndpoint, jsonId, PORTAL_API, portalEnvelope } from '../endpoint';
import { dateTime, language } from './shared';

const text = (max: number) => z.string().check(z.maxLength(max));

export const requestLine = z.object({
  /** A shop product id (getProductList), with or without `_en`. */
  productId: jsonId(text(64)),
  /** A whole number, 1 to 99 999 (the server checks it). */
  quantity: z.number(),
});

export const purchaseRequestForm = z.object({
  lines: z.array(requestLine).check(z.maxLength(MAX_REQUEST_LINES)),
  /** The office's business manager (getBusinessConsult `businessPerId`), who answers. */
  businessPerId: jsonId(text(40)),
  companyName: text(100),
  contactPerson: text(50),
  phoneNum: text(20),
  email: text(100),
  /** Where the goods go; optional. */
  deliveryCity: z.optional(text(50)),
  /** `YYYY-MM-DD`, not in the past; optional. */
  deliveryDate: z.optional(text(10)),
  /** Requirements, customisation; optional. */
  postscript: z.optional(text(REQUEST_NOTE_MAX_LENGTH)),
});
export type PurchaseRequestForm = z.infer<typeof purchaseRequestForm>;

export const purchaseReceipt = z.object({
  /** Quote it when calling the office. */
  requestNo: z.string(),
  createDate: dateTime,
  /** The products as the server read them, named in the request's language. */
  lines: z.array(
    z.object({ productId: z.string(), productName: z.string(), quantity: z.number() }),
  ),
  /** Who answers: the chosen office and its business manager. */
  office: z.object({
    title: z.string(),
    contacts: z.string(),
    mobile: z.string(),
    email: z.string(),
  }),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceipt>;

export const submitPurchaseRequest = defineEndpoint({
  name: 'submitPurchaseRequest',
  summary:
    "Sends a bulk order request to the chosen office (code 1, with the request number and who answers); code 0 with the broken rule in the request's language otherwise.",
  method: 'POST',
  path: `${PORTAL_API}/support/submitPurchaseRequest`,
  query: z.object(language),
  bodyKind: 'json',
  body: purchaseRequestForm,
  result: portalEnvelope(z.nullable(purchaseReceipt)),
  auth: 'public',
  usedBy: ['/sendDd'],
});
