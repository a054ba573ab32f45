import { Trans } from '@lingui/react/macro';
import { isOutOfStock, isUnavailable } from '../../../machines/checkoutItems';
import { type CheckoutItem } from '../../../machines/checkoutTypes';
import * as css from './cart.css';

/** On sale, unavailable (not audited or not listed) or out of stock (spec §4). */
export function ItemStatus({ item }: { item: CheckoutItem }) {
  if (isUnavailable(item))
    return (
      <span className={css.status.unavailable}>
        <Trans>Unavailable</Trans>
      </span>
    );
  if (isOutOfStock(item))
    return (
      <span className={css.status.outOfStock}>
        <Trans>Out of stock</Trans>
      </span>
    );
  return (
    <span className={css.status.onSale}>
      <Trans>On sale</Trans>
    </span>
  );
}
