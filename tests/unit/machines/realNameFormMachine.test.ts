import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { realNameFormMachine } from '../../../machines/realNameFormMachine';
import { MAX_REAL_NAME_IMAGES, type RealNamePayload } from '../../../machines/realNameFormRules';
import type { SubmissionResult } from '../../../machines/formWithPictures';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const image = (name: string) => new Blob([name], { type: 'image/png' });

function start(answers: { submit?: (payload: RealNamePayload) => Promise<SubmissionResult> } = {}) {
  let uploaded = 0;
  const calls = {
    submit: vi.fn(answers.submit ?? (async () => ({ code: 1, msg: 'Submitted' }))),
    uploadImage: vi.fn(async () => ({ path: `/upload/${(uploaded += 1)}.png` })),
  };
  const effects = { offerLogin: vi.fn(), notifySubmitted: vi.fn(), goHome: vi.fn() };
  const machine = realNameFormMachine.provide({
    actors: {
      submit: fromPromise(({ input }) => calls.submit(input)),
      uploadImage: fromPromise(() => calls.uploadImage()),
    },
    actions: effects,
  });
  const actor = createActor(machine, { input: {} });
  actor.start();
  const fill = () => {
    actor.send({ type: 'CHANGE', field: 'contactPerson', value: 'Li Lei' });
    actor.send({ type: 'CHANGE', field: 'phoneNum', value: '13800138000' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'li@example.com' });
  };
  const upload = async () => {
    actor.send({ type: 'UPLOAD', file: image('licence') });
    await flush();
  };
  return { actor, calls, effects, fill, upload };
}

describe('realNameFormMachine', () => {
  it('requires name, phone, e-mail and a licence picture', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      contactPerson: 'required',
      phoneNum: 'required',
      email: 'required',
      imgList: 'required',
    });
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('takes a name or an e-mail of spaces for none, and sends nothing', async () => {
    const { actor, calls, fill, upload } = start();
    fill();
    await upload();
    actor.send({ type: 'CHANGE', field: 'contactPerson', value: '   ' });
    actor.send({ type: 'CHANGE', field: 'email', value: ' ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      contactPerson: 'required',
      email: 'required',
    });
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('checks the phone as the application form does', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'phoneNum', value: '138abc' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.phoneNum).toBe('phoneNotNumeric');
    actor.send({ type: 'CHANGE', field: 'phoneNum', value: '12345' });
    expect(actor.getSnapshot().context.errors.phoneNum).toBeUndefined();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.phoneNum).toBe('phoneFormat');
  });

  it('sends the form with its pictures, then goes home with the server confirmation', async () => {
    const { actor, calls, effects, fill, upload } = start();
    fill();
    await upload();
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(calls.submit).toHaveBeenCalledWith({
      contactPerson: 'Li Lei',
      phoneNum: '13800138000',
      email: 'li@example.com',
      addr: '',
      postscript: '',
      imgList: ['/upload/1.png'],
    });
    expect(effects.notifySubmitted).toHaveBeenCalledTimes(1);
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('offers a login on code 2 and keeps the form', async () => {
    const { actor, effects, fill, upload } = start({ submit: async () => ({ code: 2 }) });
    fill();
    await upload();
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(effects.offerLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'notLoggedIn' });
    expect(actor.getSnapshot().context.fields.contactPerson).toBe('Li Lei');
  });

  it('shows the server message of a refusal', async () => {
    const { actor, fill, upload } = start({
      submit: async () => ({ code: 0, msg: 'Incorrect e-mail address format' }),
    });
    fill();
    await upload();
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({
      code: 'server',
      message: 'Incorrect e-mail address format',
    });
  });

  it(`stops at ${MAX_REAL_NAME_IMAGES} pictures`, async () => {
    const { actor, calls, upload } = start();
    for (let index = 0; index < MAX_REAL_NAME_IMAGES; index += 1) await upload();
    await upload();
    expect(calls.uploadImage).toHaveBeenCalledTimes(MAX_REAL_NAME_IMAGES);
    expect(actor.getSnapshot().context.hint).toBe('imageLimitReached');
    actor.send({ type: 'REMOVE_IMAGE', path: '/upload/1.png' });
    expect(actor.getSnapshot().context.hint).toBeNull();
  });
});
