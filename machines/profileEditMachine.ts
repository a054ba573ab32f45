/**
 * The profile page's form: company name, email and nickname are edited one at
 * a time through their edit toggles; phone and address change only through
 * their own dialogs; saving sends the profile (content-and-profile §2 screen 14,
 * §4 "Profile editing", §8 "Profile save failure").
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided, notProvidedAction } from './notProvided';
import {
  PROFILE_SAVED_CODE,
  type ProfileFields,
  type ProfileEditInput,
  type ProfileSaveFailure,
  type ProfileEditContext,
  type ProfileEditEvent,
  type SaveProfileInput,
  type SaveProfileResult,
} from './profileEditTypes';

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as ProfileEditInput,
  },
  actors: {
    saveProfile: fromPromise<SaveProfileResult, SaveProfileInput>(notProvided('saveProfile')),
  },
  actions: {
    startEditing: assign(({ event }) => {
      assertEvent(event, 'EDIT');
      return { editing: event.field };
    }),
    stopEditing: assign({ editing: null }),
    setDraftField: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return { draft: { ...context.draft, [event.field]: event.value }, failure: null };
    }),
    setPhone: assign(({ context, event }) => {
      assertEvent(event, 'PHONE_BOUND');
      return {
        saved: { ...context.saved, phone: event.phone },
        draft: { ...context.draft, phone: event.phone },
      };
    }),
    setAddress: assign(({ context, event }) => {
      assertEvent(event, 'ADDRESS_CHOSEN');
      return {
        saved: { ...context.saved, address: event.address },
        draft: { ...context.draft, address: event.address },
      };
    }),
    clearFailure: assign({ failure: null }),
    commitDraft: assign(({ context }) => ({ saved: context.draft })),
    markServerFailure: assign((_, params: { message: string | undefined }) => ({
      failure: params.message
        ? { code: 'server' as const, message: params.message }
        : { code: 'saveFailed' as const },
    })),
    markNetworkFailure: assign({ failure: { code: 'network' } as ProfileSaveFailure }),
    /** The app shows the "saved" notice and updates the stored user (the header's nickname). */
    notifySaved: notProvidedAction<{ profile: ProfileFields }>('notifySaved'),
    /** The app opens the phone-binding dialog (phoneBindingMachine). */
    openPhoneBinding: notProvidedAction('openPhoneBinding'),
    /** The app opens the address list dialog. */
    openAddressList: notProvidedAction('openAddressList'),
  },
  guards: {
    isEditingThatField: ({ context, event }) => {
      assertEvent(event, 'EDIT');
      return context.editing === event.field;
    },
    isEditingThisField: ({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return context.editing === event.field;
    },
    isSaved: (_, params: { code: number }) => params.code === PROFILE_SAVED_CODE,
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({
    id: input.id,
    saved: input.profile,
    draft: input.profile,
    editing: null,
    failure: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        EDIT: [
          // The toggle of the field being edited closes it; its value stays in the form.
          { guard: 'isEditingThatField', actions: 'stopEditing' },
          // Another field's toggle switches to it; the previous field keeps its unsaved value.
          { actions: 'startEditing' },
        ],
        CHANGE: { guard: 'isEditingThisField', actions: 'setDraftField' },
        EDIT_PHONE: { actions: 'openPhoneBinding' },
        EDIT_ADDRESS: { actions: 'openAddressList' },
        SAVE: { target: 'saving', actions: 'clearFailure' },
        // The dialogs save phone and address themselves, so their results apply at once.
        PHONE_BOUND: { actions: 'setPhone' },
        ADDRESS_CHOSEN: { actions: 'setAddress' },
      },
    },
    saving: {
      tags: ['busy'],
      on: {
        PHONE_BOUND: { actions: 'setPhone' },
        ADDRESS_CHOSEN: { actions: 'setAddress' },
      },
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          id: context.id,
          companyName: context.draft.companyName,
          email: context.draft.email,
          nickname: context.draft.nickname,
          phone: context.draft.phone,
        }),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => ({ code: event.output.code }) },
            target: 'idle',
            actions: [
              'commitDraft',
              'stopEditing',
              { type: 'notifySaved', params: ({ context }) => ({ profile: context.draft }) },
            ],
          },
          {
            target: 'idle',
            actions: {
              type: 'markServerFailure',
              params: ({ event }) => ({ message: event.output.msg }),
            },
          },
        ],
        onError: { target: 'idle', actions: 'markNetworkFailure' },
      },
    },
  },
});
