/** The after-sales forms' rules (spec §5): which invoice and return-logistics fields block saving. */
import { INVOICE_TYPE } from '../src/domain/orders';
import type {
  InvoiceField,
  InvoiceForm,
  LogisticsField,
  LogisticsForm,
} from './orderAfterSalesTypes';

/** A blank invoice form: no type chosen yet. */
export const EMPTY_INVOICE: InvoiceForm = {
  receiptType: null,
  receiptHeader: '',
  taxIdNumber: '',
  registerAddr: '',
  registerPhone: '',
  bank: '',
  bankAccount: '',
};

/** Required for every invoice (spec §5). */
export const INVOICE_ALWAYS_REQUIRED = ['receiptHeader', 'taxIdNumber'] as const;

/** Also required for the special type (spec §5). */
export const INVOICE_SPECIAL_REQUIRED = [
  'registerAddr',
  'registerPhone',
  'bank',
  'bankAccount',
] as const;

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** The invoice fields that block saving, in form order; empty when the form is valid. */
export function invoiceFormErrors(form: InvoiceForm): InvoiceField[] {
  const errors: InvoiceField[] = [];
  if (form.receiptType !== INVOICE_TYPE.regular && form.receiptType !== INVOICE_TYPE.special)
    errors.push('receiptType');
  INVOICE_ALWAYS_REQUIRED.forEach((field) => {
    if (isBlank(form[field])) errors.push(field);
  });
  if (form.receiptType === INVOICE_TYPE.special)
    INVOICE_SPECIAL_REQUIRED.forEach((field) => {
      if (isBlank(form[field])) errors.push(field);
    });
  return errors;
}

/** Tracking number and company are both required (spec §5). */
export function logisticsFormErrors(form: LogisticsForm): LogisticsField[] {
  return (['trackingNumber', 'company'] as const).filter((field) => isBlank(form[field]));
}
