import type { InputFrom } from 'xstate';
import type { profileEditMachine } from '../profileEditMachine';
import { EDITABLE_PROFILE_FIELDS } from '../profileEditTypes';
import type { MachineSamples } from './machineSamples';

const done = (output: unknown) => ({ type: 'xstate.done.actor.saveProfile', output });

const inputs: readonly InputFrom<typeof profileEditMachine>[] = [
  {
    id: 'u1',
    profile: {
      companyName: 'Reach',
      email: 'a@reach.example',
      nickname: 'neo',
      phone: '13800138000',
      address: 'Guangdong Shenzhen Nanshan 1 Road',
    },
  },
];

export const profileEditSamples = {
  inputs,
  events: {
    EDIT: EDITABLE_PROFILE_FIELDS.map((field) => ({ type: 'EDIT', field })),
    CHANGE: [
      { type: 'CHANGE', field: 'companyName', value: 'Reach IoT' },
      { type: 'CHANGE', field: 'email', value: '' },
      { type: 'CHANGE', field: 'nickname', value: 'trinity' },
    ],
    PHONE_BOUND: [{ type: 'PHONE_BOUND', phone: '13900139000' }],
    ADDRESS_CHOSEN: [{ type: 'ADDRESS_CHOSEN', address: 'Beijing Haidian 2 Road' }],
    'xstate.done.actor.saveProfile': [done({ code: 1 }), done({ code: 0, msg: 'Email taken' })],
    'xstate.error.actor.saveProfile': [
      { type: 'xstate.error.actor.saveProfile', error: new Error('offline') },
    ],
  },
} satisfies MachineSamples;
