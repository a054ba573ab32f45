/**
 * Orders after the checkout: their statuses, what a customer may do in each, and the invoice
 * and shipment values (shop-and-shell §3, §4 "Actions per tab", §5).
 */

/** Spec §9: an order number is 18 random digits, made once per checkout by the client. */
export const ORDER_ID_LENGTH = 18;
export const ORDER_ID = /^\d{18}$/;
export const isOrderId = (value: string) => ORDER_ID.test(value);

/** `orderStatus`, one tab of "My orders" each (spec §4 names 0-4 and 9; 5-8 are after-sales steps). */
export const ORDER_STATUS = {
  notShipped: 0,
  shipped: 1,
  completed: 2,
  refund: 3,
  exchange: 4,
  refundApproved: 5,
  refunded: 6,
  exchangeInProgress: 7,
  exchangeCompleted: 8,
  unpaid: 9,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** The statuses by code, 0..9: the order of the tabs. */
export const ORDER_TABS = [
  'notShipped',
  'shipped',
  'completed',
  'refund',
  'exchange',
  'refundApproved',
  'refunded',
  'exchangeInProgress',
  'exchangeCompleted',
  'unpaid',
] as const satisfies readonly (keyof typeof ORDER_STATUS)[];

export const isOrderStatus = (value: number): value is OrderStatus =>
  Number.isInteger(value) && value >= 0 && value < ORDER_TABS.length;

const S = ORDER_STATUS;

/**
 * What a customer may do with an order, by status (spec §4 "Actions per tab"). The screen shows
 * these buttons, the after-sales machine accepts these events, the mock refuses the rest.
 */
export const ORDER_ACTIONS = {
  pay: [S.unpaid],
  delete: [S.unpaid],
  viewTrail: [S.shipped],
  /** Apply for, edit or download the invoice, by its receipt status. */
  invoice: [S.completed],
  /** An exchange: the order moves to the exchange tab and its return shipment is entered. */
  requestExchange: [S.shipped, S.completed],
  /** The return shipment of an exchange, entered again to correct it. */
  enterReturnShipment: [S.exchange],
  requestRefund: [S.notShipped, S.shipped, S.completed],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderAction = keyof typeof ORDER_ACTIONS;

export const allowsAction = (status: number, action: OrderAction): boolean =>
  (ORDER_ACTIONS[action] as readonly number[]).includes(status);

/** `receiptStatus`: 0 not invoiced, 1 invoice requested (editable), 2 issued (downloadable). */
export const RECEIPT_STATUS = { none: 0, requested: 1, issued: 2 } as const;
export type ReceiptStatus = (typeof RECEIPT_STATUS)[keyof typeof RECEIPT_STATUS];

export const isReceiptStatus = (value: number): value is ReceiptStatus =>
  value === RECEIPT_STATUS.none ||
  value === RECEIPT_STATUS.requested ||
  value === RECEIPT_STATUS.issued;

/** `receiptType`: 0 regular (普通发票), 1 special VAT invoice (专用发票). */
export const INVOICE_TYPE = { regular: 0, special: 1 } as const;
export type InvoiceType = (typeof INVOICE_TYPE)[keyof typeof INVOICE_TYPE];

/** A Chinese taxpayer number: the 18-character unified social credit code, or an older 15-20 character one. */
export const TAX_ID = /^[0-9A-Z]{15,20}$/;
/** Typed in any case with spaces around: compared and sent trimmed and in capitals. */
export const normaliseTaxId = (taxId: string) => taxId.trim().toUpperCase();
export const isTaxId = (taxId: string) => TAX_ID.test(normaliseTaxId(taxId));

/** A courier's tracking number: 6 to 30 letters or digits. */
export const TRACKING_NUMBER = /^[A-Za-z0-9]{6,30}$/;
export const isTrackingNumber = (trackingNumber: string) =>
  TRACKING_NUMBER.test(trackingNumber.trim());
