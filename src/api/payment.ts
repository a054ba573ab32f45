/** Paying an unpaid order: wallet QR (WXPAY + wxcheck) or the online-payment redirect (pay). */
import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { ApiError } from './apiError';
import { callEndpoint } from './callEndpoint';
import { shopEnvelope } from './contract/endpoint';
import { redirectPay, walletPayment, wxCheck, wxPay } from './contract/shop/payment';
import { orRefusal, shopData, shopToken } from './orders';

export interface WalletPaymentInput {
  orderId: string;
  /** The total in cents (spec §9). */
  totalFee: number;
  /** What the wallet shows. */
  description: string;
  /** The product the QR code sells: one of the order's (WXPAY `product_id`). */
  productId: string;
}

/** Starts a wallet payment; resolves with what the QR code must encode. */
export async function startWalletPayment(input: WalletPaymentInput): Promise<{ codeUrl: string }> {
  const answer = await callEndpoint(
    orRefusal(wxPay, shopEnvelope(walletPayment)),
    { eshoppingtoken: shopToken() },
    {
      out_trade_no: input.orderId,
      total_fee: input.totalFee,
      body: input.description,
      product_id: input.productId,
    },
  );
  const data = shopData<{ code_url: string }>(answer, wxPay.path);
  return { codeUrl: data.code_url };
}

/** Asks whether the order is paid: '1' paid, '0' not yet. */
export async function checkWalletPayment(orderId: string): Promise<string> {
  const answer = await callEndpoint(orRefusal(wxCheck, shopEnvelope(z.enum(['0', '1']))), {
    out_trade_no: orderId,
    eshoppingtoken: shopToken(),
  });
  return shopData<string>(answer, wxCheck.path);
}

export interface RedirectPaymentInput {
  orderId: string;
  /** The total in CNY. */
  total: number;
  subject: string;
}

/** Starts the online-payment redirect; resolves with the provider's self-submitting HTML form. */
export async function startRedirectPayment(input: RedirectPaymentInput): Promise<{ html: string }> {
  const answer = await callEndpoint(
    orRefusal(redirectPay, z.string()),
    { eshoppingtoken: shopToken() },
    { out_trade_no: input.orderId, total_amount: input.total, subject: input.subject },
  );
  if (typeof answer === 'string') return { html: answer };
  if (answer === undefined) throw new ApiError('business', t`Please try again.`);
  return shopData<never>(answer, redirectPay.path);
}
