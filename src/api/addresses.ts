/** Delivery addresses: list, add, edit, delete (spec §7 Shop). */
import * as z from 'zod/mini';
import { storage } from '../lib/storage';
import { callEndpoint } from './callEndpoint';
import { shopEnvelope } from './contract/endpoint';
import {
  address,
  addressList,
  deleteAddress,
  saveAddress,
  type Address,
} from './contract/shop/addresses';
import { orRefusal, shopData, shopToken } from './orders';

export type { Address } from './contract/shop/addresses';

/** The caller's saved addresses, oldest first. */
export async function fetchAddresses(): Promise<Address[]> {
  const answer = await callEndpoint(orRefusal(addressList, shopEnvelope(z.array(address))), {
    eshoppingtoken: shopToken(),
  });
  return shopData<Address[]>(answer, addressList.path);
}

export interface NewAddress {
  province: string;
  city: string;
  district: string;
  /** The detailed address. */
  address: string;
  phone: string;
  /** The recipient. */
  addressee: string;
}

/**
 * Adds an address, or edits the caller's address `addressId` (shop-and-shell §7 saveAddress,
 * "addressId on edit"); statuscode 0 rejects (§8 "Address save statuscode 0").
 */
export async function saveAddressRecord(input: NewAddress, addressId?: string): Promise<Address> {
  const answer = await callEndpoint(orRefusal(saveAddress, shopEnvelope(address)), {
    ...input,
    isNewRecord: addressId ? 'false' : 'true',
    addressId,
    username: storage.curretUser.get()?.username,
    eshoppingtoken: shopToken(),
  });
  return shopData<Address>(answer, saveAddress.path);
}

/** Deletes an address; anything but statuscode 1 rejects. */
export async function removeAddress(addressId: string): Promise<void> {
  const answer = await callEndpoint(orRefusal(deleteAddress, shopEnvelope(z.null())), {
    addressId,
    eshoppingtoken: shopToken(),
  });
  shopData<null>(answer, deleteAddress.path);
}
