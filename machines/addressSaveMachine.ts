/**
 * Saving a delivery address from its form (shop-and-shell §2.8 "Region chooser dialog", §5
 * "Address save", §7 saveAddress, §8 "Address save statuscode 0"): a new address, or an edit
 * of the one the form was opened for. The form checks its fields before it sends SAVE; a
 * press while the save runs is ignored; a refused or failed save stays on the form with its
 * failure shown, so nothing typed is lost; a saved address ends the machine with it.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  type AddressSaveInput,
  type SaveAddressInput,
  type SavedAddress,
  type AddressSaveContext,
  type AddressSaveEvent,
} from './addressSaveTypes';
import { notProvidedAction } from './notProvided';

export const addressSaveMachine = setup({
  types: {
    context: {} as AddressSaveContext,
    events: {} as AddressSaveEvent,
    input: {} as AddressSaveInput,
    output: {} as SavedAddress | null,
  },
  actors: {
    /** saveAddress (with addressId on an edit); rejects on statuscode 0 or a failed call. */
    saveAddress: fromPromise<SavedAddress, SaveAddressInput>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    markFailed: assign({ failed: true }),
    clearFailure: assign({ failed: false }),
    keepSaved: assign({
      saved: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.saveAddress');
        return event.output;
      },
    }),
    /** The app tells the user the address was saved. */
    notifySaved: notProvidedAction('notifySaved'),
  },
}).createMachine({
  id: 'addressSave',
  context: ({ input }) => ({ addressId: input.addressId, failed: false, saved: null }),
  initial: 'editing',
  output: ({ context }) => context.saved,
  states: {
    editing: {
      on: {
        SAVE: { target: 'saving', actions: 'clearFailure' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context, event }) => {
          assertEvent(event, 'SAVE');
          return { fields: event.fields, addressId: context.addressId };
        },
        onDone: { target: 'saved', actions: ['keepSaved', 'notifySaved'] },
        onError: { target: 'editing', actions: 'markFailed' },
      },
    },
    saved: { type: 'final' },
  },
});
