import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { applicationPhoneProblem } from '../../machines/onlineApplicationForm';
import { realNameFormMachine } from '../../machines/realNameFormMachine';
import {
  REQUIRED_REAL_NAME_FIELDS,
  validateRealNameForm,
  type RealNameFormContext,
} from '../../machines/realNameFormRules';
import { realNameFormSamples } from '../../machines/samples/realNameFormSamples';
import { describeModel } from './support/describeModel';
import { effect } from './support/effects';

const filledRequired = (context: RealNameFormContext) =>
  REQUIRED_REAL_NAME_FIELDS.filter((field) => context.fields[field].trim() !== '').length;

describeModel('realNameFormMachine', {
  machine: realNameFormMachine,
  // One picture is enough to reach the limit.
  input: realNameFormSamples.inputs[0],
  events: realNameFormSamples.events,
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
