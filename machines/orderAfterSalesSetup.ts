/**
 * The order after-sales machine's named effects and guards (its states are in
 * orderAfterSalesMachine.ts). Every actor is the app's (useOrderAfterSalesMachine); the stubs
 * here fail.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { describeGuards } from './describeGuards';
import {
  allowsAction,
  isOrderStatus,
  isReceiptStatus,
  ORDER_STATUS,
  RECEIPT_STATUS,
} from '../src/domain/orders';
import { notProvided, notProvidedAction } from './notProvided';
import { EMPTY_INVOICE, invoiceFormErrors, logisticsFormErrors } from './orderAfterSalesForms';
import type {
  AfterSalesNotice,
  InvoiceFile,
  InvoiceForm,
  IssuedInvoice,
  LoadTrailInput,
  OrderAfterSalesContext,
  OrderAfterSalesEvent,
  OrderAfterSalesInput,
  OrderRef,
  SaveInvoiceInput,
  SubmitLogisticsInput,
  TrailEntry,
} from './orderAfterSalesTypes';

const allowsInvoice = (context: OrderAfterSalesContext) => allowsAction(context.status, 'invoice');

export const orderAfterSalesSetup = setup({
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
    /** getReceipt of an issued invoice. */
    loadIssuedInvoice: fromPromise<IssuedInvoice, OrderRef>(notProvided('loadIssuedInvoice')),
  },
  actions: {
    /** The order list was refetched: the order's status may have moved on. */
    updateOrder: assign(({ context, event }) => {
      assertEvent(event, 'ORDER_UPDATED');
      return {
        status: event.status,
        receiptStatus: event.receiptStatus,
        trackingNumber: event.trackingNumber ?? context.trackingNumber,
      };
    }),
    moveToExchange: assign({ status: ORDER_STATUS.exchange }),
    startLogisticsForm: assign({ logistics: null, logisticsErrors: [] }),
    storeLogistics: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_LOGISTICS');
      return { logistics: event.form, logisticsErrors: [] };
    }),
    setLogisticsErrors: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_LOGISTICS');
      return { logisticsErrors: logisticsFormErrors(event.form) };
    }),
    storeTrail: assign({
      trail: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadTrail');
        return event.output;
      },
    }),
    startNewInvoice: assign({
      invoiceMode: 'create' as const,
      invoice: EMPTY_INVOICE,
      invoiceErrors: [],
    }),
    storeLoadedInvoice: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadInvoice');
      return { invoiceMode: 'edit' as const, invoice: event.output, invoiceErrors: [] };
    }),
    storeInvoice: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_INVOICE');
      return { invoice: event.form, invoiceErrors: [] };
    }),
    setInvoiceErrors: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_INVOICE');
      return { invoiceErrors: invoiceFormErrors(event.form) };
    }),
    markInvoiced: assign({ receiptStatus: RECEIPT_STATUS.requested }),
    /** The app shows the translated success or failure message. */
    showNotice: notProvidedAction<{ notice: AfterSalesNotice }>('showNotice'),
    /** The app refetches the order lists (statuses may have changed on the server). */
    reloadOrders: notProvidedAction('reloadOrders'),
    /** The app switches "My orders" to the exchange tab. */
    showExchangeTab: notProvidedAction<OrderRef>('showExchangeTab'),
    /** The app starts the checkout in payUnpaid mode with all the order's items. */
    startPayment: notProvidedAction<OrderRef>('startPayment'),
    /** The app has the browser download the issued invoice's file. */
    saveInvoiceFile: notProvidedAction<InvoiceFile>('saveInvoiceFile'),
  },
  guards: {
    isValidUpdate: ({ event }) => {
      assertEvent(event, 'ORDER_UPDATED');
      return isOrderStatus(event.status) && isReceiptStatus(event.receiptStatus);
    },
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
    invoiceIssued: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadIssuedInvoice');
      return event.output.receiptUrl !== '';
    },
    isLogisticsFormValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_LOGISTICS');
      return logisticsFormErrors(event.form).length === 0;
    },
    isInvoiceFormValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_INVOICE');
      return invoiceFormErrors(event.form).length === 0;
    },
  },
});

/**
 * What each guard means, for the diagrams and the inspector (the root's `meta`). The statuses
 * each action allows are the `ORDER_ACTIONS` table of src/domain/orders.ts (spec §4).
 */
export const orderAfterSalesGuardDescriptions = describeGuards({
  isValidUpdate: 'The list reloaded the order with a known status and receipt status.',
  canRequestRefund:
    'The order is not shipped (0), shipped (1) or completed (2): a refund can be asked.',
  canRequestExchange: 'The order is shipped (1) or completed (2): an exchange can be asked.',
  isInExchange: 'The order is in the exchange tab (4): its return shipment can be entered again.',
  canViewTrail: 'The order is shipped (1): its logistics trail can be viewed.',
  isUnpaid: 'The order is unpaid (9): it can be paid or deleted.',
  canApplyForInvoice: 'The order is completed (2) and not invoiced (receipt status 0): apply.',
  canEditInvoice:
    'The order is completed (2) and its invoice requested (receipt status 1): edit it.',
  canDownloadInvoice:
    'The order is completed (2) and its invoice issued (receipt status 2): download it.',
  invoiceIssued: 'The issued invoice came with a file address; else it is not issued yet.',
  isLogisticsFormValid: 'The tracking number and the company are both filled in.',
  isInvoiceFormValid:
    'A known invoice type, a header and a tax ID; a special invoice also needs its registered address, phone, bank and account.',
});
