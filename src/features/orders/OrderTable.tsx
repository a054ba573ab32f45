import { useLingui } from '@lingui/react/macro';
import type { OrderAfterSalesEvent } from '../../../machines/orderAfterSalesTypes';
import { ORDER_STATUS } from '../../domain/orders';
import type { Order } from '../../api/orders';
import { OrderActions } from './OrderActions';
import { ReturnShipment } from './ReturnShipment';
import * as ui from '../../components/shop/shopUi.css';
import * as css from './orders.css';
import { PictureCell } from '../../components/shop/PictureCell';
import { ShopTableHead } from '../../components/shop/ShopTableHead';

interface OrderTableProps {
  orders: readonly Order[];
  onAction: (order: Order, event: OrderAfterSalesEvent) => void;
  /** A pointer or the focus came to an order's operations: their code can start loading. */
  onApproach: () => void;
}

/** The exchange's statuses, where the customer's return shipment is part of the order. */
const RETURN_STATUSES: readonly number[] = [
  ORDER_STATUS.exchange,
  ORDER_STATUS.exchangeInProgress,
  ORDER_STATUS.exchangeCompleted,
];

/** Index, order id, product name, picture, price, quantity, time, operations (spec §2.10). */
export function OrderTable({ orders, onAction, onApproach }: OrderTableProps) {
  const { t } = useLingui();
  return (
    <table className={ui.table}>
      <ShopTableHead
        labels={[
          t`No.`,
          t`Order No.`,
          t`Product`,
          t`Picture`,
          t`Price`,
          t`Quantity`,
          t`Time`,
          t`Operations`,
        ]}
      />
      <tbody>
        {orders.map((order, index) => (
          <tr key={order.orderid}>
            <td data-label={t`No.`}>{index + 1}</td>
            <td data-label={t`Order No.`}>{order.orderid}</td>
            <td data-label={t`Product`} className={css.productName}>
              {order.productName}
            </td>
            <PictureCell label={t`Picture`} src={order.picture} alt={order.productName} />
            <td data-label={t`Price`}>¥{order.orderPay.toFixed(2)}</td>
            <td data-label={t`Quantity`}>{order.productSells}</td>
            <td data-label={t`Time`}>{order.createDate}</td>
            <td data-label={t`Operations`}>
              {RETURN_STATUSES.includes(order.orderStatus) ? (
                <ReturnShipment order={order} />
              ) : null}
              <OrderActions
                order={order}
                onAction={(event) => onAction(order, event)}
                onApproach={onApproach}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
