import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { addToCart } from '../../../api/cart';
import type { Product } from '../../../api/catalogue';
import type { AddToCartRequest } from '../../../../machines/addToCartTypes';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useGuardedPress } from '../../../lib/useGuardedPress';
import { useAddToCartMachine } from './useAddToCartMachine';
import * as shared from '../shop.css';
import * as css from './detail.css';

export interface PurchaseActionsProps {
  product: Product;
  quantity: number;
  loggedIn: boolean;
  onGoToLogin(): void;
  onGoToCart(): void;
  /** Buy now: the product and quantity go straight to checkout. */
  onBuyNow(): void;
  /** Injected by tests; the app adds through the cart API. */
  add?: (request: AddToCartRequest) => Promise<unknown>;
}

const addThroughApi = (request: AddToCartRequest) =>
  addToCart({
    productId: request.productId,
    productName: request.productName,
    quantity: request.quantity,
  });

/** Add to cart and buy now, with the outcome dialogs of spec §8. */
export function PurchaseActions({
  product,
  quantity,
  loggedIn,
  onGoToLogin,
  onGoToCart,
  onBuyNow,
  add = addThroughApi,
}: PurchaseActionsProps) {
  const [state, send, adder] = useAddToCartMachine(add);
  // Buy now goes straight to checkout: the same refusals as adding, without the machine.
  const [buyNowRefusal, setBuyNowRefusal] = useState<'notOnSale' | 'outOfStock' | null>(null);
  const onSale = product.auditStatus === 1 && product.uploadStatus === 1;
  const stock = product.productSku;

  const pressAdd = useGuardedPress(() => {
    send({
      type: 'ADD',
      onSale,
      loggedIn,
      stock,
      productId: product.id,
      productName: product.productName,
      quantity,
    });
    // Not on sale, logged out or out of stock: the machine answers with a dialog and sends nothing.
    return adder.getSnapshot().hasTag('busy') ? 'started' : 'refused';
  });
  const pressBuyNow = useGuardedPress(() => {
    if (!onSale || stock <= 0) {
      setBuyNowRefusal(onSale ? 'outOfStock' : 'notOnSale');
      return 'refused';
    }
    onBuyNow();
    return 'started';
  });
  const dismiss = () => send({ type: 'DISMISS' });
  const adding = state.hasTag('busy');

  return (
    <div className={css.actions}>
      {/* aria-disabled, not disabled: a disabled button loses the keyboard focus, and the
          dialog that answers would then hand it back to the top of the page. The machine
          ignores a press while adding. */}
      <button
        type="button"
        className={shared.primaryButton}
        onClick={pressAdd}
        aria-disabled={adding || undefined}
      >
        {adding ? <Trans>Adding…</Trans> : <Trans>Add to cart</Trans>}
      </button>
      <button type="button" className={shared.button} onClick={pressBuyNow}>
        <Trans>Buy now</Trans>
      </button>

      <ConfirmDialog
        open={state.matches('added')}
        icon="success"
        title={<Trans>Added to cart</Trans>}
        content={<Trans>The product is in your cart.</Trans>}
        buttons={[
          { label: <Trans>Continue shopping</Trans>, value: 'stay' },
          { label: <Trans>Go to cart</Trans>, value: 'cart', primary: true },
        ]}
        onAnswer={(answer) => {
          dismiss();
          if (answer === 'cart') onGoToCart();
        }}
      />
      <ConfirmDialog
        open={state.matches('outOfStock') || buyNowRefusal === 'outOfStock'}
        icon="error"
        title={<Trans>Out of stock</Trans>}
        content={<Trans>This product is out of stock and cannot be bought at the moment.</Trans>}
        buttons={[{ label: <Trans>OK</Trans>, value: 'ok', primary: true }]}
        onAnswer={() => {
          dismiss();
          setBuyNowRefusal(null);
        }}
      />
      <ConfirmDialog
        open={state.matches('notOnSale') || buyNowRefusal === 'notOnSale'}
        icon="error"
        title={<Trans>Not on sale</Trans>}
        content={<Trans>This product is not on sale at the moment.</Trans>}
        buttons={[{ label: <Trans>OK</Trans>, value: 'ok', primary: true }]}
        onAnswer={() => {
          dismiss();
          setBuyNowRefusal(null);
        }}
      />
      <ConfirmDialog
        open={state.matches('loginRequired')}
        icon="warn"
        title={<Trans>Please log in</Trans>}
        content={<Trans>Log in to add products to your cart.</Trans>}
        buttons={[
          { label: <Trans>Cancel</Trans>, value: 'cancel' },
          { label: <Trans>Log in</Trans>, value: 'login', primary: true },
        ]}
        onAnswer={(answer) => {
          dismiss();
          if (answer === 'login') onGoToLogin();
        }}
      />
      <ConfirmDialog
        open={state.matches('failed')}
        icon="warn"
        title={<Trans>Could not add to cart</Trans>}
        content={
          <>
            {state.context.failureMessage ? (
              <p className={css.dialogReason}>{state.context.failureMessage}</p>
            ) : null}
            <p className={css.dialogQuestion}>
              <Trans>Your login may have expired. Log in again?</Trans>
            </p>
          </>
        }
        buttons={[
          { label: <Trans>No</Trans>, value: 'no' },
          { label: <Trans>Yes, log in again</Trans>, value: 'login', primary: true },
        ]}
        onAnswer={(answer) => {
          dismiss();
          if (answer === 'login') onGoToLogin();
        }}
      />
    </div>
  );
}
