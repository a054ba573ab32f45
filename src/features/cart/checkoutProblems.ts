import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CheckoutMode, CheckoutProblem } from '../../../machines/checkoutTypes';

/** What the user reads for each problem of the checkout (spec §5 "Quantity and cart"). */
export const checkoutProblemText: Record<CheckoutProblem, MessageDescriptor> = {
  removeUnavailable: msg`Some products are no longer on sale. Remove them to place the order.`,
  outOfStock: msg`Some products are out of stock. Remove them to place the order.`,
  removeFailed: msg`The product could not be removed. Please try again.`,
  quantitySaveFailed: msg`The new quantity could not be saved. Please try again.`,
  addressesFailed: msg`Your addresses could not be loaded.`,
  noAddress: msg`Add a delivery address first.`,
  deleteAddressFailed: msg`The address could not be deleted. Please try again.`,
  orderSaveFailed: msg`The order could not be saved. Please choose a payment method again.`,
  paymentFailed: msg`The payment could not be started. Please choose a payment method again.`,
};

/**
 * Buy-now and an unpaid order have no remove button, so "remove them" would be a dead
 * end: their item problems say what can be done instead.
 */
const withoutRemoval: Partial<
  Record<CheckoutMode, Partial<Record<CheckoutProblem, MessageDescriptor>>>
> = {
  buyNow: {
    removeUnavailable: msg`This product is no longer on sale. Please choose another one in the shop.`,
    outOfStock: msg`This product is out of stock. Please choose another one in the shop.`,
  },
  payUnpaid: {
    removeUnavailable: msg`Some products of this order are no longer on sale, so it cannot be paid. You can delete it in My orders.`,
    outOfStock: msg`Some products of this order are out of stock, so it cannot be paid. You can delete it in My orders.`,
  },
};

/** The problem's text as it applies to this checkout's mode. */
export function problemTextFor(problem: CheckoutProblem, mode: CheckoutMode): MessageDescriptor {
  return withoutRemoval[mode]?.[problem] ?? checkoutProblemText[problem];
}
