/** Delivery addresses, each visible and changeable by its owner only. */
import type { Application } from 'express';
import {
  addressList,
  deleteAddress,
  MAX_ADDRESSES,
  saveAddress,
  type Address,
} from '../../src/api/contract/shop/addresses';
import { serve } from '../http/serve';
import { newRecordId } from './ids';
import type { AddressRecord } from './records';
import { badInput, refuse, success } from './refuse';
import type { ShopState } from './state';

export const toAddress = (record: AddressRecord): Address => ({
  addressid: record.id,
  province: record.province,
  city: record.city,
  district: record.district,
  address: record.address,
  phone: record.phone,
  addressee: record.addressee,
});

const addressNotFound = () => refuse('收货地址不存在', 'Address not found');

export function registerAddressRoutes(app: Application, state: ShopState): void {
  const { ctx, addresses } = state;
  const mineOf = (ownerId: string) =>
    addresses
      .filter((record) => record.ownerId === ownerId)
      .sort((a, b) => a.createdAt - b.createdAt);

  serve(app, ctx, addressList, ({ user }) => success(mineOf(user().id).map(toAddress)));

  serve(app, ctx, saveAddress, ({ query, user }) => {
    const me = user();
    const fields = {
      province: query.province,
      city: query.city,
      district: query.district,
      address: query.address,
      phone: query.phone,
      addressee: query.addressee,
    };
    const addressId = query.addressId?.trim();
    if (addressId) {
      const found = addresses.get(addressId);
      if (!found || found.ownerId !== me.id) throw addressNotFound();
      const saved = addresses.update(addressId, fields);
      if (!saved) throw addressNotFound();
      return success(toAddress(saved));
    }
    if (query.isNewRecord === 'false') {
      throw badInput('修改地址需要提供 addressId', 'addressId is required to edit an address');
    }
    if (mineOf(me.id).length >= MAX_ADDRESSES) {
      throw refuse(
        `最多保存 ${MAX_ADDRESSES} 个收货地址`,
        `At most ${MAX_ADDRESSES} addresses can be saved`,
      );
    }
    const saved = addresses.insert({
      id: newRecordId(),
      ownerId: me.id,
      ...fields,
      createdAt: ctx.now(),
    });
    return success(toAddress(saved));
  });

  serve(app, ctx, deleteAddress, ({ query, user }) => {
    const found = addresses.get(query.addressId);
    if (!found || found.ownerId !== user().id) throw addressNotFound();
    addresses.remove(found.id);
    return success(null);
  });
}
