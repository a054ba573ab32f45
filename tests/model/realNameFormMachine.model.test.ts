import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { applicationPhoneProblem } from '../../machines/onlineApplicationForm';
import { realNameFormMachine } from '../../machines/realNameFormMachine';
import {
  REQUIRED_REAL_NAME_FIELDS,
  validateRealNameForm,
  type RealNameFormContext,
} from '../../machines/realNameFormRules';
import { describeModel } from './support/describeModel';
import { effect } from './support/effects';

const change = (field: string, value: string) => ({ type: 'CHANGE', field, value });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

const filledRequired = (context: RealNameFormContext) =>
  REQUIRED_REAL_NAME_FIELDS.filter((field) => context.fields[field].trim() !== '').length;

describeModel('realNameFormMachine', {
  machine: realNameFormMachine,
  // One picture is enough to reach the limit.
  input: { maxImages: 1 },
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
  // What decides the guards: how much is filled, whether the phone is valid, how many pictures.
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as RealNameFormContext;
    return JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      filled: filledRequired(context),
      phoneValid: applicationPhoneProblem(context.fields.phoneNum) === null,
      images: context.imgList.length,
    });
  },
  // Code 2 offers a login (the form stays); code 1 shows the server's message and goes home.
  effects: ({ event }) => {
    if (event.type !== 'xstate.done.actor.submit') return [];
    if (event.output.code === 2) return [effect('offerLogin')];
    if (event.output.code === 1)
      return [effect('notifySubmitted', { message: event.output.msg }), effect('goHome')];
    return [];
  },
  invariants: {
    '*': (snapshot) => {
      const context = snapshot.context as RealNameFormContext;
      expect(context.imgList.length).toBeLessThanOrEqual(context.maxImages);
    },
    'realNameForm.editing.uploads.uploading': (snapshot) => {
      expect(snapshot.hasTag('uploading')).toBe(true);
      expect(snapshot.context.uploadingFile).not.toBeNull();
    },
    'realNameForm.editing.uploads.idle': (snapshot) =>
      expect(snapshot.context.uploadingFile).toBeNull(),
    'realNameForm.editing.submission.submitting': (snapshot) => {
      // Only a complete form with a licence picture is sent.
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(validateRealNameForm(snapshot.context as RealNameFormContext)).toEqual({});
    },
    'realNameForm.submitted': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
