/** The bulk order request (/sendDd). */
import { callEndpoint } from './callEndpoint';
import {
  submitPurchaseRequest,
  type PurchaseRequestForm,
} from './contract/company/purchaseRequest';
import { storedLocale } from '../lib/storage';

export type { PurchaseReceipt } from './contract/company/purchaseRequest';

/** Code 1 with the receipt, or a refusal with the server's message in the page's language. */
export async function sendPurchaseRequest(form: PurchaseRequestForm) {
  const result = await callEndpoint(
    submitPurchaseRequest,
    { language: storedLocale() },
    {
      ...form,
    },
  );
  return result ?? { code: 0, data: null };
}
