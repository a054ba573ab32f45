/** The customer's delivery addresses. */
import * as z from 'zod/mini';
import { defineEndpoint, noBody, shopEnvelope } from '../endpoint';
import { MAINLAND_MOBILE } from '../../../domain/contact';
import { CATALOGUE_API, formText, recordId, shopToken } from './common';

/** Most addresses one customer may keep. */
export const MAX_ADDRESSES = 20;

export const address = z.object({
  addressid: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  /** The detailed address (street, building, room). */
  address: z.string(),
  phone: z.string(),
  /** The recipient. */
  addressee: z.string(),
});
export type Address = z.infer<typeof address>;

export const addressList = defineEndpoint({
  name: 'addressList',
  summary: "The caller's delivery addresses, oldest first.",
  method: 'GET',
  path: `${CATALOGUE_API}/addressList`,
  query: z.object({ eshoppingtoken: shopToken }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.array(address)),
  auth: 'user',
  usedBy: ['/cartView'],
});

export const saveAddress = defineEndpoint({
  name: 'saveAddress',
  summary:
    "Adds an address, or edits the caller's address `addressId` when it is given. Every field is required; statuscode 1 success (data: the address), 0 failure.",
  method: 'GET',
  path: `${CATALOGUE_API}/saveAddress`,
  query: z.object({
    province: formText(40),
    city: formText(40),
    district: formText(40),
    address: formText(200),
    phone: z.string().check(z.trim(), z.regex(MAINLAND_MOBILE)),
    addressee: formText(40),
    /** 'true' adds; 'false' needs `addressId`. Left out, `addressId` decides. */
    isNewRecord: z.optional(z.enum(['true', 'false'])),
    /** Accepted and ignored: the address belongs to the token's user. */
    username: z.optional(z.string().check(z.maxLength(100))),
    eshoppingtoken: shopToken,
    addressId: z.optional(z.string().check(z.maxLength(64))),
  }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(address),
  auth: 'user',
  usedBy: ['/cartView'],
});

export const deleteAddress = defineEndpoint({
  name: 'deleteAddress',
  summary: "Deletes the caller's address `addressId`. Statuscode 1 success; `data` is null.",
  method: 'POST',
  path: `${CATALOGUE_API}/deleteAddress`,
  query: z.object({ addressId: recordId, eshoppingtoken: shopToken }),
  bodyKind: 'none',
  body: noBody,
  result: shopEnvelope(z.null()),
  auth: 'user',
  usedBy: ['/cartView'],
});
