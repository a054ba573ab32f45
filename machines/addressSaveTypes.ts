/**
 * The address form's fields, the save's input and result (the machine is in
 * addressSaveMachine.ts).
 */

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
