import type { MachineSamples } from './machineSamples';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });

const line = (index: number, part: string, value: string) => ({
  type: 'CHANGE_LINE',
  index,
  part,
  value,
});

export const receipt = {
  requestNo: 'RQ20250101000001',
  createDate: '2025-01-01 10:00:00',
  lines: [{ productId: '1001', productName: 'RH-N21 NB-IoT module', quantity: 500 }],
  office: { title: 'East China', contacts: 'Wang Lei', mobile: '13812345678', email: 'w@x.cn' },
};

const done = (output: unknown) => ({ type: 'xstate.done.actor.send', output });

export const purchaseRequestSamples = {
  events: {
    CHANGE: [
      change('businessPerId', 'bp03'),
      change('companyName', 'Hangzhou Haichuan'),
      change('contactPerson', 'Wang Lei'),
      change('phoneNum', '13812345678'),
      change('email', 'wang@example.com'),
    ],
    CHANGE_LINE: [line(0, 'productId', '1001'), line(1, 'productId', '1001')],
    REMOVE_LINE: [{ type: 'REMOVE_LINE', index: 1 }],
    'xstate.done.actor.send': [
      done({ code: 1, data: receipt }),
      done({ code: 0, msg: 'Unknown product; please choose again', data: null }),
    ],
    'xstate.error.actor.send': [{ type: 'xstate.error.actor.send', error: new Error('offline') }],
  },
} satisfies MachineSamples;
