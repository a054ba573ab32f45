import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { profileEditMachine } from '../../../machines/profileEditMachine';
import type { SaveProfileInput, SaveProfileResult } from '../../../machines/profileEditTypes';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const profile = {
  companyName: 'Reach',
  email: 'a@reach.example',
  nickname: 'neo',
  phone: '13800138000',
  address: 'Guangdong Shenzhen Nanshan 1 Road',
};

function start(
  answer: (input: SaveProfileInput) => Promise<SaveProfileResult> = async () => ({ code: 1 }),
) {
  const saveProfile = vi.fn(answer);
  const effects = { notifySaved: vi.fn(), openPhoneBinding: vi.fn(), openAddressList: vi.fn() };
  const machine = profileEditMachine.provide({
    actors: { saveProfile: fromPromise(({ input }) => saveProfile(input)) },
    actions: effects,
  });
  const actor = createActor(machine, { input: { id: 'u1', profile } });
  actor.start();
  return { actor, saveProfile, effects };
}

describe('profileEditMachine', () => {
  it('starts with every field disabled, showing the loaded profile', () => {
    const { actor } = start();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.editing).toBeNull();
    expect(context.draft).toEqual(profile);
  });

  it('ignores typing into a field whose toggle is off', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'b@reach.example' });
    expect(actor.getSnapshot().context.draft.email).toBe(profile.email);
  });

  it('enables one field at a time; another toggle switches and keeps the first value', () => {
    const { actor } = start();
    actor.send({ type: 'EDIT', field: 'companyName' });
    actor.send({ type: 'CHANGE', field: 'companyName', value: 'Reach IoT' });
    actor.send({ type: 'EDIT', field: 'nickname' });
    expect(actor.getSnapshot().context.editing).toBe('nickname');
    actor.send({ type: 'CHANGE', field: 'companyName', value: 'ignored' });
    actor.send({ type: 'CHANGE', field: 'nickname', value: 'trinity' });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      companyName: 'Reach IoT',
      nickname: 'trinity',
    });
    expect(actor.getSnapshot().context.saved).toEqual(profile);
  });

  it('closes the field when its own toggle is pressed again, keeping the typed value', () => {
    const { actor } = start();
    actor.send({ type: 'EDIT', field: 'email' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'b@reach.example' });
    actor.send({ type: 'EDIT', field: 'email' });
    expect(actor.getSnapshot().context.editing).toBeNull();
    expect(actor.getSnapshot().context.draft.email).toBe('b@reach.example');
  });

  it('opens the phone-binding and address dialogs for phone and address, never a field', () => {
    const { actor, effects } = start();
    actor.send({ type: 'EDIT_PHONE' });
    actor.send({ type: 'EDIT_ADDRESS' });
    expect(effects.openPhoneBinding).toHaveBeenCalledOnce();
    expect(effects.openAddressList).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.editing).toBeNull();
  });

  it('shows the phone and address the dialogs saved', () => {
    const { actor } = start();
    actor.send({ type: 'PHONE_BOUND', phone: '13900139000' });
    actor.send({ type: 'ADDRESS_CHOSEN', address: 'Beijing Haidian 2 Road' });
    const { draft, saved } = actor.getSnapshot().context;
    expect(draft).toMatchObject({ phone: '13900139000', address: 'Beijing Haidian 2 Road' });
    expect(saved).toEqual(draft);
  });

  it('saves every field, closes the editor and announces the saved profile', async () => {
    const { actor, saveProfile, effects } = start();
    actor.send({ type: 'EDIT', field: 'nickname' });
    actor.send({ type: 'CHANGE', field: 'nickname', value: 'trinity' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(saveProfile).toHaveBeenCalledWith({
      id: 'u1',
      companyName: 'Reach',
      email: 'a@reach.example',
      nickname: 'trinity',
      phone: '13800138000',
    });
    await flush();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.editing).toBeNull();
    expect(context.saved.nickname).toBe('trinity');
    expect(effects.notifySaved).toHaveBeenCalledWith(expect.anything(), {
      profile: { ...profile, nickname: 'trinity' },
    });
  });

  it('keeps the edits and shows the server message when the save is refused', async () => {
    const { actor, effects } = start(async () => ({ code: 0, msg: 'Email taken' }));
    actor.send({ type: 'EDIT', field: 'email' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'taken@reach.example' });
    actor.send({ type: 'SAVE' });
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.failure).toEqual({ code: 'server', message: 'Email taken' });
    expect(context.editing).toBe('email');
    expect(context.draft.email).toBe('taken@reach.example');
    expect(context.saved.email).toBe(profile.email);
    expect(effects.notifySaved).not.toHaveBeenCalled();
  });

  it('says "save failed" when a refusal carries no message', async () => {
    const { actor } = start(async () => ({ code: 0 }));
    actor.send({ type: 'SAVE' });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'saveFailed' });
  });

  it('shows the network error when the call fails, and clears it on the next edit', async () => {
    const { actor } = start(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'EDIT', field: 'companyName' });
    actor.send({ type: 'SAVE' });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'network' });
    actor.send({ type: 'CHANGE', field: 'companyName', value: 'x' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('takes a phone bound while the profile is being saved', async () => {
    const { actor } = start();
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'PHONE_BOUND', phone: '13900139000' });
    await flush();
    expect(actor.getSnapshot().context.saved.phone).toBe('13900139000');
  });

  it('locks the form while saving', () => {
    const { actor, saveProfile } = start(() => new Promise(() => {}));
    actor.send({ type: 'EDIT', field: 'email' });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'late@reach.example' });
    actor.send({ type: 'EDIT', field: 'nickname' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.draft.email).toBe(profile.email);
    expect(actor.getSnapshot().context.editing).toBe('email');
    expect(saveProfile).toHaveBeenCalledOnce();
  });
});
