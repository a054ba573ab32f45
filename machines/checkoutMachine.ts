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
import { clampQuantity, itemById, orderTotal, totalCents } from './checkoutItems';
import { cartEdits } from './checkoutCartEdits';
import { checkoutSetup } from './checkoutSetup';

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    mode: input.mode,
    orderId: input.orderId,
    // An unpaid order is paid exactly as placed: the shop charges its saved total, so a
    // quantity brought down to today's stock would ask the wallet for the wrong amount.
    items:
      input.mode === 'payUnpaid'
        ? input.items
        : input.items.map((item) => ({
            ...item,
            quantity: clampQuantity(item.quantity, item.stock),
          })),
    removingProductId: null,
    addresses: [],
    selectedAddressId: null,
    pendingDeleteId: null,
    editingAddressId: null,
    method: null,
    orderSaved: input.mode === 'payUnpaid',
    codeUrl: null,
    redirectHtml: null,
    problem: null,
  }),
  initial: 'cart',
  states: {
    cart: {
      initial: 'idle',
      states: {
        idle: { on: cartEdits },
        /** A changed quantity is kept where the items come from; the cart stays usable meanwhile. */
        savingQuantity: {
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
      initial: 'loading',
      states: {
        loading: {
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
          on: {
            RETRY: { target: 'loading', actions: 'clearProblem' },
            CLOSE: { target: '#checkout.cart', actions: 'clearProblem' },
          },
        },
        choosing: {
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
        /** The address form is open, for a new address or the one being edited. */
        adding: {
          on: {
            ADDRESS_SAVED: { target: 'choosing', actions: 'putSavedAddress' },
            CANCEL: { target: 'choosing', actions: 'forgetEditing' },
          },
        },
        confirmingDelete: {
          on: {
            CONFIRM: 'deleting',
            CANCEL: { target: 'choosing', actions: 'forgetDeleteAddress' },
          },
        },
        deleting: {
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
      initial: 'choosingMethod',
      states: {
        choosingMethod: {
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
      type: 'final',
      entry: 'showPaymentSuccess',
    },
    redirected: {
      type: 'final',
      entry: {
        type: 'submitRedirectForm',
        params: ({ context }) => ({ html: context.redirectHtml ?? '' }),
      },
    },
    sessionExpired: {
      entry: 'notifySessionExpired',
      after: { loginRedirect: 'loginOpened' },
    },
    loginOpened: {
      type: 'final',
      entry: 'goToLogin',
    },
  },
});
