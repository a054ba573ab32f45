import type { InputFrom } from 'xstate';
import type { onlineApplicationMachine } from '../onlineApplicationMachine';
import { REQUIRED_APPLICATION_FIELDS } from '../onlineApplicationForm';
import type { MachineSamples } from './machineSamples';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

const inputs: readonly InputFrom<typeof onlineApplicationMachine>[] = [
  { signType: 2, maxImages: 1 },
];

export const onlineApplicationSamples = {
  inputs,
  events: {
    CHOOSE_DEVICE_TYPE: [
      { type: 'CHOOSE_DEVICE_TYPE', deviceTypeId: '3', deviceTypeName: 'Gateway' },
    ],
    CHANGE: [
      ...REQUIRED_APPLICATION_FIELDS.map((field) => change(field, 'filled')),
      change('applyName', ' '),
      change('phoneNum', '13800138000'),
      change('phoneNum', '12345'),
    ],
    SET_MANAGEMENT_MODE: [{ type: 'SET_MANAGEMENT_MODE', mode: 1 }],
    SET_COMPANY_TYPE: [{ type: 'SET_COMPANY_TYPE', companyType: 'jointStock' }],
    UPLOAD: [{ type: 'UPLOAD', file: new Blob(['png']) }],
    REMOVE_IMAGE: [{ type: 'REMOVE_IMAGE', path: '/upload/a.png' }],
    'xstate.done.actor.uploadImage': [done('uploadImage', { path: '/upload/a.png' })],
    'xstate.error.actor.uploadImage': [
      { type: 'xstate.error.actor.uploadImage', error: new Error('File too large') },
    ],
    'xstate.done.actor.apply': [
      done('apply', { code: 1 }),
      done('apply', { code: 2 }),
      done('apply', { code: 0, msg: 'Duplicate application' }),
    ],
    'xstate.error.actor.apply': [{ type: 'xstate.error.actor.apply', error: new Error('offline') }],
  },
} satisfies MachineSamples;
