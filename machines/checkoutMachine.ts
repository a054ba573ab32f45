/**
 * From the cart to a paid order (spec §2.8, §2.9, §4, §5): cart edits, the
 * place-order checks, the address dialog, the payment-method dialog, saving
 * the order (status 9), the wallet QR with payment polling or the redirect to
 * the online payment provider. It ends in `paid` by opening the payment-success
 * view, whose own machine (paymentSuccessMachine) counts down to the orders:
 * the view is also where the provider's redirect lands, so the countdown lives
 * there once. Buy-now and paying an unpaid order enter the same machine through
 * `mode`.
 */
import { assertEvent } from 'xstate';
import { ORDER_STATUS } from '../src/domain/orders';
import { initialCheckoutContext, itemById, orderTotal, totalCents } from './checkoutItems';
import { cartEdits } from './checkoutCartEdits';
import { checkoutGuardDescriptions, checkoutSetup } from './checkoutSetup';

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  meta: checkoutGuardDescriptions,
  context: ({ input }) => initialCheckoutContext(input),
  initial: 'cart',
  states: {
    cart: {
      description: 'The cart screen: its lines can be edited until the order is placed.',
      initial: 'idle',
      states: {
        idle: { description: 'The lines can be edited; nothing is being saved.', on: cartEdits },
        savingQuantity: {
          description:
            'A changed quantity is saved where the items come from; the cart stays usable.',
          on: cartEdits,
          invoke: {
            id: 'saveQuantity',
            src: 'saveQuantity',
            input: ({ context, event }) => {
              assertEvent(event, 'SET_QUANTITY');
              const item = itemById(context, event.productId);
              return {
                mode: context.mode,
                productId: event.productId,
                cartItemId: item?.cartItemId,
                quantity: item?.quantity ?? 1,
              };
            },
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: { type: 'setProblem', params: { problem: 'quantitySaveFailed' } },
            },
          },
        },
        removing: {
          description: 'A cart line is being deleted.',
          tags: ['busy'],
          invoke: {
            id: 'removeCartItem',
            src: 'removeCartItem',
            input: ({ context }) => ({
              productId: context.removingProductId ?? '',
              cartItemId: context.items.find((item) => item.productId === context.removingProductId)
                ?.cartItemId,
            }),
            onDone: { target: 'idle', actions: 'removeItem' },
            onError: {
              target: 'idle',
              actions: [
                'forgetRemoving',
                { type: 'setProblem', params: { problem: 'removeFailed' } },
              ],
            },
          },
        },
      },
    },
    address: {
      description: 'The address dialog, opened by placing the order.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The saved addresses are asked for.',
          tags: ['busy'],
          invoke: {
            id: 'loadAddresses',
            src: 'loadAddresses',
            input: () => ({}),
            onDone: { target: 'choosing', actions: 'setAddresses' },
            onError: {
              target: 'loadFailed',
              actions: { type: 'setProblem', params: { problem: 'addressesFailed' } },
            },
          },
        },
        loadFailed: {
          description: 'The addresses could not be loaded: try again, or close the dialog.',
          on: {
            RETRY: { target: 'loading', actions: 'clearProblem' },
            CLOSE: { target: '#checkout.cart', actions: 'clearProblem' },
          },
        },
        choosing: {
          description: 'The customer chooses, adds, edits or deletes an address, then pays.',
          on: {
            CHOOSE_ADDRESS: { guard: 'isKnownAddress', actions: ['selectAddress', 'clearProblem'] },
            ADD_ADDRESS: { target: 'adding', actions: ['forgetEditing', 'clearProblem'] },
            EDIT_ADDRESS: {
              guard: 'isKnownAddress',
              target: 'adding',
              actions: ['editAddress', 'clearProblem'],
            },
            DELETE_ADDRESS: {
              guard: 'isKnownAddress',
              target: 'confirmingDelete',
              actions: ['askDeleteAddress', 'clearProblem'],
            },
            PAY: [
              { guard: 'hasSelectedAddress', target: '#checkout.payment', actions: 'clearProblem' },
              { actions: { type: 'setProblem', params: { problem: 'noAddress' } } },
            ],
            CLOSE: { target: '#checkout.cart', actions: 'clearProblem' },
          },
        },
        adding: {
          description: 'The address form is open, for a new address or the one being edited.',
          on: {
            ADDRESS_SAVED: { target: 'choosing', actions: 'putSavedAddress' },
            CANCEL: { target: 'choosing', actions: 'forgetEditing' },
          },
        },
        confirmingDelete: {
          description: 'Deleting an address waits for the customer to confirm.',
          on: {
            CONFIRM: 'deleting',
            CANCEL: { target: 'choosing', actions: 'forgetDeleteAddress' },
          },
        },
        deleting: {
          description: 'The confirmed address is being deleted.',
          tags: ['busy'],
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            input: ({ context }) => ({ addressId: context.pendingDeleteId ?? '' }),
            onDone: { target: 'choosing', actions: 'removeAddress' },
            onError: {
              target: 'choosing',
              actions: [
                'forgetDeleteAddress',
                { type: 'setProblem', params: { problem: 'deleteAddressFailed' } },
              ],
            },
          },
        },
      },
    },
    payment: {
      description: 'The payment-method dialog, opened by paying with an address chosen.',
      initial: 'choosingMethod',
      states: {
        choosingMethod: {
          description: 'The customer picks the wallet QR or the online-payment redirect.',
          on: {
            CHOOSE_METHOD: [
              { guard: 'mustSaveOrder', target: 'savingOrder', actions: 'chooseMethod' },
              { guard: 'choseWallet', target: 'creatingWalletPayment', actions: 'chooseMethod' },
              { target: 'creatingRedirectPayment', actions: 'chooseMethod' },
            ],
            BACK: { target: '#checkout.address.choosing', actions: 'clearProblem' },
            CLOSE: { target: '#checkout.cart', actions: 'clearProblem' },
          },
        },
        savingOrder: {
          description: 'The order is saved once, with status 9 (unpaid), before its payment.',
          tags: ['busy'],
          invoke: {
            id: 'saveOrder',
            src: 'saveOrder',
            input: ({ context }) => ({
              orderId: context.orderId,
              items: context.items,
              total: orderTotal(context.items),
              status: ORDER_STATUS.unpaid,
              method: context.method ?? 'wallet',
              addressId: context.selectedAddressId ?? '',
            }),
            onDone: [
              { guard: 'paysByWallet', target: 'creatingWalletPayment', actions: 'markOrderSaved' },
              { target: 'creatingRedirectPayment', actions: 'markOrderSaved' },
            ],
            onError: [
              { guard: 'isSessionExpired', target: '#checkout.sessionExpired' },
              {
                target: 'choosingMethod',
                actions: { type: 'setProblem', params: { problem: 'orderSaveFailed' } },
              },
            ],
          },
        },
        creatingWalletPayment: {
          description: 'The wallet payment is created; it answers with the QR code to show.',
          tags: ['busy'],
          invoke: {
            id: 'createWalletPayment',
            src: 'createWalletPayment',
            input: ({ context }) => ({
              orderId: context.orderId,
              totalCents: totalCents(context.items),
              items: context.items,
            }),
            onDone: { target: 'walletQr', actions: 'storeCodeUrl' },
            onError: [
              { guard: 'isSessionExpired', target: '#checkout.sessionExpired' },
              {
                target: 'choosingMethod',
                actions: { type: 'setProblem', params: { problem: 'paymentFailed' } },
              },
            ],
          },
        },
        walletQr: {
          description: 'The QR code is shown while the payment polling checks for the payment.',
          invoke: {
            id: 'polling',
            src: 'paymentPolling',
            input: ({ context }) => ({ orderId: context.orderId }),
            // Polling ends only paid or expired: closing the QR leaves this state,
            // which stops the polling actor instead of letting it finish.
            onDone: [
              { guard: 'pollingPaid', target: '#checkout.paid', actions: 'clearCodeUrl' },
              { guard: 'pollingExpired', target: '#checkout.sessionExpired' },
            ],
          },
          on: {
            CANCEL_PAYMENT: { target: 'choosingMethod', actions: 'clearCodeUrl' },
            RETRY_POLLING: { actions: 'retryPolling' },
          },
        },
        creatingRedirectPayment: {
          description: 'The online payment is created; it answers with the provider’s HTML form.',
          tags: ['busy'],
          invoke: {
            id: 'createRedirectPayment',
            src: 'createRedirectPayment',
            input: ({ context }) => ({
              orderId: context.orderId,
              total: orderTotal(context.items),
              items: context.items,
            }),
            onDone: { target: '#checkout.redirected', actions: 'storeRedirectForm' },
            onError: [
              { guard: 'isSessionExpired', target: '#checkout.sessionExpired' },
              {
                target: 'choosingMethod',
                actions: { type: 'setProblem', params: { problem: 'paymentFailed' } },
              },
            ],
          },
        },
      },
    },
    paid: {
      description: 'Paid: the payment-success page opens.',
      type: 'final',
      entry: 'showPaymentSuccess',
    },
    redirected: {
      description: 'The provider’s form is submitted: the customer leaves for the payment site.',
      type: 'final',
      entry: {
        type: 'submitRedirectForm',
        params: ({ context }) => ({ html: context.redirectHtml ?? '' }),
      },
    },
    sessionExpired: {
      description: 'The shop session expired: the customer is told, and login opens after 2 s.',
      entry: 'notifySessionExpired',
      after: { loginRedirect: 'loginOpened' },
    },
    loginOpened: {
      description: 'The login page is open.',
      type: 'final',
      entry: 'goToLogin',
    },
  },
});
