import type { CheckoutAddress } from '../../../machines/checkoutTypes';

/** A saved address on one line, as the address list and the deletion's question show it. */
export const formatAddress = (address: CheckoutAddress) =>
  `${address.province} ${address.city} ${address.district} ${address.detail}`;
