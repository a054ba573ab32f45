import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { onlineApplicationMachine } from '../../machines/onlineApplicationMachine';
import {
  applicationPhoneProblem,
  COMPANY_TYPES,
  REQUIRED_APPLICATION_FIELDS,
  type OnlineApplicationContext,
} from '../../machines/onlineApplicationForm';
import { onlineApplicationSamples } from '../../machines/samples/onlineApplicationSamples';
import { describeModel } from './support/describeModel';
import { effect, entered } from './support/effects';

const filledRequired = (context: OnlineApplicationContext) =>
  REQUIRED_APPLICATION_FIELDS.filter((field) => context.fields[field].trim() !== '').length;

describeModel('onlineApplicationMachine', {
  machine: onlineApplicationMachine,
  // One picture is enough to reach the limit.
  input: onlineApplicationSamples.inputs[0],
  events: onlineApplicationSamples.events,
  // How far the form is filled in decides the guards, the texts do not. Until every
  // required field is filled only the top state counts, which keeps the graph small;
  // every combination of the parallel regions is explored on the complete form.
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as OnlineApplicationContext;
    const filled = filledRequired(context);
    const complete = filled === REQUIRED_APPLICATION_FIELDS.length;
    const top =
      typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0];
    return JSON.stringify({
      value: complete ? snapshot.value : top,
      status: snapshot.status,
      filled,
      phoneValid: applicationPhoneProblem(context.fields.phoneNum) === null,
      images: context.imgList.length,
    });
  },
  // Code 2 offers a login (the form stays); code 1 shows the notice and goes home.
  effects: (step) => {
    if (step.event.type === 'xstate.done.actor.apply' && step.event.output.code === 2)
      return [effect('offerLogin')];
    if (entered(step, 'onlineApplication.submitted'))
      return [effect('notifySubmitted'), effect('goHome')];
    return [];
  },
  invariants: {
    '*': (snapshot) => {
      const context = snapshot.context as OnlineApplicationContext;
      expect(COMPANY_TYPES).toContain(context.companyType);
      expect([1, 2]).toContain(context.managementMode);
      expect(context.imgList.length).toBeLessThanOrEqual(context.maxImages);
    },
    'onlineApplication.choosingDeviceType': (snapshot) => {
      const context = snapshot.context as OnlineApplicationContext;
      // Nothing is filled in before a device type is chosen.
      expect(context.deviceType).toBeNull();
      expect(filledRequired(context)).toBe(0);
      expect(context.imgList).toEqual([]);
    },
    'onlineApplication.filling': (snapshot) => {
      expect(snapshot.context.deviceType).not.toBeNull();
      expect(snapshot.context.hint).not.toBe('chooseDeviceType');
    },
    'onlineApplication.filling.uploads.uploading': (snapshot) => {
      expect(snapshot.hasTag('uploading')).toBe(true);
      expect(snapshot.context.uploadingFile).not.toBeNull();
    },
    'onlineApplication.filling.uploads.idle': (snapshot) =>
      expect(snapshot.context.uploadingFile).toBeNull(),
    'onlineApplication.filling.submission.submitting': (snapshot) => {
      const context = snapshot.context as OnlineApplicationContext;
      // Only a complete, valid application is sent.
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(filledRequired(context)).toBe(REQUIRED_APPLICATION_FIELDS.length);
      expect(applicationPhoneProblem(context.fields.phoneNum)).toBeNull();
      expect(context.errors).toEqual({});
    },
    'onlineApplication.submitted': (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
