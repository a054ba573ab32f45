/**
 * What a customer can do with one order of "My orders", by its status (spec
 * §2.10, §4, §5): a refund request (not shipped, shipped, completed), an
 * exchange request that moves the order to the exchange tab and opens the
 * return-logistics form, the logistics trail (shipped), deleting or paying an
 * unpaid order, and the invoice of a completed order by its receipt status
 * (apply, edit, download: fetched by an actor of its own state, so leaving cancels it). An action a status does not allow has no transition.
 */
import { EMPTY_INVOICE } from './orderAfterSalesForms';
import { orderAfterSalesGuardDescriptions, orderAfterSalesSetup } from './orderAfterSalesSetup';

export const orderAfterSalesMachine = orderAfterSalesSetup.createMachine({
  id: 'orderAfterSales',
  meta: orderAfterSalesGuardDescriptions,
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
      description: 'The order in its list, with the actions its status allows.',
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
      description: 'A refund request.',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The refund waits for the customer to confirm.',
          on: { CONFIRM: 'sending', CANCEL: '#orderAfterSales.idle' },
        },
        sending: {
          description: 'The refund request is sent.',
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
      description: 'The return-logistics form of an exchange.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The customer enters the tracking number and the company.',
          on: {
            SUBMIT_LOGISTICS: [
              { guard: 'isLogisticsFormValid', target: 'submitting', actions: 'storeLogistics' },
              { actions: 'setLogisticsErrors' },
            ],
            CANCEL: '#orderAfterSales.idle',
          },
        },
        submitting: {
          description: 'The return logistics are saved.',
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
      description: 'The logistics trail of a shipped order.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The trail is asked for.',
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
          description: 'The trail is shown.',
          on: { CLOSE: '#orderAfterSales.idle' },
        },
        failed: {
          description: 'The trail could not be loaded: try again, or close.',
          on: { RETRY: 'loading', CLOSE: '#orderAfterSales.idle' },
        },
      },
    },
    deletion: {
      description: 'Deleting an unpaid order.',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The deletion waits for the customer to confirm.',
          on: { CONFIRM: 'deleting', CANCEL: '#orderAfterSales.idle' },
        },
        deleting: {
          description: 'The order is deleted.',
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
      description: 'The invoice form of a completed order.',
      initial: 'editing',
      states: {
        loading: {
          description: 'The requested invoice is loaded, to be edited.',
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
          description: 'The customer fills in or corrects the invoice.',
          on: {
            SUBMIT_INVOICE: [
              { guard: 'isInvoiceFormValid', target: 'saving', actions: 'storeInvoice' },
              { actions: 'setInvoiceErrors' },
            ],
            CANCEL: '#orderAfterSales.idle',
          },
        },
        saving: {
          description: 'The invoice is saved (applied for or edited).',
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
      description: 'The issued invoice is fetched, then its file saved.',
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
      description: 'The order is deleted; the list reloads.',
      type: 'final',
      entry: [{ type: 'showNotice', params: { notice: 'orderDeleted' } }, 'reloadOrders'],
    },
  },
});
