import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ORDER_TABS } from '../../domain/orders';

/**
 * Tab labels of order statuses 0..9. 5–8 follow what the backend does with them
 * (docs/decisions/shop.md), see docs/decisions/orders-screens.md.
 */
export const orderStatusLabel: Record<(typeof ORDER_TABS)[number], MessageDescriptor> = {
  notShipped: msg`Awaiting shipment`,
  shipped: msg`Shipped`,
  completed: msg`Completed`,
  refund: msg`Refund requested`,
  exchange: msg`Exchanges`,
  refundApproved: msg`Refund approved`,
  refunded: msg`Refunded`,
  exchangeInProgress: msg`Exchange in progress`,
  exchangeCompleted: msg`Exchange completed`,
  unpaid: msg`Awaiting payment`,
};
