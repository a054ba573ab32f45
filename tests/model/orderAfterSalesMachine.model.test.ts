import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { orderAfterSalesMachine } from '../../machines/orderAfterSalesMachine';
import {
  EMPTY_INVOICE,
  invoiceFormErrors,
  logisticsFormErrors,
} from '../../machines/orderAfterSalesForms';
import type { InvoiceForm, OrderAfterSalesContext } from '../../machines/orderAfterSalesTypes';
import { ORDER_STATUS, ORDER_TABS, RECEIPT_STATUS, ORDER_ACTIONS } from '../../src/domain/orders';
import { describeModel } from './support/describeModel';

const specialInvoice: InvoiceForm = {
  receiptType: 1,
  receiptHeader: 'Reach IoT Ltd',
  taxIdNumber: '91440300MA5F',
  registerAddr: 'Nanshan, Shenzhen',
  registerPhone: '0755-1234567',
  bank: 'Bank of China',
  bankAccount: '6222000011112222',
};

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as OrderAfterSalesContext;

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
  input: {
    orderId: '202401011234567890',
    status: ORDER_STATUS.shipped,
    receiptStatus: RECEIPT_STATUS.none,
    trackingNumber: 'SF123',
  },
  serializeState,
  events: {
    ORDER_UPDATED: [
      { type: 'ORDER_UPDATED', status: ORDER_STATUS.notShipped, receiptStatus: 0 },
      { type: 'ORDER_UPDATED', status: ORDER_STATUS.completed, receiptStatus: 0 },
      { type: 'ORDER_UPDATED', status: ORDER_STATUS.completed, receiptStatus: 1 },
      { type: 'ORDER_UPDATED', status: ORDER_STATUS.completed, receiptStatus: 2 },
      { type: 'ORDER_UPDATED', status: ORDER_STATUS.exchangeCompleted, receiptStatus: 2 },
      { type: 'ORDER_UPDATED', status: ORDER_STATUS.unpaid, receiptStatus: 0 },
    ],
    SUBMIT_LOGISTICS: [
      { type: 'SUBMIT_LOGISTICS', form: { trackingNumber: 'SF1001', company: 'SF Express' } },
      { type: 'SUBMIT_LOGISTICS', form: { trackingNumber: '', company: 'SF Express' } },
    ],
    SUBMIT_INVOICE: [
      { type: 'SUBMIT_INVOICE', form: specialInvoice },
      { type: 'SUBMIT_INVOICE', form: { ...specialInvoice, bankAccount: '' } },
    ],
    'xstate.done.actor.loadTrail': [
      {
        type: 'xstate.done.actor.loadTrail',
        output: [{ time: '2024-01-02 10:00', station: 'Shenzhen hub' }],
      },
    ],
    'xstate.done.actor.loadInvoice': [
      { type: 'xstate.done.actor.loadInvoice', output: specialInvoice },
    ],
  },
  invariants: {
    '*': (snapshot) => {
      expect(context(snapshot).status).toBeGreaterThanOrEqual(0);
      expect(context(snapshot).status).toBeLessThan(ORDER_TABS.length);
      expect([0, 1, 2]).toContain(context(snapshot).receiptStatus);
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
    'orderAfterSales.deleted': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
