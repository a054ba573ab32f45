import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { onlineApplicationMachine } from '../../../machines/onlineApplicationMachine';
import {
  applicationPhoneProblem,
  MAX_APPLICATION_IMAGES,
  PHONE_CHECK_DELAY_MS,
  REQUIRED_APPLICATION_FIELDS,
  validateApplication,
  type ApplicationPayload,
  type OnlineApplicationInput,
} from '../../../machines/onlineApplicationForm';
import type { SubmissionResult, UploadImageResult } from '../../../machines/formWithPictures';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const VALID_PHONE = '13800138000';
const image = (name: string) => new Blob([name], { type: 'image/png' });

interface Answers {
  apply?: (payload: ApplicationPayload) => Promise<SubmissionResult>;
  uploadImage?: (input: { file: Blob }) => Promise<UploadImageResult>;
}

function start(answers: Answers = {}, input: OnlineApplicationInput = { signType: 2 }) {
  const clock = new SimulatedClock();
  let uploaded = 0;
  const calls = {
    apply: vi.fn<NonNullable<Answers['apply']>>(answers.apply ?? (async () => ({ code: 1 }))),
    uploadImage: vi.fn<NonNullable<Answers['uploadImage']>>(
      answers.uploadImage ?? (async () => ({ path: `/upload/${(uploaded += 1)}.png` })),
    ),
  };
  const effects = { offerLogin: vi.fn(), notifySubmitted: vi.fn(), goHome: vi.fn() };
  const machine = onlineApplicationMachine.provide({
    actors: {
      apply: fromPromise(({ input: payload }) => calls.apply(payload)),
      uploadImage: fromPromise(({ input: file }) => calls.uploadImage(file)),
    },
    actions: effects,
  });
  const actor = createActor(machine, { clock, input });
  actor.start();
  const chooseDevice = () =>
    actor.send({ type: 'CHOOSE_DEVICE_TYPE', deviceTypeId: '3', deviceTypeName: 'Gateway' });
  const fillRequired = () => {
    for (const field of REQUIRED_APPLICATION_FIELDS)
      actor.send({ type: 'CHANGE', field, value: `${field} value` });
    actor.send({ type: 'CHANGE', field: 'phoneNum', value: VALID_PHONE });
  };
  return { actor, clock, calls, effects, chooseDevice, fillRequired };
}

describe('onlineApplicationMachine', () => {
  describe('before a device type is chosen', () => {
    it.each([
      { type: 'CHANGE', field: 'applyName', value: 'ACME' },
      { type: 'SET_MANAGEMENT_MODE', mode: 1 },
      { type: 'SET_COMPANY_TYPE', companyType: 'jointStock' },
      { type: 'UPLOAD', file: image('a') },
      { type: 'SUBMIT' },
    ] as const)('hints to choose a device type instead of $type', (event) => {
      const { actor, calls } = start();
      actor.send(event);
      const { context, value } = actor.getSnapshot();
      expect(value).toBe('choosingDeviceType');
      expect(context.hint).toBe('chooseDeviceType');
      expect(context.fields.applyName).toBe('');
      expect(context.managementMode).toBe(2);
      expect(context.companyType).toBe('limitedLiability');
      expect(calls.uploadImage).not.toHaveBeenCalled();
      expect(calls.apply).not.toHaveBeenCalled();
    });

    it('opens the form once a device type is chosen, clearing the hint', () => {
      const { actor, chooseDevice } = start();
      actor.send({ type: 'SUBMIT' });
      chooseDevice();
      const { context } = actor.getSnapshot();
      expect(actor.getSnapshot().matches('filling')).toBe(true);
      expect(context.hint).toBeNull();
      expect(context.deviceType).toEqual({ deviceTypeId: '3', deviceTypeName: 'Gateway' });
    });
  });

  describe('validation', () => {
    it('requires applyName, contactPerson, email, addr, businessPerId and the phone', () => {
      const { actor, calls, chooseDevice } = start();
      chooseDevice();
      actor.send({ type: 'CHANGE', field: 'postscript', value: '' });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.errors).toEqual({
        applyName: 'required',
        contactPerson: 'required',
        email: 'required',
        addr: 'required',
        businessPerId: 'required',
        phoneNum: 'required',
      });
      expect(calls.apply).not.toHaveBeenCalled();
    });

    it('requires a device type in the application itself', () => {
      expect(
        validateApplication({
          fields: start().actor.getSnapshot().context.fields,
          deviceType: null,
        }),
      ).toMatchObject({ deviceTypeId: 'required' });
    });

    it.each([
      ['', 'required'],
      ['  ', 'required'],
      ['138-0013-8000', 'phoneNotNumeric'],
      ['abc', 'phoneNotNumeric'],
      ['12800138000', 'phoneFormat'],
      ['1380013800', 'phoneFormat'],
      [VALID_PHONE, null],
    ] as const)('judges the phone %j as %s', (phone, problem) => {
      expect(applicationPhoneProblem(phone)).toBe(problem);
    });

    it(`checks the phone ${PHONE_CHECK_DELAY_MS} ms after the last keystroke`, () => {
      const { actor, clock, chooseDevice } = start();
      chooseDevice();
      actor.send({ type: 'CHANGE', field: 'phoneNum', value: '1' });
      clock.increment(PHONE_CHECK_DELAY_MS - 1);
      actor.send({ type: 'CHANGE', field: 'phoneNum', value: '1x' });
      clock.increment(PHONE_CHECK_DELAY_MS - 1);
      expect(actor.getSnapshot().context.errors.phoneNum).toBeUndefined();
      clock.increment(1);
      expect(actor.getSnapshot().context.errors.phoneNum).toBe('phoneNotNumeric');
      actor.send({ type: 'CHANGE', field: 'phoneNum', value: VALID_PHONE });
      expect(actor.getSnapshot().context.errors.phoneNum).toBeUndefined();
      clock.increment(PHONE_CHECK_DELAY_MS);
      expect(actor.getSnapshot().context.errors.phoneNum).toBeUndefined();
    });

    it("checks the phone on time while another field is typed in: only the phone's keystrokes count", () => {
      const { actor, clock, chooseDevice } = start();
      chooseDevice();
      actor.send({ type: 'CHANGE', field: 'phoneNum', value: '1x' });
      clock.increment(PHONE_CHECK_DELAY_MS - 1);
      actor.send({ type: 'CHANGE', field: 'applyName', value: 'ACME' });
      clock.increment(1);
      expect(actor.getSnapshot().context.errors.phoneNum).toBe('phoneNotNumeric');
    });

    it('clears a field message as soon as the field is edited', () => {
      const { actor, chooseDevice } = start();
      chooseDevice();
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'CHANGE', field: 'email', value: 'a@b.example' });
      expect(actor.getSnapshot().context.errors.email).toBeUndefined();
      expect(actor.getSnapshot().context.errors.applyName).toBe('required');
    });
  });

  describe('images', () => {
    it('uploads each file, previews the paths in order, and removes one', async () => {
      const { actor, calls, chooseDevice } = start();
      chooseDevice();
      const first = image('a');
      actor.send({ type: 'UPLOAD', file: first });
      expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
      expect(calls.uploadImage).toHaveBeenCalledWith({ file: first });
      await flush();
      actor.send({ type: 'UPLOAD', file: image('b') });
      await flush();
      expect(actor.getSnapshot().context.imgList).toEqual(['/upload/1.png', '/upload/2.png']);
      actor.send({ type: 'REMOVE_IMAGE', path: '/upload/1.png' });
      expect(actor.getSnapshot().context.imgList).toEqual(['/upload/2.png']);
      expect(actor.getSnapshot().context.uploadingFile).toBeNull();
    });

    it('takes one file at a time', async () => {
      const { actor, calls, chooseDevice } = start();
      chooseDevice();
      actor.send({ type: 'UPLOAD', file: image('a') });
      actor.send({ type: 'UPLOAD', file: image('b') });
      expect(calls.uploadImage).toHaveBeenCalledOnce();
      await flush();
      expect(actor.getSnapshot().context.imgList).toHaveLength(1);
    });

    it('shows the server message when an upload fails, and "upload failed" without one', async () => {
      const failures = [new Error('File too large'), new Error('')];
      const { actor, chooseDevice } = start({
        uploadImage: async () => {
          throw failures.shift();
        },
      });
      chooseDevice();
      actor.send({ type: 'UPLOAD', file: image('a') });
      await flush();
      expect(actor.getSnapshot().context.uploadFailure).toEqual({
        code: 'server',
        message: 'File too large',
      });
      actor.send({ type: 'UPLOAD', file: image('b') });
      expect(actor.getSnapshot().context.uploadFailure).toBeNull();
      await flush();
      expect(actor.getSnapshot().context.uploadFailure).toEqual({ code: 'uploadFailed' });
      expect(actor.getSnapshot().context.imgList).toEqual([]);
    });

    it('shows a refusal given as a bare text, and "upload failed" for an empty one or none', async () => {
      const reasons: unknown[] = ['File too large', '', null];
      const { actor, chooseDevice } = start({
        uploadImage: async () => {
          throw reasons.shift();
        },
      });
      chooseDevice();
      const failures: unknown[] = [];
      for (const name of ['a', 'b', 'c']) {
        actor.send({ type: 'UPLOAD', file: image(name) });
        await flush();
        failures.push(actor.getSnapshot().context.uploadFailure);
      }
      expect(failures).toEqual([
        { code: 'server', message: 'File too large' },
        { code: 'uploadFailed' },
        { code: 'uploadFailed' },
      ]);
      expect(actor.getSnapshot().status).toBe('active');
    });

    it(`accepts at most ${MAX_APPLICATION_IMAGES} pictures`, async () => {
      const { actor, calls, chooseDevice } = start();
      chooseDevice();
      for (let index = 0; index < MAX_APPLICATION_IMAGES; index += 1) {
        actor.send({ type: 'UPLOAD', file: image(String(index)) });
        await flush();
      }
      actor.send({ type: 'UPLOAD', file: image('one too many') });
      expect(calls.uploadImage).toHaveBeenCalledTimes(MAX_APPLICATION_IMAGES);
      expect(actor.getSnapshot().context.hint).toBe('imageLimitReached');
      actor.send({ type: 'REMOVE_IMAGE', path: '/upload/1.png' });
      // The "at most 9 pictures" hint no longer holds once a picture is gone.
      expect(actor.getSnapshot().context.hint).toBeNull();
      actor.send({ type: 'UPLOAD', file: image('fits again') });
      expect(calls.uploadImage).toHaveBeenCalledTimes(MAX_APPLICATION_IMAGES + 1);
    });

    it('does not send the application while a picture is uploading', () => {
      const { actor, calls, chooseDevice, fillRequired } = start({
        uploadImage: () => new Promise(() => {}),
      });
      chooseDevice();
      fillRequired();
      actor.send({ type: 'UPLOAD', file: image('a') });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.hint).toBe('waitForUpload');
      expect(calls.apply).not.toHaveBeenCalled();
    });
  });

  describe('submitting', () => {
    it('sends the whole application entity, announces success and goes home', async () => {
      const { actor, calls, effects, chooseDevice, fillRequired } = start(
        {},
        { signType: 3, contractTypeId: 'inc-7' },
      );
      chooseDevice();
      fillRequired();
      actor.send({ type: 'SET_MANAGEMENT_MODE', mode: 1 });
      actor.send({ type: 'SET_COMPANY_TYPE', companyType: 'soleProprietorship' });
      actor.send({ type: 'CHANGE', field: 'postscript', value: 'Thanks' });
      actor.send({ type: 'UPLOAD', file: image('licence') });
      await flush();
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(calls.apply).toHaveBeenCalledWith({
        signType: 3,
        contractTypeId: 'inc-7',
        deviceTypeId: '3',
        deviceTypeName: 'Gateway',
        applyName: 'applyName value',
        contactPerson: 'contactPerson value',
        phoneNum: VALID_PHONE,
        email: 'email value',
        managementMode: 1,
        idCardNum: '',
        companyType: 'soleProprietorship',
        expectArea: '',
        province: '',
        city: '',
        district: '',
        addr: 'addr value',
        website: '',
        businessPerId: 'businessPerId value',
        businessPerName: '',
        postscript: 'Thanks',
        imgList: ['/upload/1.png'],
      });
      await flush();
      expect(actor.getSnapshot().value).toBe('submitted');
      expect(effects.notifySubmitted).toHaveBeenCalledOnce();
      expect(effects.goHome).toHaveBeenCalledOnce();
    });

    it('defaults to a partner application of a company with limited liability', () => {
      const { context } = start({}, {}).actor.getSnapshot();
      expect(context).toMatchObject({
        signType: 1,
        contractTypeId: '',
        managementMode: 2,
        companyType: 'limitedLiability',
        maxImages: MAX_APPLICATION_IMAGES,
      });
    });

    it('offers to log in when the server says code 2', async () => {
      const { actor, effects, chooseDevice, fillRequired } = start({
        apply: async () => ({ code: 2 }),
      });
      chooseDevice();
      fillRequired();
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(actor.getSnapshot().context.failure).toEqual({ code: 'notLoggedIn' });
      expect(effects.offerLogin).toHaveBeenCalledOnce();
      expect(effects.goHome).not.toHaveBeenCalled();
    });

    it('shows the server message for any other refusal, "unknown error" without one', async () => {
      const answers: SubmissionResult[] = [
        { code: 0, msg: 'One pending application only' },
        { code: 0 },
      ];
      const { actor, chooseDevice, fillRequired } = start({ apply: async () => answers.shift()! });
      chooseDevice();
      fillRequired();
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(actor.getSnapshot().context.failure).toEqual({
        code: 'server',
        message: 'One pending application only',
      });
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(actor.getSnapshot().context.failure).toEqual({ code: 'unknown' });
    });

    it('clears the last refusal once the application is sent again', async () => {
      const answers: Promise<SubmissionResult>[] = [
        Promise.resolve({ code: 0, msg: 'One pending application only' }),
        new Promise(() => {}),
      ];
      const { actor, chooseDevice, fillRequired } = start({ apply: () => answers.shift()! });
      chooseDevice();
      fillRequired();
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(actor.getSnapshot().context.failure).not.toBeNull();
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(actor.getSnapshot().context.failure).toBeNull();
    });

    it('keeps the application with the network error when the call fails', async () => {
      const { actor, chooseDevice, fillRequired } = start({
        apply: async () => {
          throw new Error('offline');
        },
      });
      chooseDevice();
      fillRequired();
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(actor.getSnapshot().context.failure).toEqual({ code: 'network' });
      expect(actor.getSnapshot().context.fields.applyName).toBe('applyName value');
    });

    it('locks the form while the application is being sent', () => {
      const { actor, clock, calls, chooseDevice, fillRequired } = start({
        apply: () => new Promise(() => {}),
      });
      chooseDevice();
      fillRequired();
      clock.increment(PHONE_CHECK_DELAY_MS);
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'CHANGE', field: 'applyName', value: 'late' });
      actor.send({ type: 'CHANGE', field: 'phoneNum', value: 'late' });
      actor.send({ type: 'CHOOSE_DEVICE_TYPE', deviceTypeId: '9', deviceTypeName: 'Meter' });
      actor.send({ type: 'SET_MANAGEMENT_MODE', mode: 1 });
      actor.send({ type: 'UPLOAD', file: image('late') });
      actor.send({ type: 'SUBMIT' });
      const { context } = actor.getSnapshot();
      expect(context.fields.applyName).toBe('applyName value');
      expect(context.fields.phoneNum).toBe(VALID_PHONE);
      expect(context.deviceType?.deviceTypeId).toBe('3');
      expect(context.managementMode).toBe(2);
      expect(calls.uploadImage).not.toHaveBeenCalled();
      expect(calls.apply).toHaveBeenCalledOnce();
      // No phone check is pending for a change that was refused.
      expect(actor.getSnapshot().matches({ filling: { fields: 'settled' } })).toBe(true);
    });
  });
});
