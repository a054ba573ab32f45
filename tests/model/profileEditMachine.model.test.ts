import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { profileEditMachine } from '../../machines/profileEditMachine';
import { EDITABLE_PROFILE_FIELDS, type ProfileEditContext } from '../../machines/profileEditTypes';
import { profileEditSamples } from '../../machines/samples/profileEditSamples';
import { describeModel } from './support/describeModel';
import { effect, isIn } from './support/effects';

const dirtyFields = (context: ProfileEditContext) =>
  EDITABLE_PROFILE_FIELDS.filter((field) => context.draft[field] !== context.saved[field]);

describeModel('profileEditMachine', {
  machine: profileEditMachine,
  input: profileEditSamples.inputs[0],
  events: profileEditSamples.events,
  // Which field is enabled and which hold unsaved values matter, not the texts.
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ProfileEditContext;
    return JSON.stringify({
      value: snapshot.value,
      editing: context.editing,
      dirty: dirtyFields(context),
    });
  },
  // Phone and address are edited in their own dialogs, opened from the form (not while it
  // saves); a save the server accepts tells the app the profile as it was sent.
  effects: ({ before, event }) => {
    if (event.type === 'EDIT_PHONE' && isIn(before, 'profileEdit.idle'))
      return [effect('openPhoneBinding')];
    if (event.type === 'EDIT_ADDRESS' && isIn(before, 'profileEdit.idle'))
      return [effect('openAddressList')];
    if (event.type === 'xstate.done.actor.saveProfile' && event.output.code === 1)
      return [effect('notifySaved', { profile: (before!.context as ProfileEditContext).draft })];
    return [];
  },
  invariants: {
    '*': (snapshot) => {
      const context = snapshot.context as ProfileEditContext;
      // Phone and address are never edited in the form: they always equal what is saved.
      expect(context.draft.phone).toBe(context.saved.phone);
      expect(context.draft.address).toBe(context.saved.address);
    },
    'profileEdit.saving': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.failure).toBeNull();
    },
    'profileEdit.idle': (snapshot) => {
      const context = snapshot.context as ProfileEditContext;
      expect(snapshot.hasTag('busy')).toBe(false);
      // At most one field is enabled, and it is an editable one.
      if (context.editing !== null) expect(EDITABLE_PROFILE_FIELDS).toContain(context.editing);
    },
  },
});
