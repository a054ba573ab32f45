import { EMPTY_ADDRESS_FIELDS, type AddressFields } from '../../../machines/addressSaveTypes';
import { isMainlandMobile } from '../../domain/contact';

/** The form's fields: the ones the address save takes. */
export type AddressFormValues = AddressFields;

export const EMPTY_ADDRESS_FORM: AddressFormValues = EMPTY_ADDRESS_FIELDS;

export type AddressProblem =
  'regionMissing' | 'detailMissing' | 'phoneMissing' | 'phoneFormat' | 'recipientMissing';

export type AddressErrors = Partial<
  Record<'region' | 'detail' | 'phone' | 'recipient', AddressProblem>
>;

/** Region, detail, phone and recipient are required (spec §5); the phone is a mainland mobile. */
export function addressFormErrors(values: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  if (!values.province || !values.city || !values.district) errors.region = 'regionMissing';
  if (values.detail.trim() === '') errors.detail = 'detailMissing';
  const phone = values.phone.trim();
  if (phone === '') errors.phone = 'phoneMissing';
  else if (!isMainlandMobile(phone)) errors.phone = 'phoneFormat';
  if (values.recipient.trim() === '') errors.recipient = 'recipientMissing';
  return errors;
}
