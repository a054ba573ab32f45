/**
 * What a customer can do with one order of "My orders", by its status (spec
 * §2.10, §4, §5): a refund request (not shipped, shipped, completed), an
 * exchange request that moves the order to the exchange tab and opens the
 * return-logistics form, the logistics trail (shipped), deleting or paying an
 * unpaid order, and the invoice of a completed order by its receipt status
 * (apply, edit, download: fetched by an actor of its own state, so leaving cancels it). An action a status does not allow has no transition.
 */
import { EMPTY_INVOICE } from './orderAfterSalesForms';
import { orderAfterSalesSetup } from './orderAfterSalesSetup';

export const orderAfterSalesMachine = orderAfterSalesSetup.createMachine({
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
          { guard: 'canDownloadInvoice', target: 'downloadingInvoice' },
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
    /**
     * The issued invoice is fetched, then its file saved; leaving (the orders screen closes)
     * cancels the fetch, so no file or notice arrives afterwards.
     */
    downloadingInvoice: {
      tags: ['busy'],
      invoke: {
        id: 'loadIssuedInvoice',
        src: 'loadIssuedInvoice',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: 'invoiceIssued',
            target: 'idle',
            actions: {
              type: 'saveInvoiceFile',
              params: ({ context, event }) => ({
                orderId: context.orderId,
                url: event.output.receiptUrl,
              }),
            },
          },
          {
            target: 'idle',
            actions: { type: 'showNotice', params: { notice: 'invoiceNotIssued' } },
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'showNotice', params: { notice: 'invoiceDownloadFailed' } },
        },
      },
    },
    deleted: {
      type: 'final',
      entry: [{ type: 'showNotice', params: { notice: 'orderDeleted' } }, 'reloadOrders'],
    },
  },
});
