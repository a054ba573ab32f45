/** Paying an unpaid order: by wallet QR code (WXPAY, then polling wxcheck) or by redirect (pay). */
import * as z from 'zod/mini';
import { defineEndpoint, jsonId, noBody, numberInput, SHOP_API, shopEnvelope } from '../endpoint';
import { CATALOGUE_API, formText, orderNumber, recordId, shopToken, wholeNumber } from './common';

export const walletPayment = z.object({
  /** What the QR code encodes: the mock wallet's page for this trade (a path on the mock's host). */
  code_url: z.string(),
  /** The merchant number at the wallet provider. */
  mch_id: z.string(),
});
export type WalletPayment = z.infer<typeof walletPayment>;

export const redirectPay = defineEndpoint({
  name: 'pay',
  summary:
    "Starts an online (redirect) payment of the caller's unpaid order `out_trade_no`; `total_amount` (CNY) must equal its total. Answers an HTML page (text/html, not JSON) whose form submits itself to the payment provider's page; errors come as the JSON envelope.",
  method: 'POST',
  path: `${SHOP_API}/eshoppingKey/pay`,
  query: z.object({ eshoppingtoken: shopToken }),
  bodyKind: 'json',
  body: z.object({
    out_trade_no: jsonId(orderNumber),
    total_amount: numberInput,
    subject: formText(256),
    body: z.optional(z.string().check(z.maxLength(128))),
  }),
  /** An HTML document. */
  result: z.string(),
  auth: 'user',
  usedBy: ['/cartView', '/buyTab'],
});

export const wxPay = defineEndpoint({
  name: 'WXPAY',
  summary:
    "Starts a wallet (QR) payment of the caller's unpaid order `out_trade_no`; `total_fee` is in cents and must equal its total × 100; `product_id` must be one of the order's products. Statuscode 1 success.",
  method: 'POST',
  path: `${CATALOGUE_API}/WXPAY`,
  query: z.object({ eshoppingtoken: shopToken }),
  bodyKind: 'json',
  body: z.object({
    out_trade_no: jsonId(orderNumber),
    total_fee: wholeNumber(1, 100_000_000),
    /** The description shown in the wallet. */
    body: formText(128),
    /**
     * What the QR code sells (shop-and-shell §7; a wallet's QR payment needs it): the id of one
     * of the order's products. The client sends its first line's (docs/decisions/shop.md).
     */
    product_id: jsonId(recordId),
  }),
  result: shopEnvelope(walletPayment),
  auth: 'user',
  usedBy: ['/cartView', '/buyTab'],
});

export const wxCheck = defineEndpoint({
  name: 'wxcheck',
  summary: "Whether the caller's trade `out_trade_no` is paid: `data` '1' paid, '0' not yet.",
  method: 'POST',
  path: `${CATALOGUE_API}/wxcheck`,
  query: z.object({ out_trade_no: orderNumber, eshoppingtoken: shopToken }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.enum(['0', '1'])),
  auth: 'user',
  usedBy: ['/cartView', '/buyTab'],
});
