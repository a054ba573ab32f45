import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatTotal } from '../../../machines/checkoutItems';
import type { CheckoutInput, CheckoutItem } from '../../../machines/checkoutTypes';
import { useGuardedPress } from '../../lib/useGuardedPress';
import { lazyDialog } from '../../components/dialogs/lazyDialog';
import { fromShopAddress, toShopAddress } from '../../api/addressRecord';
import { CartTable } from './CartTable';
import { EmptyCheckout } from './EmptyCheckout';
import { problemTextFor } from './checkoutProblems';
import { useCheckoutMachine } from './useCheckoutMachine';
import * as css from './cart.css';
import * as ui from '../../components/shop/shopUi.css';

// The checkout's dialogs load when they open: the cart's first view shows none of them
// (docs/decisions.md, "First load").
const AddressDialog = lazyDialog(() => import('./AddressDialog').then((m) => m.AddressDialog));
const AddressFormDialog = lazyDialog(() =>
  import('../../components/address/AddressFormDialog').then((m) => m.AddressFormDialog),
);
const PaymentDialog = lazyDialog(() => import('./PaymentDialog').then((m) => m.PaymentDialog));
/** "Place order" leads through the address choice (and maybe its form) to the payment. */
const preloadDialogs = () => {
  AddressDialog.preload();
  AddressFormDialog.preload();
  PaymentDialog.preload();
};

const CART_PROBLEMS = new Set([
  'removeUnavailable',
  'outOfStock',
  'removeFailed',
  'quantitySaveFailed',
]);

/** The cart table, total and the checkout's dialogs, driven by the checkout machine. */
export function Checkout(input: CheckoutInput) {
  const { i18n } = useLingui();
  const [state, send, checkout] = useCheckoutMachine(input);
  const { context } = state;
  const busy = state.hasTag('busy');
  const total = formatTotal(context.items);
  const orderId = context.orderId;
  // A check that refuses (empty cart, unavailable or sold-out item) keeps the checkout in the cart.
  const placeOrder = useGuardedPress(() => {
    send({ type: 'PLACE_ORDER' });
    return checkout.getSnapshot().matches('address') ? 'started' : 'refused';
  });

  const changeQuantity = (item: CheckoutItem, quantity: number) =>
    send({ type: 'SET_QUANTITY', productId: item.productId, quantity });

  const pendingDelete = context.addresses.find((address) => address.id === context.pendingDeleteId);
  const editing = context.addresses.find((address) => address.id === context.editingAddressId);
  const cartProblem =
    context.problem && CART_PROBLEMS.has(context.problem) ? context.problem : null;
  const inAddress = state.matches('address');
  const inPayment = state.matches('payment');
  // Closing the address or payment dialog returns to the cart: the focus goes back to
  // "Place order" (the dialog may have been opened from the other one, now gone).
  const placeOrderButton = useRef<HTMLButtonElement>(null);
  const backToCart = () => placeOrderButton.current;
  // Opened with items: an empty view now means the last one was just removed.
  const [openedWithItems] = useState(input.items.length > 0);

  const heading = (
    <h1 className={ui.heading}>
      {context.mode === 'buyNow' ? (
        <Trans>Buy now</Trans>
      ) : context.mode === 'payUnpaid' ? (
        <Trans>Pay for your order</Trans>
      ) : (
        <Trans>Shopping cart</Trans>
      )}
    </h1>
  );
  if (context.items.length === 0 && state.matches('cart'))
    return (
      <div className={ui.page}>
        {heading}
        <EmptyCheckout mode={context.mode} takeFocus={openedWithItems} />
      </div>
    );

  return (
    <div className={ui.page}>
      {heading}
      <p className={ui.meta}>
        <span className={css.orderLabel}>
          <Trans>Order No. {orderId}</Trans>
        </span>
      </p>
      <CartTable
        items={context.items}
        editable={context.mode !== 'payUnpaid'}
        removable={context.mode === 'cart'}
        busy={busy}
        onQuantity={changeQuantity}
        onRemove={(item) => send({ type: 'REMOVE_ITEM', productId: item.productId })}
      />
      {state.matches('sessionExpired') || state.matches('loginOpened') ? (
        <p className={ui.problem} role="alert">
          <Trans>Your login has expired. Opening the login page…</Trans>
        </p>
      ) : null}
      {state.matches('redirected') ? (
        <p role="status">
          <Trans>Opening the Alipay page…</Trans>
        </p>
      ) : null}
      <div className={css.summary}>
        <p className={css.total}>
          <Trans>
            Total: <span className={css.totalAmount}>¥{total}</span>
          </Trans>
        </p>
        <div className={ui.actions}>
          <Link className={ui.button} to="/storePage">
            <Trans>Add more products</Trans>
          </Link>
          <button
            ref={placeOrderButton}
            type="button"
            className={ui.primaryButton}
            onClick={placeOrder}
            onPointerEnter={preloadDialogs}
            onFocus={preloadDialogs}
            disabled={busy || !state.matches('cart')}
          >
            <Trans>Place order</Trans>
          </button>
        </div>
      </div>
      {cartProblem ? (
        <p className={ui.problem} role="alert">
          {i18n._(problemTextFor(cartProblem, context.mode))}
        </p>
      ) : null}

      {/* The address form opens over the list, which waits under it: a form that replaced the
          closing list would be a dialog opening as one below it leaves, which Ark dismisses. */}
      <AddressDialog
        open={inAddress}
        loading={state.matches({ address: 'loading' })}
        loadFailed={state.matches({ address: 'loadFailed' })}
        busy={busy}
        addresses={context.addresses}
        selectedId={context.selectedAddressId}
        problem={inAddress ? context.problem : null}
        onChoose={(id) => send({ type: 'CHOOSE_ADDRESS', id })}
        onDelete={(id) => send({ type: 'DELETE_ADDRESS', id })}
        onAdd={() => send({ type: 'ADD_ADDRESS' })}
        onEdit={(id) => send({ type: 'EDIT_ADDRESS', id })}
        onPay={() => {
          send({ type: 'PAY' });
          // Without an address the checkout stays in the address choice.
          return checkout.getSnapshot().matches('payment') ? 'started' : 'refused';
        }}
        onRetry={() => send({ type: 'RETRY' })}
        onClose={() => send({ type: 'CLOSE' })}
        finalFocus={backToCart}
        confirmingDelete={state.matches({ address: 'confirmingDelete' })}
        pendingDelete={pendingDelete}
        onDeleteAnswer={(answer) => send({ type: answer === 'confirm' ? 'CONFIRM' : 'CANCEL' })}
      />
      <AddressFormDialog
        open={state.matches({ address: 'adding' })}
        address={editing ? toShopAddress(editing) : undefined}
        onCancel={() => send({ type: 'CANCEL' })}
        onSaved={(address) => send({ type: 'ADDRESS_SAVED', address: fromShopAddress(address) })}
      />
      <PaymentDialog
        open={inPayment}
        total={total}
        busy={busy}
        codeUrl={context.codeUrl}
        polling={state.children.polling}
        problem={inPayment ? context.problem : null}
        onBack={() => send({ type: 'BACK' })}
        onChoose={(method) => send({ type: 'CHOOSE_METHOD', method })}
        onCancelPayment={() => send({ type: 'CANCEL_PAYMENT' })}
        onRetryPolling={() => send({ type: 'RETRY_POLLING' })}
        onClose={() => {
          send({ type: 'CANCEL_PAYMENT' });
          send({ type: 'CLOSE' });
        }}
        finalFocus={backToCart}
      />
    </div>
  );
}
