/** The order after-sales machine's context, events and actor inputs (orderAfterSalesMachine.ts). */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { InvoiceType, OrderStatus, ReceiptStatus } from '../src/domain/orders';

export interface InvoiceForm {
  /** Null until the user picks one. */
  receiptType: InvoiceType | null;
  receiptHeader: string;
  taxIdNumber: string;
  registerAddr: string;
  registerPhone: string;
  bank: string;
  bankAccount: string;
}

export type InvoiceField = keyof InvoiceForm;

export interface LogisticsForm {
  trackingNumber: string;
  company: string;
}

export type LogisticsField = keyof LogisticsForm;

export interface TrailEntry {
  /** AcceptTime. */
  time: string;
  /** AcceptStation. */
  station: string;
}

/** Success and failure messages the screen shows (translated from the code). */
export type AfterSalesNotice =
  | 'refundRequested'
  | 'refundFailed'
  | 'logisticsSaved'
  | 'logisticsFailed'
  | 'orderDeleted'
  | 'deleteFailed'
  | 'invoiceLoadFailed'
  | 'invoiceSaved'
  | 'invoiceFailed'
  | 'invoiceNotIssued'
  | 'invoiceDownloadFailed';

export interface OrderAfterSalesInput {
  orderId: string;
  status: OrderStatus;
  receiptStatus: ReceiptStatus;
  /** The shipment's tracking number (wuliuId), for the trail. */
  trackingNumber?: string;
}

export interface OrderRef {
  orderId: string;
}

/** getReceipt of an issued invoice: the file's address, '' while none is issued. */
export interface IssuedInvoice {
  receiptUrl: string;
}

/** The invoice file the app saves. */
export interface InvoiceFile {
  orderId: string;
  url: string;
}

export interface SubmitLogisticsInput extends LogisticsForm {
  orderId: string;
}

export interface LoadTrailInput {
  orderId: string;
  trackingNumber: string;
}

export interface SaveInvoiceInput {
  /** create (createReceipt) for a new invoice, edit (editReceipt) for an editable one. */
  mode: 'create' | 'edit';
  invoice: InvoiceForm & { orderId: string };
}

export interface OrderAfterSalesContext {
  orderId: string;
  status: OrderStatus;
  receiptStatus: ReceiptStatus;
  trackingNumber: string;
  trail: TrailEntry[];
  logistics: LogisticsForm | null;
  logisticsErrors: LogisticsField[];
  invoiceMode: 'create' | 'edit';
  /** The invoice being edited: empty for a new one, loaded for an editable one. */
  invoice: InvoiceForm;
  invoiceErrors: InvoiceField[];
}

export type OrderAfterSalesEvent =
  | {
      type: 'ORDER_UPDATED';
      status: OrderStatus;
      receiptStatus: ReceiptStatus;
      trackingNumber?: string;
    }
  | { type: 'REQUEST_REFUND' }
  | { type: 'REQUEST_EXCHANGE' }
  | { type: 'ENTER_LOGISTICS' }
  | { type: 'SUBMIT_LOGISTICS'; form: LogisticsForm }
  | { type: 'VIEW_TRAIL' }
  | { type: 'DELETE_ORDER' }
  | { type: 'PAY' }
  | { type: 'INVOICE' }
  | { type: 'SUBMIT_INVOICE'; form: InvoiceForm }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  // Completions of the invoked actors, named so actions can read them.
  | DoneActorEvent<unknown, 'requestRefund'>
  | ErrorActorEvent<unknown, 'requestRefund'>
  | DoneActorEvent<unknown, 'submitLogistics'>
  | ErrorActorEvent<unknown, 'submitLogistics'>
  | DoneActorEvent<TrailEntry[], 'loadTrail'>
  | ErrorActorEvent<unknown, 'loadTrail'>
  | DoneActorEvent<unknown, 'deleteOrder'>
  | ErrorActorEvent<unknown, 'deleteOrder'>
  | DoneActorEvent<InvoiceForm, 'loadInvoice'>
  | ErrorActorEvent<unknown, 'loadInvoice'>
  | DoneActorEvent<unknown, 'saveInvoice'>
  | ErrorActorEvent<unknown, 'saveInvoice'>
  | DoneActorEvent<IssuedInvoice, 'loadIssuedInvoice'>
  | ErrorActorEvent<unknown, 'loadIssuedInvoice'>;
