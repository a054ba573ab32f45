/**
 * After-sales on one order of "My orders" (spec shop-and-shell §2.10, §4 "Actions per tab",
 * "Order status codes"): refund, exchange with its return logistics, the trail, deleting and
 * paying an unpaid order, invoices by receipt status. Edit freely: each step is checked against
 * the machine, and a step it does not accept fails naming the step.
 */
import { orderAfterSalesMachine } from '../../../machines/orderAfterSalesMachine';
import {
  ORDER_ID,
  orderAfterSalesSamples,
  specialInvoice,
} from '../../../machines/samples/orderAfterSalesSamples';
import { ORDER_STATUS, RECEIPT_STATUS } from '../../../src/domain/orders';
import { effect } from '../support/effects';
import { answer, does, fails, sampleInput, type Flow } from '../support/scenarios';

const shipped = { text: 'a shipped order', input: sampleInput(orderAfterSalesSamples.inputs) };
const withStatus = (text: string, status: number, receiptStatus: number = RECEIPT_STATUS.none) => ({
  text,
  input: { ...sampleInput(orderAfterSalesSamples.inputs), status, receiptStatus },
});
const completed = withStatus('a completed order, not invoiced', ORDER_STATUS.completed);

export const orderAfterSalesFlow: Flow = {
  name: 'orderAfterSales',
  machine: orderAfterSalesMachine,
  scenarios: [
    {
      name: 'a confirmed refund is requested and the list reloads',
      given: shipped,
      when: [
        does('ask for a refund', { type: 'REQUEST_REFUND' }),
        does('confirm', { type: 'CONFIRM' }),
        answer('requestRefund'),
      ],
      then: {
        state: 'orderAfterSales.idle',
        effects: [effect('showNotice', { notice: 'refundRequested' }), 'reloadOrders'],
        asked: { requestRefund: { orderId: ORDER_ID } },
      },
    },
    {
      name: 'a failed refund says so and reloads nothing',
      given: shipped,
      when: [
        does('ask for a refund', { type: 'REQUEST_REFUND' }),
        does('confirm', { type: 'CONFIRM' }),
        fails('requestRefund', new Error('500')),
      ],
      then: {
        state: 'orderAfterSales.idle',
        effects: [effect('showNotice', { notice: 'refundFailed' })],
      },
    },
    {
      name: 'an exchange moves the order to the exchange tab and saves its return logistics',
      given: shipped,
      when: [
        does('ask for an exchange', { type: 'REQUEST_EXCHANGE' }),
        does('enter the logistics', {
          type: 'SUBMIT_LOGISTICS',
          form: { trackingNumber: ' SF1001 ', company: 'SF Express' },
        }),
        answer('submitLogistics'),
      ],
      then: {
        state: 'orderAfterSales.idle',
        effects: [
          effect('showExchangeTab', { orderId: ORDER_ID }),
          effect('showNotice', { notice: 'logisticsSaved' }),
          'reloadOrders',
        ],
        context: { status: ORDER_STATUS.exchange },
        asked: {
          submitLogistics: { orderId: ORDER_ID, trackingNumber: 'SF1001', company: 'SF Express' },
        },
      },
    },
    {
      name: 'logistics without a tracking number are not sent',
      given: withStatus('an order in the exchange tab', ORDER_STATUS.exchange),
      when: [
        does('enter the logistics again', { type: 'ENTER_LOGISTICS' }),
        does('send without a tracking number', {
          type: 'SUBMIT_LOGISTICS',
          form: { trackingNumber: '', company: 'SF Express' },
        }),
      ],
      then: { state: 'orderAfterSales.logistics.editing', effects: [] },
    },
    {
      name: 'a not-shipped order cannot be exchanged',
      given: withStatus('an order not shipped', ORDER_STATUS.notShipped),
      when: [does('ask for an exchange', { type: 'REQUEST_EXCHANGE' })],
      then: { state: 'orderAfterSales.idle', effects: [] },
    },
    {
      name: 'an unpaid order is deleted after confirming',
      given: withStatus('an unpaid order', ORDER_STATUS.unpaid),
      when: [
        does('delete', { type: 'DELETE_ORDER' }),
        does('confirm', { type: 'CONFIRM' }),
        answer('deleteOrder'),
      ],
      then: {
        state: 'orderAfterSales.deleted',
        effects: [effect('showNotice', { notice: 'orderDeleted' }), 'reloadOrders'],
      },
    },
    {
      name: 'paying an unpaid order starts its payment',
      given: withStatus('an unpaid order', ORDER_STATUS.unpaid),
      when: [does('pay', { type: 'PAY' })],
      then: {
        state: 'orderAfterSales.idle',
        effects: [effect('startPayment', { orderId: ORDER_ID })],
      },
    },
    {
      name: 'a completed order applies for an invoice',
      given: completed,
      when: [
        does('apply for an invoice', { type: 'INVOICE' }),
        does('send the invoice', { type: 'SUBMIT_INVOICE', form: specialInvoice }),
        answer('saveInvoice'),
      ],
      then: {
        state: 'orderAfterSales.idle',
        effects: [effect('showNotice', { notice: 'invoiceSaved' }), 'reloadOrders'],
        context: { receiptStatus: RECEIPT_STATUS.requested },
        asked: { saveInvoice: { mode: 'create' } },
      },
    },
    {
      name: 'an issued invoice is downloaded',
      given: withStatus(
        'a completed order, invoice issued',
        ORDER_STATUS.completed,
        RECEIPT_STATUS.issued,
      ),
      when: [
        does('download the invoice', { type: 'INVOICE' }),
        answer('loadIssuedInvoice', { receiptUrl: '/r/1.pdf' }),
      ],
      then: {
        state: 'orderAfterSales.idle',
        effects: [effect('saveInvoiceFile', { orderId: ORDER_ID, url: '/r/1.pdf' })],
      },
    },
  ],
};
