/** Delivery addresses: add, edit, delete, validation, and only ever the caller's own. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../../src/api/contract/shop/addresses';
import { addressList, deleteAddress, saveAddress } from '../../../src/api/contract/shop/addresses';
import { startMock, type MockServer } from '../support/mockServer';
import { addAddress, dataOf, shopper, validAddress, type Shopper } from './support';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const listOf = async (who: Shopper) => dataOf<Address[]>(await who.call(addressList));

describe('saveAddress', () => {
  it('adds addresses and lists them oldest first', async () => {
    const who = shopper(mock);
    const first = await addAddress(who);
    const second = dataOf<Address>(
      await who.call(saveAddress, {
        query: { ...validAddress, city: '广州市', addressee: '韩梅梅' },
      }),
    );
    expect(first).toMatchObject({ ...validAddress, addressid: expect.any(String) });
    expect((await listOf(who)).map((address) => address.addressid)).toEqual([
      first.addressid,
      second.addressid,
    ]);
  });

  it('edits an address given its addressId', async () => {
    const who = shopper(mock);
    const saved = await addAddress(who);
    const edited = await who.call(saveAddress, {
      query: {
        ...validAddress,
        phone: '19900001111',
        isNewRecord: 'false',
        addressId: saved.addressid,
      },
    });
    expect(edited.body).toMatchObject({
      statuscode: 1,
      data: { addressid: saved.addressid, phone: '19900001111' },
    });
    expect(await listOf(who)).toHaveLength(1);
  });

  it.each([
    ['a missing province', { ...validAddress, province: undefined }, 'province'],
    ['a blank recipient', { ...validAddress, addressee: '   ' }, 'addressee'],
    ['a missing detail', { ...validAddress, address: undefined }, 'address'],
    ['a landline', { ...validAddress, phone: '075512345678' }, 'phone'],
    ['a phone starting 12', { ...validAddress, phone: '12812345678' }, 'phone'],
    ['a 10-digit phone', { ...validAddress, phone: '1381234567' }, 'phone'],
    ['an unknown isNewRecord', { ...validAddress, isNewRecord: 'maybe' }, 'isNewRecord'],
  ])('refuses %s with 400 and statuscode 0', async (_case, query, field) => {
    const who = shopper(mock);
    const answer = await who.call(saveAddress, { query });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining(field),
      data: null,
    });
    expect(await listOf(who)).toEqual([]);
  });

  it('refuses an edit without addressId', async () => {
    const answer = await shopper(mock).call(saveAddress, {
      query: { ...validAddress, isNewRecord: 'false' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statuscode: 0, msg: expect.stringContaining('addressId') });
  });

  it("refuses to edit another user's or an unknown address", async () => {
    const owner = shopper(mock);
    const saved = await addAddress(owner);
    const intruder = shopper(mock);
    for (const addressId of [saved.addressid, 'no-such-address']) {
      const answer = await intruder.call(saveAddress, {
        query: { ...validAddress, addressee: '坏人', addressId },
      });
      expect(answer.body).toMatchObject({
        statuscode: 0,
        msg: expect.stringContaining('Address not found'),
      });
    }
    expect((await listOf(owner))[0]?.addressee).toBe(validAddress.addressee);
  });

  it('ignores the username parameter: the address belongs to the token', async () => {
    const owner = shopper(mock);
    const other = shopper(mock);
    await owner.call(saveAddress, { query: { ...validAddress, username: other.user.username } });
    expect(await listOf(owner)).toHaveLength(1);
    expect(await listOf(other)).toEqual([]);
  });

  it('keeps at most 20 addresses per user', async () => {
    const who = shopper(mock);
    for (let index = 0; index < 20; index += 1) await addAddress(who);
    const answer = await who.call(saveAddress, { query: validAddress });
    expect(answer.body).toMatchObject({ statuscode: 0, msg: expect.stringContaining('20') });
  });
});

describe('deleteAddress', () => {
  it('deletes the caller’s address (statuscode 1)', async () => {
    const who = shopper(mock);
    const saved = await addAddress(who);
    const answer = await who.call(deleteAddress, { query: { addressId: saved.addressid } });
    expect(answer.body).toEqual({ statuscode: 1, msg: 'success', data: null });
    expect(await listOf(who)).toEqual([]);
  });

  it("refuses another user's address and a missing id", async () => {
    const owner = shopper(mock);
    const saved = await addAddress(owner);
    const answer = await shopper(mock).call(deleteAddress, {
      query: { addressId: saved.addressid },
    });
    expect(answer.body).toMatchObject({
      statuscode: 0,
      msg: expect.stringContaining('Address not found'),
    });
    expect(await listOf(owner)).toHaveLength(1);
    expect((await owner.call(deleteAddress)).status).toBe(400);
  });

  it('needs a login', async () => {
    expect((await mock.call(addressList)).body).toMatchObject({ statuscode: 2 });
    expect((await mock.call(saveAddress, { query: validAddress })).body).toMatchObject({
      statuscode: 2,
    });
  });
});
