import { useState } from 'react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { newOrderId } from './orderId';
import { Checkout } from './Checkout';
import * as ui from '../../components/shop/shopUi.css';
import { reloadView } from '../../lib/reloadView';

const route = getRouteApi('/cartView');

/** /cartView: the cart, buy-now (`type=nowCart`) or paying an unpaid order (spec §2.8). */
export function CartScreen() {
  const data = route.useLoaderData();
  const router = useRouter();
  // One order number per visit, kept across retries (docs/decisions/machines-shop.md).
  const [drawnOrderId] = useState(newOrderId);
  if (data.failed)
    return (
      <div className={ui.page}>
        <h1 className={ui.heading}>
          <Trans>Shopping cart</Trans>
        </h1>
        <p className={ui.problem} role="alert">
          <Trans>Your cart could not be loaded.</Trans>
        </p>
        <button type="button" className={ui.button} onClick={() => void reloadView(router)}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  const orderId = data.orderId ?? drawnOrderId;
  // A reload of the data (language switch) starts the checkout again with the new items.
  const itemsKey = data.items.map((item) => `${item.productId}:${item.name}`).join('|');
  return (
    <Checkout
      key={`${data.mode}-${orderId}-${itemsKey}`}
      mode={data.mode}
      orderId={orderId}
      items={data.items}
    />
  );
}
