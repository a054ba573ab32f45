import type { InputFrom } from 'xstate';
import type { addressSaveMachine } from '../addressSaveMachine';
import type { AddressFields } from '../addressSaveTypes';
import type { MachineSamples } from './machineSamples';

/** A complete delivery address. */
export const addressFields: AddressFields = {
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园 1 号',
  phone: '13912345678',
  recipient: '张三',
};

const inputs: readonly InputFrom<typeof addressSaveMachine>[] = [{ addressId: 'a1' }];

export const addressSaveSamples = {
  inputs,
  events: {
    SAVE: [{ type: 'SAVE', fields: addressFields }],
    'xstate.done.actor.saveAddress': [
      { type: 'xstate.done.actor.saveAddress', output: { ...addressFields, id: 'a1' } },
    ],
    'xstate.error.actor.saveAddress': [
      { type: 'xstate.error.actor.saveAddress', error: new Error('statuscode 0') },
    ],
  },
} satisfies MachineSamples;
