/**
 * The profile form's fields, result code, failures and events (the machine is in
 * profileEditMachine.ts).
 */

/** The result code of `Modify` that means "saved". */
export const PROFILE_SAVED_CODE = 1;

/** The fields with an edit toggle; only one is enabled at a time. */
export type EditableProfileField = 'companyName' | 'email' | 'nickname';

export const EDITABLE_PROFILE_FIELDS: readonly EditableProfileField[] = [
  'companyName',
  'email',
  'nickname',
];

export interface ProfileFields {
  companyName: string;
  email: string;
  nickname: string;
  /** Changed only through the phone-binding dialog. */
  phone: string;
  /** The default shipping address as shown (province city district address); changed only through the address list. */
  address: string;
}

/** The loaded profile record; the screen starts the machine once it has it. */
export interface ProfileEditInput {
  id: string;
  profile: ProfileFields;
}

/** A failed save: the server's message, "save failed" without one, or the network text. */
export type ProfileSaveFailure =
  { code: 'server'; message: string } | { code: 'saveFailed' } | { code: 'network' };

export interface ProfileEditContext {
  id: string;
  /** What the server holds. */
  saved: ProfileFields;
  /** What the form shows; differs from `saved` until a successful save. */
  draft: ProfileFields;
  /** The one field whose input is enabled, or null. */
  editing: EditableProfileField | null;
  failure: ProfileSaveFailure | null;
}

export type ProfileEditEvent =
  /** The edit toggle of a field. */
  | { type: 'EDIT'; field: EditableProfileField }
  | { type: 'CHANGE'; field: EditableProfileField; value: string }
  /** The phone's own action: opens the phone-binding dialog. */
  | { type: 'EDIT_PHONE' }
  /** The address's own action: opens the address list dialog. */
  | { type: 'EDIT_ADDRESS' }
  /** The phone-binding dialog bound a new phone. */
  | { type: 'PHONE_BOUND'; phone: string }
  /** The address list dialog chose a default address. */
  | { type: 'ADDRESS_CHOSEN'; address: string }
  | { type: 'SAVE' };

/** `POST /user/Modify` body: id, commanyname, email, phone, nickname. */
export interface SaveProfileInput {
  id: string;
  companyName: string;
  email: string;
  nickname: string;
  phone: string;
}

export interface SaveProfileResult {
  code: number;
  msg?: string;
}
