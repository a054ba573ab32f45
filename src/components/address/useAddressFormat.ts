import { addressLine, type AddressParts } from '../../domain/address';
import { useRegionLabel } from './useRegionLabel';

/** Writes a saved address on one line. */
export type AddressFormat = (address: AddressParts) => string;

/**
 * Addresses on one line with their regions in the page's language (the English names on English
 * pages). Null while those names load: a screen waits rather than show Chinese names first.
 */
export function useAddressFormat(): AddressFormat | null {
  const label = useRegionLabel();
  return label ? (address) => addressLine(address, label) : null;
}
