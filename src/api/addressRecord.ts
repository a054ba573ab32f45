/**
 * A delivery address as the machines name its fields (`detail`, `recipient`) and as the shop does
 * (`address`, `addressee`; spec §3 "Address"), one way and the other.
 */
import type { SavedAddress } from '../../machines/addressSaveTypes';
import type { Address } from './contract/shop/addresses';

export function fromShopAddress(address: Address): SavedAddress {
  return {
    id: address.addressid,
    province: address.province,
    city: address.city,
    district: address.district,
    detail: address.address,
    phone: address.phone,
    recipient: address.addressee,
  };
}

export function toShopAddress(address: SavedAddress): Address {
  return {
    addressid: address.id,
    province: address.province,
    city: address.city,
    district: address.district,
    address: address.detail,
    phone: address.phone,
    addressee: address.recipient,
  };
}
