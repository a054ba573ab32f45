/**
 * What a customer can do with one order of "My orders", by its status (spec
 * §2.10, §4, §5): a refund request (not shipped, shipped, completed), an
 * exchange request that moves the order to the exchange tab and opens the
 * return-logistics form, the logistics trail (shipped), deleting or paying an
 * unpaid order, and the invoice of a completed order by its receipt status
 * (apply, edit, download). An action a status does not allow has no transition.
 */
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { notProvided } from './notProvided';
import {
  allowsAction,
  INVOICE_TYPE,
  isOrderStatus,
  isReceiptStatus,
  ORDER_STATUS,
  RECEIPT_STATUS,
  type InvoiceType,
  type OrderStatus,
  type ReceiptStatus,
} from '../src/domain/orders';

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

/** Required for every invoice (spec §5). */
export const INVOICE_ALWAYS_REQUIRED = ['receiptHeader', 'taxIdNumber'] as const;

/** Also required for the special type (spec §5). */
export const INVOICE_SPECIAL_REQUIRED = [
  'registerAddr',
  'registerPhone',
  'bank',
  'bankAccount',
] as const;

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** The invoice fields that block saving, in form order; empty when the form is valid. */
export function invoiceFormErrors(form: InvoiceForm): InvoiceField[] {
  const errors: InvoiceField[] = [];
  if (form.receiptType !== INVOICE_TYPE.regular && form.receiptType !== INVOICE_TYPE.special)
    errors.push('receiptType');
  INVOICE_ALWAYS_REQUIRED.forEach((field) => {
    if (isBlank(form[field])) errors.push(field);
  });
  if (form.receiptType === INVOICE_TYPE.special)
    INVOICE_SPECIAL_REQUIRED.forEach((field) => {
      if (isBlank(form[field])) errors.push(field);
    });
  return errors;
}

export interface LogisticsForm {
  trackingNumber: string;
  company: string;
}

export type LogisticsField = keyof LogisticsForm;

/** Tracking number and company are both required (spec §5). */
export function logisticsFormErrors(form: LogisticsForm): LogisticsField[] {
  return (['trackingNumber', 'company'] as const).filter((field) => isBlank(form[field]));
}

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
  | 'invoiceFailed';

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
  | ErrorActorEvent<unknown, 'saveInvoice'>;

/** A blank invoice form: no type chosen yet. */
export const EMPTY_INVOICE: InvoiceForm = {
  receiptType: null,
  receiptHeader: '',
  taxIdNumber: '',
  registerAddr: '',
  registerPhone: '',
  bank: '',
  bankAccount: '',
};

const allowsInvoice = (context: OrderAfterSalesContext) => allowsAction(context.status, 'invoice');

export const orderAfterSalesMachine = setup({
  types: {
    context: {} as OrderAfterSalesContext,
    events: {} as OrderAfterSalesEvent,
    input: {} as OrderAfterSalesInput,
  },
  actors: {
    /** returnPay. */
    requestRefund: fromPromise<unknown, OrderRef>(notProvided('requestRefund')),
    /** WlForm; rejects unless statuscode 1. */
    submitLogistics: fromPromise<unknown, SubmitLogisticsInput>(notProvided('submitLogistics')),
    /** wuliuformget; AcceptTime/AcceptStation mapped to time/station. */
    loadTrail: fromPromise<TrailEntry[], LoadTrailInput>(notProvided('loadTrail')),
    /** deleteOrder. */
    deleteOrder: fromPromise<unknown, OrderRef>(notProvided('deleteOrder')),
    /** getReceipt, for editing an invoice. */
    loadInvoice: fromPromise<InvoiceForm, OrderRef>(notProvided('loadInvoice')),
    /** createReceipt or editReceipt; rejects unless code 1. */
    saveInvoice: fromPromise<unknown, SaveInvoiceInput>(notProvided('saveInvoice')),
  },
  actions: {
    /** The order list was refetched: the order's status may have moved on. */
    updateOrder: assign(({ context, event }) =>
      event.type === 'ORDER_UPDATED'
        ? {
            status: event.status,
            receiptStatus: event.receiptStatus,
            trackingNumber: event.trackingNumber ?? context.trackingNumber,
          }
        : {},
    ),
    moveToExchange: assign({ status: ORDER_STATUS.exchange }),
    startLogisticsForm: assign({ logistics: null, logisticsErrors: [] }),
    storeLogistics: assign(({ event }) =>
      event.type === 'SUBMIT_LOGISTICS' ? { logistics: event.form, logisticsErrors: [] } : {},
    ),
    setLogisticsErrors: assign(({ event }) =>
      event.type === 'SUBMIT_LOGISTICS' ? { logisticsErrors: logisticsFormErrors(event.form) } : {},
    ),
    storeTrail: assign({
      trail: ({ event }) => (event.type === 'xstate.done.actor.loadTrail' ? event.output : []),
    }),
    startNewInvoice: assign({
      invoiceMode: 'create' as const,
      invoice: EMPTY_INVOICE,
      invoiceErrors: [],
    }),
    storeLoadedInvoice: assign(({ event }) =>
      event.type === 'xstate.done.actor.loadInvoice'
        ? { invoiceMode: 'edit' as const, invoice: event.output, invoiceErrors: [] }
        : {},
    ),
    storeInvoice: assign(({ event }) =>
      event.type === 'SUBMIT_INVOICE' ? { invoice: event.form, invoiceErrors: [] } : {},
    ),
    setInvoiceErrors: assign(({ event }) =>
      event.type === 'SUBMIT_INVOICE' ? { invoiceErrors: invoiceFormErrors(event.form) } : {},
    ),
    markInvoiced: assign({ receiptStatus: RECEIPT_STATUS.requested }),
    /** The app shows the translated success or failure message. */
    showNotice: (_, _params: { notice: AfterSalesNotice }) => {},
    /** The app refetches the order lists (statuses may have changed on the server). */
    reloadOrders: () => {},
    /** The app switches "My orders" to the exchange tab. */
    showExchangeTab: (_, _params: OrderRef) => {},
    /** The app starts the checkout in payUnpaid mode with all the order's items. */
    startPayment: (_, _params: OrderRef) => {},
    /** The app fetches the issued invoice (getReceipt) and downloads its receiptUrl. */
    downloadInvoice: (_, _params: OrderRef) => {},
  },
  guards: {
    isValidUpdate: ({ event }) =>
      event.type === 'ORDER_UPDATED' &&
      isOrderStatus(event.status) &&
      isReceiptStatus(event.receiptStatus),
    canRequestRefund: ({ context }) => allowsAction(context.status, 'requestRefund'),
    canRequestExchange: ({ context }) => allowsAction(context.status, 'requestExchange'),
    isInExchange: ({ context }) => allowsAction(context.status, 'enterReturnShipment'),
    canViewTrail: ({ context }) => allowsAction(context.status, 'viewTrail'),
    isUnpaid: ({ context }) => allowsAction(context.status, 'pay'),
    canApplyForInvoice: ({ context }) =>
      allowsInvoice(context) && context.receiptStatus === RECEIPT_STATUS.none,
    canEditInvoice: ({ context }) =>
      allowsInvoice(context) && context.receiptStatus === RECEIPT_STATUS.requested,
    canDownloadInvoice: ({ context }) =>
      allowsInvoice(context) && context.receiptStatus === RECEIPT_STATUS.issued,
    isLogisticsFormValid: ({ event }) =>
      event.type === 'SUBMIT_LOGISTICS' && logisticsFormErrors(event.form).length === 0,
    isInvoiceFormValid: ({ event }) =>
      event.type === 'SUBMIT_INVOICE' && invoiceFormErrors(event.form).length === 0,
  },
}).createMachine({
  id: 'orderAfterSales',
  context: ({ input }) => ({
    orderId: input.orderId,
    status: input.status,
    receiptStatus: input.receiptStatus,
    trackingNumber: input.trackingNumber ?? '',
    trail: [],
    logistics: null,
    logisticsErrors: [],
    invoiceMode: 'create',
    invoice: EMPTY_INVOICE,
    invoiceErrors: [],
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ORDER_UPDATED: { guard: 'isValidUpdate', actions: 'updateOrder' },
        REQUEST_REFUND: { guard: 'canRequestRefund', target: 'refund' },
        REQUEST_EXCHANGE: {
          guard: 'canRequestExchange',
          target: 'logistics',
          actions: [
            'moveToExchange',
            { type: 'showExchangeTab', params: ({ context }) => ({ orderId: context.orderId }) },
            'startLogisticsForm',
          ],
        },
        ENTER_LOGISTICS: {
          guard: 'isInExchange',
          target: 'logistics',
          actions: 'startLogisticsForm',
        },
        VIEW_TRAIL: { guard: 'canViewTrail', target: 'trail' },
        DELETE_ORDER: { guard: 'isUnpaid', target: 'deletion' },
        PAY: {
          guard: 'isUnpaid',
          actions: {
            type: 'startPayment',
            params: ({ context }) => ({ orderId: context.orderId }),
          },
        },
        INVOICE: [
          { guard: 'canApplyForInvoice', target: 'invoice.editing', actions: 'startNewInvoice' },
          { guard: 'canEditInvoice', target: 'invoice.loading' },
          {
            guard: 'canDownloadInvoice',
            actions: {
              type: 'downloadInvoice',
              params: ({ context }) => ({ orderId: context.orderId }),
            },
          },
        ],
      },
    },
    refund: {
      initial: 'confirming',
      states: {
        confirming: {
          on: { CONFIRM: 'sending', CANCEL: '#orderAfterSales.idle' },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'requestRefund',
            src: 'requestRefund',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: {
              target: '#orderAfterSales.idle',
              actions: [
                { type: 'showNotice', params: { notice: 'refundRequested' } },
                'reloadOrders',
              ],
            },
            onError: {
              target: '#orderAfterSales.idle',
              actions: { type: 'showNotice', params: { notice: 'refundFailed' } },
            },
          },
        },
      },
    },
    logistics: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SUBMIT_LOGISTICS: [
              { guard: 'isLogisticsFormValid', target: 'submitting', actions: 'storeLogistics' },
              { actions: 'setLogisticsErrors' },
            ],
            CANCEL: '#orderAfterSales.idle',
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitLogistics',
            src: 'submitLogistics',
            input: ({ context }) => ({
              orderId: context.orderId,
              trackingNumber: context.logistics?.trackingNumber.trim() ?? '',
              company: context.logistics?.company.trim() ?? '',
            }),
            onDone: {
              target: '#orderAfterSales.idle',
              actions: [
                { type: 'showNotice', params: { notice: 'logisticsSaved' } },
                'reloadOrders',
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'showNotice', params: { notice: 'logisticsFailed' } },
            },
          },
        },
      },
    },
    trail: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadTrail',
            src: 'loadTrail',
            input: ({ context }) => ({
              orderId: context.orderId,
              trackingNumber: context.trackingNumber,
            }),
            onDone: { target: 'showing', actions: 'storeTrail' },
            onError: 'failed',
          },
        },
        showing: {
          on: { CLOSE: '#orderAfterSales.idle' },
        },
        failed: {
          on: { RETRY: 'loading', CLOSE: '#orderAfterSales.idle' },
        },
      },
    },
    deletion: {
      initial: 'confirming',
      states: {
        confirming: {
          on: { CONFIRM: 'deleting', CANCEL: '#orderAfterSales.idle' },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteOrder',
            src: 'deleteOrder',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: '#orderAfterSales.deleted',
            onError: {
              target: '#orderAfterSales.idle',
              actions: { type: 'showNotice', params: { notice: 'deleteFailed' } },
            },
          },
        },
      },
    },
    invoice: {
      initial: 'editing',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadInvoice',
            src: 'loadInvoice',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: { target: 'editing', actions: 'storeLoadedInvoice' },
            onError: {
              target: '#orderAfterSales.idle',
              actions: { type: 'showNotice', params: { notice: 'invoiceLoadFailed' } },
            },
          },
        },
        editing: {
          on: {
            SUBMIT_INVOICE: [
              { guard: 'isInvoiceFormValid', target: 'saving', actions: 'storeInvoice' },
              { actions: 'setInvoiceErrors' },
            ],
            CANCEL: '#orderAfterSales.idle',
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveInvoice',
            src: 'saveInvoice',
            input: ({ context }) => ({
              mode: context.invoiceMode,
              invoice: { ...context.invoice, orderId: context.orderId },
            }),
            onDone: {
              target: '#orderAfterSales.idle',
              actions: [
                'markInvoiced',
                { type: 'showNotice', params: { notice: 'invoiceSaved' } },
                'reloadOrders',
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'showNotice', params: { notice: 'invoiceFailed' } },
            },
          },
        },
      },
    },
    deleted: {
      type: 'final',
      entry: [{ type: 'showNotice', params: { notice: 'orderDeleted' } }, 'reloadOrders'],
    },
  },
});
