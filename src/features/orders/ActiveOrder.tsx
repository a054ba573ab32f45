import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import type { OrderAfterSalesEvent } from '../../../machines/orderAfterSalesMachine';
import type { OrderStatus, ReceiptStatus } from '../../domain/orders';
import type { Order } from '../../api/orders';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { InvoiceDialog } from './InvoiceDialog';
import { LogisticsDialog } from './LogisticsDialog';
import { TrailDialog } from './TrailDialog';
import { useOrderAfterSalesMachine } from './useOrderAfterSalesMachine';

/** An action the user asked for on an order; `nonce` tells two presses of the same action apart. */
export interface OrderRequest {
  event: OrderAfterSalesEvent;
  nonce: number;
}

interface ActiveOrderProps {
  order: Order;
  request: OrderRequest;
  onExchange: () => void;
  /** Where a dialog's focus goes on close when the order's button has left the list. */
  finalFocus: () => HTMLElement | null;
}

/**
 * The order the user is acting on, with its after-sales machine and dialogs. It
 * lives above the tabs, so switching to the exchange tab keeps the logistics form.
 */
export function ActiveOrder({ order, request, onExchange, finalFocus }: ActiveOrderProps) {
  const [state, send, afterSales] = useOrderAfterSalesMachine(
    {
      orderId: order.orderid,
      status: order.orderStatus as OrderStatus,
      receiptStatus: order.receiptStatus as ReceiptStatus,
      trackingNumber: order.wuliuId ?? undefined,
    },
    { onExchange },
  );
  const { context } = state;
  const orderId = order.orderid;

  useEffect(() => {
    send(request.event);
  }, [request, send]);

  // A reloaded list may bring a new status or receipt status.
  useEffect(() => {
    send({
      type: 'ORDER_UPDATED',
      status: order.orderStatus as OrderStatus,
      receiptStatus: order.receiptStatus as ReceiptStatus,
      trackingNumber: order.wuliuId ?? undefined,
    });
  }, [order.orderStatus, order.receiptStatus, order.wuliuId, send]);

  const answer = (value: string) => send({ type: value === 'confirm' ? 'CONFIRM' : 'CANCEL' });
  const busy = state.hasTag('busy');
  return (
    <>
      <ConfirmDialog
        open={state.matches('refund')}
        icon="warn"
        title={<Trans>Request a refund?</Trans>}
        content={<Trans>A refund will be requested for order {orderId}.</Trans>}
        onAnswer={(value) => (busy ? undefined : answer(value))}
        finalFocus={finalFocus}
      />
      <ConfirmDialog
        open={state.matches('deletion')}
        icon="warn"
        title={<Trans>Delete this order?</Trans>}
        content={<Trans>Order {orderId} will be deleted. This cannot be undone.</Trans>}
        onAnswer={(value) => (busy ? undefined : answer(value))}
        finalFocus={finalFocus}
      />
      {state.matches('logistics') ? (
        <LogisticsDialog
          open
          orderId={orderId}
          entered={
            order.returnWuliuId
              ? { trackingNumber: order.returnWuliuId, company: order.returnWuliuCompany ?? '' }
              : undefined
          }
          busy={busy}
          errors={context.logisticsErrors}
          onSubmit={(form) => {
            send({ type: 'SUBMIT_LOGISTICS', form });
            return afterSales.getSnapshot().matches({ logistics: 'submitting' })
              ? 'started'
              : 'refused';
          }}
          onCancel={() => send({ type: 'CANCEL' })}
          finalFocus={finalFocus}
        />
      ) : null}
      <TrailDialog
        open={state.matches('trail')}
        trackingNumber={context.trackingNumber}
        loading={state.matches({ trail: 'loading' })}
        failed={state.matches({ trail: 'failed' })}
        trail={context.trail}
        onRetry={() => send({ type: 'RETRY' })}
        onClose={() => send({ type: 'CLOSE' })}
        finalFocus={finalFocus}
      />
      {state.matches('invoice') ? (
        <InvoiceDialog
          key={state.matches({ invoice: 'loading' }) ? 'loading' : 'form'}
          open
          mode={context.invoiceMode}
          loading={state.matches({ invoice: 'loading' })}
          busy={busy}
          initial={context.invoice}
          errors={context.invoiceErrors}
          onSubmit={(form) => {
            send({ type: 'SUBMIT_INVOICE', form });
            return afterSales.getSnapshot().matches({ invoice: 'saving' }) ? 'started' : 'refused';
          }}
          onCancel={() => send({ type: 'CANCEL' })}
          finalFocus={finalFocus}
        />
      ) : null}
    </>
  );
}
