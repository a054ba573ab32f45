import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderAfterSalesEvent } from '../../../machines/orderAfterSalesMachine';
import { ORDER_STATUS } from '../../domain/orders';
import type { Order } from '../../api/orders';
import { OrderActions } from './OrderActions';
import { ReturnShipment } from './ReturnShipment';
import * as ui from '../../components/shop/shopUi.css';
import * as css from './orders.css';
import { ContentImage } from '../../components/content/ContentImage';

interface OrderTableProps {
  orders: readonly Order[];
  onAction: (order: Order, event: OrderAfterSalesEvent) => void;
}

/** The exchange's statuses, where the customer's return shipment is part of the order. */
const RETURN_STATUSES: readonly number[] = [
  ORDER_STATUS.exchange,
  ORDER_STATUS.exchangeInProgress,
  ORDER_STATUS.exchangeCompleted,
];

/** Index, order id, product name, picture, price, quantity, time, operations (spec §2.10). */
export function OrderTable({ orders, onAction }: OrderTableProps) {
  const { t } = useLingui();
  return (
    <table className={ui.table}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>No.</Trans>
          </th>
          <th scope="col">
            <Trans>Order No.</Trans>
          </th>
          <th scope="col">
            <Trans>Product</Trans>
          </th>
          <th scope="col">
            <Trans>Picture</Trans>
          </th>
          <th scope="col">
            <Trans>Price</Trans>
          </th>
          <th scope="col">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col">
            <Trans>Time</Trans>
          </th>
          <th scope="col">
            <Trans>Operations</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order, index) => (
          <tr key={order.orderid}>
            <td data-label={t`No.`}>{index + 1}</td>
            <td data-label={t`Order No.`}>{order.orderid}</td>
            <td data-label={t`Product`} className={css.productName}>
              {order.productName}
            </td>
            <td data-label={t`Picture`}>
              {order.picture ? (
                <ContentImage className={ui.picture} src={order.picture} alt={order.productName} />
              ) : null}
            </td>
            <td data-label={t`Price`}>¥{order.orderPay.toFixed(2)}</td>
            <td data-label={t`Quantity`}>{order.productSells}</td>
            <td data-label={t`Time`}>{order.createDate}</td>
            <td data-label={t`Operations`}>
              {RETURN_STATUSES.includes(order.orderStatus) ? (
                <ReturnShipment order={order} />
              ) : null}
              <OrderActions order={order} onAction={(event) => onAction(order, event)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
