/**
 * Runs one order's after-sales machine with the app's calls, messages and navigation. Texts are
 * translated when shown, in the language of that moment.
 */
import { useRouter } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import { orderAfterSalesMachine } from '../../../machines/orderAfterSalesMachine';
import type { InvoiceForm, OrderAfterSalesInput } from '../../../machines/orderAfterSalesTypes';
import { INVOICE_TYPE } from '../../domain/orders';
import { fetchTrail, requestRefund, submitReturnShipment } from '../../api/afterSales';
import { API_BASE } from '../../api/client';
import { removeOrder } from '../../api/orders';
import { fetchReceipt, saveReceipt, type Invoice } from '../../api/receipts';
import { isLocale } from '../../i18n/locales';
import { notifications } from '../../lib/notifications';
import { useFlowMachine } from '../../lib/useFlowMachine';
import { afterSalesNotice } from './afterSalesNotices';
import { reloadView } from '../../lib/reloadView';

function toForm(invoice: Invoice): InvoiceForm {
  return {
    receiptType:
      invoice.receiptType === INVOICE_TYPE.special ? INVOICE_TYPE.special : INVOICE_TYPE.regular,
    receiptHeader: invoice.receiptHeader,
    taxIdNumber: invoice.taxIdNumber,
    registerAddr: invoice.registerAddr,
    registerPhone: invoice.registerPhone,
    bank: invoice.bank,
    bankAccount: invoice.bankAccount,
  };
}

/** Opens a file the browser downloads (the issued invoice's PDF). */
function download(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = new URL(url, API_BASE || window.location.origin).href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

interface Hooks {
  /** The exchange request moved the order to the exchange tab. */
  onExchange: () => void;
}

export function useOrderAfterSalesMachine(input: OrderAfterSalesInput, hooks: Hooks) {
  const router = useRouter();
  return useFlowMachine(
    { router, hooks },
    (current) =>
      orderAfterSalesMachine.provide({
        actors: {
          requestRefund: fromPromise(({ input: ref }) => requestRefund(ref.orderId)),
          submitLogistics: fromPromise(({ input: form }) => submitReturnShipment(form)),
          loadTrail: fromPromise(async ({ input: ref }) =>
            (await fetchTrail(ref.trackingNumber, isLocale(i18n.locale) ? i18n.locale : 'zh')).map(
              (entry) => ({ time: entry.AcceptTime, station: entry.AcceptStation }),
            ),
          ),
          deleteOrder: fromPromise(({ input: ref }) => removeOrder(ref.orderId)),
          loadInvoice: fromPromise(async ({ input: ref }) =>
            toForm(await fetchReceipt(ref.orderId)),
          ),
          loadIssuedInvoice: fromPromise(async ({ input: ref }) => ({
            receiptUrl: (await fetchReceipt(ref.orderId)).receiptUrl ?? '',
          })),
          saveInvoice: fromPromise(({ input: save }) =>
            saveReceipt(
              { ...save.invoice, receiptType: save.invoice.receiptType ?? INVOICE_TYPE.regular },
              save.mode === 'edit',
            ),
          ),
        },
        actions: {
          showNotice: (_, { notice }) => {
            const { level, text } = afterSalesNotice[notice];
            notifications.notify(level, i18n._(text));
          },
          reloadOrders: () => void reloadView(current().router),
          showExchangeTab: () => {
            current().hooks.onExchange();
            void current().router.navigate({ to: '/buyTab', search: { status: 4 } });
          },
          startPayment: (_, { orderId }) =>
            void current().router.navigate({
              to: '/cartView',
              search: { type: 'unpaid', orderId },
            }),
          saveInvoiceFile: (_, { orderId, url }) => download(url, `invoice-${orderId}.pdf`),
        },
      }),
    { input },
  );
}
