import { Trans } from '@lingui/react/macro';
import type { Order } from '../../api/orders';
import * as css from './orders.css';

/** The return shipment the customer entered for an exchange (WlForm): number and company. */
export function ReturnShipment({ order }: { order: Order }) {
  const trackingNumber = order.returnWuliuId;
  const company = order.returnWuliuCompany ?? '';
  if (!trackingNumber) return null;
  return (
    <p className={css.returnShipment}>
      <Trans>
        Return shipment: <span className={css.trackingNumber}>{trackingNumber}</span> ({company})
      </Trans>
    </p>
  );
}
