/**
 * A bulk order request (/sendDd, docs/decisions.md "/updView and /sendDd"): products and
 * quantities sent to sales for a quotation. The form, its machine and the mock keep these limits.
 */

/** Products per request; a larger order is better discussed with the business manager. */
export const MAX_REQUEST_LINES = 20;

/** Units of one product per request. */
export const MAX_REQUEST_QUANTITY = 99_999;

/** Free text (requirements, customisation) at most this long. */
export const REQUEST_NOTE_MAX_LENGTH = 500;

/** A quantity as typed: a whole number from 1 to MAX_REQUEST_QUANTITY, else undefined. */
export function requestQuantity(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= MAX_REQUEST_QUANTITY ? quantity : undefined;
}

/** A wished delivery date, `YYYY-MM-DD` (the date input's value). */
export const DELIVERY_DATE = /^\d{4}-\d{2}-\d{2}$/;
