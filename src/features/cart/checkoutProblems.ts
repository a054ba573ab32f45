import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CheckoutProblem } from '../../../machines/checkoutMachine';

/** What the user reads for each problem of the checkout (spec §5 "Quantity and cart"). */
export const checkoutProblemText: Record<CheckoutProblem, MessageDescriptor> = {
  emptyCart: msg`Your cart is empty. Add a product before placing an order.`,
  removeUnavailable: msg`Some products are no longer on sale. Remove them to place the order.`,
  outOfStock: msg`Some products are out of stock. Remove them to place the order.`,
  removeFailed: msg`The product could not be removed. Please try again.`,
  addressesFailed: msg`Your addresses could not be loaded.`,
  noAddress: msg`Add a delivery address first.`,
  deleteAddressFailed: msg`The address could not be deleted. Please try again.`,
  orderSaveFailed: msg`The order could not be saved. Please choose a payment method again.`,
  paymentFailed: msg`The payment could not be started. Please choose a payment method again.`,
};
