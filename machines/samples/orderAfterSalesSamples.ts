import type { InputFrom } from 'xstate';
import type { orderAfterSalesMachine } from '../orderAfterSalesMachine';
import { ORDER_STATUS, ORDER_TABS, RECEIPT_STATUS } from '../../src/domain/orders';
import type { InvoiceForm } from '../orderAfterSalesTypes';
import type { MachineSamples } from './machineSamples';

/** A special VAT invoice, every field filled; its taxpayer number has the shape the dialog accepts. */
export const specialInvoice: InvoiceForm = {
  receiptType: 1,
  receiptHeader: 'Reach IoT Ltd',
  taxIdNumber: '91440300MA5F12345X',
  registerAddr: 'Nanshan, Shenzhen',
  registerPhone: '0755-1234567',
  bank: 'Bank of China',
  bankAccount: '6222000011112222',
};

export const ORDER_ID = '202401011234567890';

const inputs: readonly InputFrom<typeof orderAfterSalesMachine>[] = [
  {
    orderId: ORDER_ID,
    status: ORDER_STATUS.shipped,
    receiptStatus: RECEIPT_STATUS.none,
    trackingNumber: 'SF123',
  },
];

export const orderAfterSalesSamples = {
  inputs,
  events: {
    // Every tab, and a completed order in each receipt status.
    ORDER_UPDATED: [
      ...ORDER_TABS.map((_, status) => ({ type: 'ORDER_UPDATED', status, receiptStatus: 0 })),
      { type: 'ORDER_UPDATED', status: ORDER_STATUS.completed, receiptStatus: 1 },
      { type: 'ORDER_UPDATED', status: ORDER_STATUS.completed, receiptStatus: 2 },
      { type: 'ORDER_UPDATED', status: ORDER_STATUS.exchangeCompleted, receiptStatus: 2 },
      // Not a status: the list's answer is ignored.
      { type: 'ORDER_UPDATED', status: 10, receiptStatus: 0 },
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
    'xstate.done.actor.loadIssuedInvoice': [
      { type: 'xstate.done.actor.loadIssuedInvoice', output: { receiptUrl: '/r/1.pdf' } },
      { type: 'xstate.done.actor.loadIssuedInvoice', output: { receiptUrl: '' } },
    ],
  },
} satisfies MachineSamples;
