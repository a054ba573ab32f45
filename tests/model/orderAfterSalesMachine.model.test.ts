import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { orderAfterSalesMachine } from '../../machines/orderAfterSalesMachine';
import {
  EMPTY_INVOICE,
  invoiceFormErrors,
  logisticsFormErrors,
} from '../../machines/orderAfterSalesForms';
import type { OrderAfterSalesContext } from '../../machines/orderAfterSalesTypes';
import { ORDER_STATUS, ORDER_TABS, RECEIPT_STATUS, ORDER_ACTIONS } from '../../src/domain/orders';
import { ORDER_ID, orderAfterSalesSamples } from '../../machines/samples/orderAfterSalesSamples';
import { describeModel } from './support/describeModel';
import { describeScenarios } from './support/describeScenarios';
import { orderAfterSalesFlow } from './scenarios/orderAfterSales';
import { effect, entered, isIn, type Effect, type Step } from './support/effects';

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as OrderAfterSalesContext;

/**
 * What each order status lets the customer do (spec shop-and-shell §4 "Actions per tab"),
 * written out here rather than read from the machine: refund on not shipped, shipped and
 * completed; exchange on shipped and completed; the trail on shipped; delete and pay on
 * unpaid; the invoice on completed (apply, edit or download by receipt status); and the
 * return logistics from the exchange tab (docs/decisions/machines-shop.md).
 */
const ALLOWED_ON: Record<string, readonly number[]> = {
  REQUEST_REFUND: [0, 1, 2],
  REQUEST_EXCHANGE: [1, 2],
  VIEW_TRAIL: [1],
  DELETE_ORDER: [9],
  PAY: [9],
  INVOICE: [2],
  ENTER_LOGISTICS: [4],
};

const allowed = (snapshot: AnyMachineSnapshot, action: string) =>
  isIn(snapshot, 'orderAfterSales.idle') &&
  (ALLOWED_ON[action] ?? []).includes(context(snapshot).status);

const notice = (name: string) => effect('showNotice', { notice: name });
const order = { orderId: ORDER_ID };

/**
 * The effects of each step: the notice of every outcome, the list refreshed after a change
 * on the server, the switch to the exchange tab, the payment of an unpaid order and the
 * download of an issued invoice.
 */
function afterSalesEffects(step: Step): Effect[] {
  const { before, event } = step;
  if (entered(step, 'orderAfterSales.deleted'))
    return [notice('orderDeleted'), effect('reloadOrders')];
  if (!before) return [];
  switch (event.type) {
    case 'REQUEST_EXCHANGE':
      return allowed(before, event.type) ? [effect('showExchangeTab', order)] : [];
    case 'PAY':
      return allowed(before, event.type) ? [effect('startPayment', order)] : [];
    case 'xstate.done.actor.loadIssuedInvoice': {
      // An issued invoice's file is downloaded; without one the customer is told.
      const { receiptUrl } = event.output as { receiptUrl: string };
      return receiptUrl
        ? [effect('saveInvoiceFile', { ...order, url: receiptUrl })]
        : [notice('invoiceNotIssued')];
    }
    case 'xstate.error.actor.loadIssuedInvoice':
      return [notice('invoiceDownloadFailed')];
    case 'xstate.done.actor.requestRefund':
      return [notice('refundRequested'), effect('reloadOrders')];
    case 'xstate.error.actor.requestRefund':
      return [notice('refundFailed')];
    case 'xstate.done.actor.submitLogistics':
      return [notice('logisticsSaved'), effect('reloadOrders')];
    case 'xstate.error.actor.submitLogistics':
      return [notice('logisticsFailed')];
    case 'xstate.error.actor.deleteOrder':
      return [notice('deleteFailed')];
    case 'xstate.error.actor.loadInvoice':
      return [notice('invoiceLoadFailed')];
    case 'xstate.done.actor.saveInvoice':
      return [notice('invoiceSaved'), effect('reloadOrders')];
    case 'xstate.error.actor.saveInvoice':
      return [notice('invoiceFailed')];
    default:
      return [];
  }
}

/** Where a path can go depends on the state, the order status and the receipt status only. */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    order: context(snapshot).status,
    receipt: context(snapshot).receiptStatus,
  });

describeModel('orderAfterSalesMachine', {
  machine: orderAfterSalesMachine,
  // A shipped order: refund, exchange and trail at once; list refreshes bring the other tabs.
  input: orderAfterSalesSamples.inputs[0],
  serializeState,
  events: orderAfterSalesSamples.events,
  effects: afterSalesEffects,
  invariants: {
    '*': (snapshot) => {
      expect(context(snapshot).status).toBeGreaterThanOrEqual(0);
      expect(context(snapshot).status).toBeLessThan(ORDER_TABS.length);
      expect([0, 1, 2]).toContain(context(snapshot).receiptStatus);
      // The customer may do exactly what the order's tab allows, and nothing while another
      // action is open.
      for (const action of Object.keys(ALLOWED_ON))
        expect(
          snapshot.can({ type: action }),
          `${action} on status ${context(snapshot).status}`,
        ).toBe(allowed(snapshot, action));
    },
    'orderAfterSales.refund': (snapshot) =>
      expect(ORDER_ACTIONS.requestRefund).toContain(context(snapshot).status),
    'orderAfterSales.refund.sending': (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    'orderAfterSales.logistics': (snapshot) =>
      // An exchange request has moved the order to the exchange tab.
      expect(context(snapshot).status).toBe(ORDER_STATUS.exchange),
    'orderAfterSales.logistics.submitting': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      const { logistics } = context(snapshot);
      expect(logistics).not.toBeNull();
      expect(logisticsFormErrors(logistics!)).toEqual([]);
    },
    'orderAfterSales.trail': (snapshot) =>
      expect(context(snapshot).status).toBe(ORDER_STATUS.shipped),
    'orderAfterSales.trail.showing': (snapshot) =>
      expect(context(snapshot).trail.length).toBeGreaterThan(0),
    'orderAfterSales.deletion': (snapshot) =>
      expect(context(snapshot).status).toBe(ORDER_STATUS.unpaid),
    'orderAfterSales.invoice': (snapshot) => {
      expect(context(snapshot).status).toBe(ORDER_STATUS.completed);
      expect(context(snapshot).receiptStatus).not.toBe(RECEIPT_STATUS.issued);
    },
    'orderAfterSales.invoice.editing': (snapshot) => {
      const { invoiceMode, receiptStatus, invoice } = context(snapshot);
      expect(invoiceMode).toBe(receiptStatus === RECEIPT_STATUS.none ? 'create' : 'edit');
      if (invoiceMode === 'edit') expect(invoice).not.toEqual(EMPTY_INVOICE);
    },
    'orderAfterSales.invoice.saving': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(invoiceFormErrors(context(snapshot).invoice)).toEqual([]);
    },
    'orderAfterSales.downloadingInvoice': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(context(snapshot).receiptStatus).toBe(RECEIPT_STATUS.issued);
    },
    'orderAfterSales.deleted': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});

describeScenarios(orderAfterSalesFlow);
