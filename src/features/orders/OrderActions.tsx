import { useLingui } from '@lingui/react/macro';
import {
  EXCHANGEABLE_STATUSES,
  ORDER_STATUS,
  RECEIPT_STATUS,
  REFUNDABLE_STATUSES,
  type OrderAfterSalesEvent,
  type OrderStatus,
} from '../../../machines/orderAfterSalesMachine';
import type { Order } from '../../api/orders';
import * as ui from '../../components/shop/shopUi.css';

interface OrderActionsProps {
  order: Order;
  onAction: (event: OrderAfterSalesEvent) => void;
}

/** The operations an order's status allows (spec §4 "Actions per tab"). */
export function OrderActions({ order, onAction }: OrderActionsProps) {
  const { t } = useLingui();
  const status = order.orderStatus as OrderStatus;
  const orderId = order.orderid;
  const buttons: { label: string; event: OrderAfterSalesEvent; danger?: boolean }[] = [];
  if (status === ORDER_STATUS.unpaid) {
    buttons.push({ label: t`Pay`, event: { type: 'PAY' } });
    buttons.push({ label: t`Delete`, event: { type: 'DELETE_ORDER' }, danger: true });
  }
  if (status === ORDER_STATUS.shipped && order.wuliuId)
    buttons.push({ label: t`Logistics trail`, event: { type: 'VIEW_TRAIL' } });
  if (status === ORDER_STATUS.completed) {
    const invoiceLabel =
      order.receiptStatus === RECEIPT_STATUS.issued
        ? t`Download invoice`
        : order.receiptStatus === RECEIPT_STATUS.editable
          ? t`Edit invoice`
          : t`Apply for invoice`;
    buttons.push({ label: invoiceLabel, event: { type: 'INVOICE' } });
  }
  if (EXCHANGEABLE_STATUSES.includes(status))
    buttons.push({ label: t`Exchange`, event: { type: 'REQUEST_EXCHANGE' } });
  if (status === ORDER_STATUS.exchange)
    buttons.push({ label: t`Enter logistics`, event: { type: 'ENTER_LOGISTICS' } });
  if (REFUNDABLE_STATUSES.includes(status))
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
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
