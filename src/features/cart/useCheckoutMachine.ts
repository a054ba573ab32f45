import { useRouter } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '../../../machines/checkoutMachine';
import { type CheckoutInput, type CheckoutItem } from '../../../machines/checkoutTypes';
import { paymentPollingMachine } from '../../../machines/paymentPollingMachine';
import { fetchAddresses, removeAddress } from '../../api/addresses';
import { removeCartRows, setCartQuantity } from '../../api/cart';
import { placeOrder } from '../../api/orders';
import { checkWalletPayment, startRedirectPayment, startWalletPayment } from '../../api/payment';
import { notifications } from '../../lib/notifications';
import { storage } from '../../lib/storage';
import { useFlowMachine } from '../../lib/useFlowMachine';
import { storeBuyNowQuantity } from './buyNowStore';
import { fromShopAddress } from '../../api/addressRecord';
import { withSessionCheck } from './shopErrors';
import { submitProviderForm } from './submitProviderForm';

/** What the wallet and the provider show as the purchase (bounded as they require). */
const describe = (items: readonly CheckoutItem[]) =>
  items
    .map((item) => item.name)
    .join(', ')
    .slice(0, 120) || 'order';

/**
 * The checkout machine with the app's calls, navigation and messages. Texts are translated when
 * shown, in the language of that moment.
 */
export function useCheckoutMachine(input: CheckoutInput) {
  const router = useRouter();
  return useFlowMachine(
    { router, mode: input.mode },
    (current) =>
      checkoutMachine.provide({
        actors: {
          removeCartItem: fromPromise(({ input: item }) =>
            withSessionCheck(() =>
              item.cartItemId ? removeCartRows([item.cartItemId]) : Promise.resolve([]),
            ),
          ),
          saveQuantity: fromPromise(async ({ input: change }) => {
            // Kept where the items come from, so a reload shows the chosen quantity.
            if (change.mode === 'cart' && change.cartItemId) {
              const rowId = change.cartItemId;
              await withSessionCheck(() =>
                setCartQuantity({ rowId, productId: change.productId, quantity: change.quantity }),
              );
            }
            if (change.mode === 'buyNow') storeBuyNowQuantity(change.productId, change.quantity);
          }),
          loadAddresses: fromPromise(async () =>
            (await withSessionCheck(fetchAddresses)).map(fromShopAddress),
          ),
          deleteAddress: fromPromise(({ input: target }) =>
            withSessionCheck(() => removeAddress(target.addressId)),
          ),
          saveOrder: fromPromise(async ({ input: order }) => {
            await withSessionCheck(() =>
              placeOrder({
                orderid: order.orderId,
                cartList: order.items.map((item) => ({
                  productId: item.productId,
                  productName: item.name,
                  modeId: item.modeId,
                  modeName: item.modeName,
                  buyNum: item.quantity,
                  productPrice: item.price,
                })),
                orderPay: order.total,
                orderWay: order.method === 'wallet' ? 1 : 2,
                addressId: order.addressId,
                createBy: storage.curretUser.get()?.username,
              }),
            );
            // The order now holds the items: the cart lets them go (docs/decisions/shop.md).
            if (current().mode === 'cart') {
              const rows = order.items.flatMap((item) =>
                item.cartItemId ? [item.cartItemId] : [],
              );
              if (rows.length > 0) await removeCartRows(rows).catch(() => undefined);
            }
            if (current().mode === 'buyNow') storage.nowCart.remove();
          }),
          createWalletPayment: fromPromise(({ input: payment }) =>
            withSessionCheck(() =>
              startWalletPayment({
                orderId: payment.orderId,
                totalFee: payment.totalCents,
                description: describe(payment.items),
                productId: payment.items[0]?.productId ?? '',
              }),
            ),
          ),
          createRedirectPayment: fromPromise(({ input: payment }) =>
            withSessionCheck(() =>
              startRedirectPayment({
                orderId: payment.orderId,
                total: payment.total,
                subject: describe(payment.items),
              }),
            ),
          ),
          paymentPolling: paymentPollingMachine.provide({
            actors: {
              checkPayment: fromPromise(({ input: check }) =>
                withSessionCheck(() => checkWalletPayment(check.orderId)),
              ),
            },
          }),
        },
        actions: {
          showPaymentSuccess: () => void current().router.navigate({ to: '/payView' }),
          submitRedirectForm: (_, params) => {
            if (!submitProviderForm(params.html))
              notifications.notify(
                'error',
                t`The payment page could not be opened. Please try again.`,
              );
          },
          notifySessionExpired: () =>
            notifications.notify('warning', t`Your login has expired. Please log in again.`),
          // Back to this very checkout after logging in: buy-now and an unpaid order live in the query.
          goToLogin: () => {
            const { router } = current();
            router.history.push(
              `/loginn?redirect=${encodeURIComponent(router.state.location.href)}`,
            );
          },
        },
      }),
    { input },
  );
}
