import type { InputFrom } from 'xstate';
import type { realNameFormMachine } from '../realNameFormMachine';
import { REQUIRED_REAL_NAME_FIELDS } from '../realNameFormRules';
import type { MachineSamples } from './machineSamples';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

const inputs: readonly InputFrom<typeof realNameFormMachine>[] = [{ maxImages: 1 }];

export const realNameFormSamples = {
  inputs,
  events: {
    CHANGE: [
      ...REQUIRED_REAL_NAME_FIELDS.map((field) => change(field, 'filled')),
      change('phoneNum', '13800138000'),
      change('phoneNum', '12345'),
    ],
    UPLOAD: [{ type: 'UPLOAD', file: new Blob(['png']) }],
    REMOVE_IMAGE: [{ type: 'REMOVE_IMAGE', path: '/upload/a.png' }],
    'xstate.done.actor.uploadImage': [done('uploadImage', { path: '/upload/a.png' })],
    'xstate.error.actor.uploadImage': [
      { type: 'xstate.error.actor.uploadImage', error: new Error('Not a picture') },
    ],
    SUBMIT: [{ type: 'SUBMIT' }],
    'xstate.done.actor.submit': [
      done('submit', { code: 1, msg: 'Submitted' }),
      done('submit', { code: 2 }),
      done('submit', { code: 0, msg: 'Incorrect e-mail address format' }),
    ],
    'xstate.error.actor.submit': [
      { type: 'xstate.error.actor.submit', error: new Error('offline') },
    ],
  },
} satisfies MachineSamples;
