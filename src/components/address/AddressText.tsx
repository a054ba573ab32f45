import type { AddressParts } from '../../domain/address';
import { useAddressFormat } from './useAddressFormat';

/** A saved address on one line, its regions in the page's language (nothing while they load). */
export function AddressText({ address }: { address: AddressParts }) {
  const format = useAddressFormat();
  return format ? format(address) : null;
}
