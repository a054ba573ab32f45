/**
 * Saving a delivery address from its form (shop-and-shell §2.8 "Region chooser dialog", §5
 * "Address save", §7 saveAddress, §8 "Address save statuscode 0"): a new address, or an edit
 * of the one the form was opened for. The form checks its fields before it sends SAVE; a
 * press while the save runs is ignored; a refused or failed save stays on the form with its
 * failure shown, so nothing typed is lost; a saved address ends the machine with it.
 */
import { assign, fromPromise, setup } from 'xstate';

/** The fields as the form holds them (the region's names, the detail, phone and recipient). */
export interface AddressFields {
  province: string;
  city: string;
  district: string;
  detail: string;
  phone: string;
  recipient: string;
}

export interface AddressSaveInput {
  /** The address being edited; absent for a new one. */
  addressId?: string;
}

/** What the save actor receives: the fields, and the id when it is an edit. */
export interface SaveAddressInput {
  fields: AddressFields;
  addressId?: string;
}

export interface SavedAddress extends AddressFields {
  id: string;
}

export interface AddressSaveContext {
  addressId: string | undefined;
  /** The last save was refused or failed; cleared by the next attempt. */
  failed: boolean;
  saved: SavedAddress | null;
}

export type AddressSaveEvent =
  | { type: 'SAVE'; fields: AddressFields }
  | { type: 'xstate.done.actor.saveAddress'; output: SavedAddress }
  | { type: 'xstate.error.actor.saveAddress'; error: unknown };

/** A blank form; also the save's input when it was not entered by SAVE (it always is). */
export const EMPTY_ADDRESS_FIELDS: AddressFields = {
  province: '',
  city: '',
  district: '',
  detail: '',
  phone: '',
  recipient: '',
};

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
      saved: ({ event }) => (event.type === 'xstate.done.actor.saveAddress' ? event.output : null),
    }),
    /** The app tells the user the address was saved. */
    notifySaved: () => {},
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
        input: ({ context, event }) => ({
          fields: event.type === 'SAVE' ? event.fields : EMPTY_ADDRESS_FIELDS,
          addressId: context.addressId,
        }),
        onDone: { target: 'saved', actions: ['keepSaved', 'notifySaved'] },
        onError: { target: 'editing', actions: 'markFailed' },
      },
    },
    saved: { type: 'final' },
  },
});
