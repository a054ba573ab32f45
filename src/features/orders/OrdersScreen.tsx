import { useCallback, useEffect, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { OrderAfterSalesEvent } from '../../../machines/orderAfterSalesTypes';
import { ORDER_STATUS } from '../../domain/orders';
import type { Order } from '../../api/orders';
import type { OrderRequest } from './ActiveOrder';
import { lazyDialog } from '../../components/dialogs/lazyDialog';
import { ListFailed } from '../../components/list/ListFailed';
import { ListRegion } from '../../components/list/ListRegion';
import { OrderTable } from './OrderTable';
import { OrderStatusTabs } from './OrderStatusTabs';
import * as ui from '../../components/shop/shopUi.css';

const route = getRouteApi('/buyTab');

// The after-sales machine and its dialogs load with the first action asked for: the list shows
// none of them (docs/decisions.md, "First load").
const ActiveOrder = lazyDialog(() => import('./ActiveOrder').then((m) => m.ActiveOrder));

/** /buyTab: my orders by status, with each status's after-sales actions (spec §2.10). */
export function OrdersScreen() {
  const data = route.useLoaderData();
  const [active, setActive] = useState<{
    order: Order;
    request: OrderRequest;
    /** The button that asked for the action, to tell whether it is still in the list. */
    opener: Element | null;
  } | null>(null);
  const tabList = useRef<HTMLDivElement>(null);
  // An exchange request has no call of its own: the order shows in the exchange tab
  // until its return shipment is recorded (docs/decisions/machines-shop.md).
  const [movedToExchange, setMovedToExchange] = useState<Order | null>(null);

  const act = (order: Order, event: OrderAfterSalesEvent) => {
    const pressed = document.activeElement;
    setActive((current) => ({
      order,
      request: { event, nonce: (current?.request.nonce ?? 0) + 1 },
      opener: pressed,
    }));
  };

  // A refund, a deletion or an exchange takes the order out of this tab, and its button
  // with it: the focus goes to the current tab rather than to the top of the page.
  const selectedTab = useCallback(
    () => tabList.current?.querySelector<HTMLElement>('[aria-selected="true"]') ?? null,
    [],
  );
  const opener = active?.opener ?? null;
  const finalFocus = useCallback(
    () => (opener?.isConnected ? null : selectedTab()),
    [opener, selectedTab],
  );
  // The list reloaded after the dialog had already given the focus back to the button.
  const acting = active !== null;
  useEffect(() => {
    if (acting && document.activeElement === document.body) selectedTab()?.focus();
  }, [data, acting, selectedTab]);

  const shown =
    data.status === ORDER_STATUS.exchange &&
    movedToExchange &&
    !data.orders.some((order) => order.orderid === movedToExchange.orderid)
      ? [{ ...movedToExchange, orderStatus: ORDER_STATUS.exchange }, ...data.orders]
      : data.orders;
  // The active order as the list now shows it, so its machine follows status changes.
  const activeOrder = active
    ? (shown.find((order) => order.orderid === active.order.orderid) ?? active.order)
    : null;

  return (
    <div className={ui.page}>
      <h1 className={ui.heading}>
        <Trans>My orders</Trans>
      </h1>
      <OrderStatusTabs loaded={data.status} listRef={tabList}>
        <ListRegion>
          {data.failed ? (
            <ListFailed>
              <Trans>Your orders could not be loaded.</Trans>
            </ListFailed>
          ) : shown.length === 0 ? (
            <p className={ui.empty}>
              <Trans>No orders here.</Trans>
            </p>
          ) : (
            <OrderTable orders={shown} onAction={act} onApproach={ActiveOrder.preload} />
          )}
        </ListRegion>
      </OrderStatusTabs>
      {active && activeOrder ? (
        <ActiveOrder
          key={active.order.orderid}
          order={activeOrder}
          request={active.request}
          onExchange={() => setMovedToExchange(active.order)}
          finalFocus={finalFocus}
        />
      ) : null}
    </div>
  );
}
