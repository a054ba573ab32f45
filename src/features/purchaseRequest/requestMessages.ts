import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LineError, RequestError, RequestField } from '../../../machines/purchaseRequestForm';
import { MAX_REQUEST_QUANTITY } from '../../domain/purchaseRequest';

const max = MAX_REQUEST_QUANTITY;

/** "Required" per field, in the words the mock uses for the same rule. */
const required: Partial<Record<RequestField, MessageDescriptor>> = {
  businessPerId: msg`Please choose the office to answer you`,
  companyName: msg`Please enter the company name`,
  contactPerson: msg`Please enter the contact person`,
};

const fieldRules: Record<Exclude<RequestError, 'required'>, MessageDescriptor> = {
  phoneEmpty: msg`Please enter your phone number`,
  phoneNotNumeric: msg`Please enter a numerical value`,
  phoneFormat: msg`Incorrect phone number format`,
  emailEmpty: msg`Please enter your e-mail address`,
  emailFormat: msg`Incorrect e-mail address format`,
};

export const lineMessages: Record<LineError, MessageDescriptor> = {
  chooseProduct: msg`Please choose a product`,
  duplicate: msg`This product is already on the list`,
  quantity: msg`A quantity is a whole number from 1 to ${max}`,
};

export function fieldMessage(field: RequestField, code: RequestError | undefined) {
  if (!code) return undefined;
  return code === 'required' ? required[field] : fieldRules[code];
}
