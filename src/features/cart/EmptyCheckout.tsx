import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { CheckoutMode } from '../../../machines/checkoutTypes';
import * as css from './cart.css';
import * as ui from '../../components/shop/shopUi.css';

interface EmptyCheckoutProps {
  mode: CheckoutMode;
  /** The last item was just removed: its button is gone, so the focus comes here. */
  takeFocus: boolean;
}

/**
 * Nothing to order: no order number, total or "Place order", but the way to what can be
 * done instead (docs/decisions/orders-screens.md).
 */
export function EmptyCheckout({ mode, takeFocus }: EmptyCheckoutProps) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) message.current?.focus();
  }, [takeFocus]);
  return (
    <div className={css.emptyCheckout}>
      <p ref={message} tabIndex={-1} className={css.emptyMessage}>
        {mode === 'payUnpaid' ? (
          // Paid or deleted meanwhile (another tab), or an old link.
          <Trans>This order is not awaiting payment.</Trans>
        ) : mode === 'buyNow' ? (
          <Trans>There is nothing to buy here yet.</Trans>
        ) : (
          <Trans>Your cart is empty.</Trans>
        )}
      </p>
      {mode === 'payUnpaid' ? (
        <Link to="/buyTab" className={ui.primaryButton}>
          <Trans>See my orders</Trans>
        </Link>
      ) : (
        <Link to="/storePage" className={ui.primaryButton}>
          <Trans>Browse the shop</Trans>
        </Link>
      )}
    </div>
  );
}
