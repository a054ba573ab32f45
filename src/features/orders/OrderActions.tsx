import { useLingui } from '@lingui/react/macro';
import type { OrderAfterSalesEvent } from '../../../machines/orderAfterSalesTypes';
import { allowsAction, RECEIPT_STATUS } from '../../domain/orders';
import type { Order } from '../../api/orders';
import * as ui from '../../components/shop/shopUi.css';

interface OrderActionsProps {
  order: Order;
  onAction: (event: OrderAfterSalesEvent) => void;
  /** A pointer or the focus came to a button: the action's code can start loading. */
  onApproach: () => void;
}

/** The operations an order's status allows (spec §4 "Actions per tab"). */
export function OrderActions({ order, onAction, onApproach }: OrderActionsProps) {
  const { t } = useLingui();
  const status = order.orderStatus;
  const orderId = order.orderid;
  const buttons: { label: string; event: OrderAfterSalesEvent; danger?: boolean }[] = [];
  if (allowsAction(status, 'pay')) buttons.push({ label: t`Pay`, event: { type: 'PAY' } });
  if (allowsAction(status, 'delete'))
    buttons.push({ label: t`Delete`, event: { type: 'DELETE_ORDER' }, danger: true });
  if (allowsAction(status, 'viewTrail') && order.wuliuId)
    buttons.push({ label: t`Logistics trail`, event: { type: 'VIEW_TRAIL' } });
  if (allowsAction(status, 'invoice')) {
    const invoiceLabel =
      order.receiptStatus === RECEIPT_STATUS.issued
        ? t`Download invoice`
        : order.receiptStatus === RECEIPT_STATUS.requested
          ? t`Edit invoice`
          : t`Apply for invoice`;
    buttons.push({ label: invoiceLabel, event: { type: 'INVOICE' } });
  }
  if (allowsAction(status, 'requestExchange'))
    buttons.push({ label: t`Exchange`, event: { type: 'REQUEST_EXCHANGE' } });
  if (allowsAction(status, 'enterReturnShipment'))
    buttons.push({
      // Once entered, the return shipment is shown above and can be put right.
      label: order.returnWuliuId ? t`Correct logistics` : t`Enter logistics`,
      event: { type: 'ENTER_LOGISTICS' },
    });
  if (allowsAction(status, 'requestRefund'))
    buttons.push({ label: t`Refund`, event: { type: 'REQUEST_REFUND' }, danger: true });

  if (buttons.length === 0)
    return (
      <span role="img" aria-label={t`No operation`}>
        —
      </span>
    );
  return (
    <div className={ui.actions} role="group" aria-label={t`Operations for order ${orderId}`}>
      {buttons.map((button) => (
        <button
          key={button.event.type}
          type="button"
          className={button.danger ? ui.dangerLink : ui.linkButton}
          onClick={() => onAction(button.event)}
          onPointerEnter={onApproach}
          onFocus={onApproach}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
