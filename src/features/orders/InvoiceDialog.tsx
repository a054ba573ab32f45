import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type InvoiceField, type InvoiceForm } from '../../../machines/orderAfterSalesMachine';
import { INVOICE_TYPE, isTaxId, normaliseTaxId } from '../../domain/orders';
import { Dialog } from '../../components/dialogs/Dialog';
import { useGuardedPress, type PressOutcome } from '../../lib/useGuardedPress';
import * as ui from '../../components/shop/shopUi.css';
import * as css from './orders.css';

const missingText: Record<InvoiceField, MessageDescriptor> = {
  receiptType: msg`Choose the invoice type.`,
  receiptHeader: msg`Enter the invoice title.`,
  taxIdNumber: msg`Enter the taxpayer ID number.`,
  registerAddr: msg`Enter the registered address.`,
  registerPhone: msg`Enter the registered phone number.`,
  bank: msg`Enter the bank of the account.`,
  bankAccount: msg`Enter the bank account number.`,
};

type TextField = Exclude<InvoiceField, 'receiptType'>;

const fieldLabel: Record<TextField, MessageDescriptor> = {
  receiptHeader: msg`Invoice title`,
  taxIdNumber: msg`Taxpayer ID number`,
  registerAddr: msg`Registered address`,
  registerPhone: msg`Registered phone`,
  bank: msg`Bank`,
  bankAccount: msg`Bank account`,
};

const ALWAYS: readonly TextField[] = ['receiptHeader', 'taxIdNumber'];
const SPECIAL_ONLY: readonly TextField[] = ['registerAddr', 'registerPhone', 'bank', 'bankAccount'];

interface InvoiceDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  loading: boolean;
  busy: boolean;
  /** The invoice to start from: blank, or the one being edited. */
  initial: InvoiceForm;
  /** Required fields missing, as the machine found them. */
  errors: readonly InvoiceField[];
  /** Refused when the machine finds a required field missing. */
  onSubmit: (form: InvoiceForm) => PressOutcome;
  onCancel: () => void;
  /** Where focus goes on close when the opener has left the list. */
  finalFocus?: () => HTMLElement | null;
}

/** The regular or special invoice form (spec §5 "Invoice"). */
export function InvoiceDialog(props: InvoiceDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [form, setForm] = useState<InvoiceForm>(props.initial);
  const [taxFormat, setTaxFormat] = useState(false);
  const special = form.receiptType === INVOICE_TYPE.special;

  const pressSubmit = useGuardedPress(() => {
    const tax = normaliseTaxId(form.taxIdNumber);
    const wrongShape = tax !== '' && !isTaxId(tax);
    setTaxFormat(wrongShape);
    return wrongShape ? 'refused' : props.onSubmit({ ...form, taxIdNumber: tax });
  });

  const errorOf = (field: InvoiceField): string | undefined => {
    // A required-field message from the last submit stays until the field is filled in.
    const stillMissing =
      field === 'receiptType' ? form.receiptType === null : form[field].trim() === '';
    if (props.errors.includes(field) && stillMissing) return i18n._(missingText[field]);
    // The format message, too, goes once the number is put right.
    if (field === 'taxIdNumber' && taxFormat && !isTaxId(form.taxIdNumber))
      return t`A taxpayer ID number has 15 to 20 letters or digits.`;
    return undefined;
  };

  const textField = (field: TextField) => {
    const error = errorOf(field);
    return (
      <div className={ui.field} key={field}>
        <label className={ui.label} htmlFor={`${id}-${field}`}>
          {i18n._(fieldLabel[field])}
        </label>
        <input
          id={`${id}-${field}`}
          className={ui.input}
          value={form[field]}
          maxLength={field === 'registerAddr' ? 200 : 100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          onChange={(event) => setForm({ ...form, [field]: event.currentTarget.value })}
        />
        {error ? (
          <p id={`${id}-${field}-error`} className={ui.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const typeError = errorOf('receiptType');
  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => {
        if (!next) props.onCancel();
      }}
      title={
        props.mode === 'edit' ? (
          <Trans>Edit the invoice</Trans>
        ) : (
          <Trans>Apply for an invoice</Trans>
        )
      }
      finalFocus={props.finalFocus}
      className={ui.wideDialog}
      actions={{
        secondary: (
          <button type="button" className={ui.button} onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </button>
        ),
        primary: (
          <button
            type="submit"
            form={`${id}-form`}
            className={ui.primaryButton}
            disabled={props.busy || props.loading}
          >
            <Trans>Submit</Trans>
          </button>
        ),
      }}
    >
      {props.loading ? (
        <p role="status">
          <Trans>Loading the invoice…</Trans>
        </p>
      ) : (
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            pressSubmit();
          }}
        >
          <fieldset
            className={css.choice}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${id}-type-error` : undefined}
          >
            <legend className={ui.label}>
              <Trans>Invoice type</Trans>
            </legend>
            <label>
              <input
                type="radio"
                name={`${id}-type`}
                checked={form.receiptType === INVOICE_TYPE.regular}
                onChange={() => setForm({ ...form, receiptType: INVOICE_TYPE.regular })}
              />{' '}
              <Trans>Regular invoice</Trans>
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-type`}
                checked={form.receiptType === INVOICE_TYPE.special}
                onChange={() => setForm({ ...form, receiptType: INVOICE_TYPE.special })}
              />{' '}
              <Trans>Special VAT invoice</Trans>
            </label>
            {typeError ? (
              <p id={`${id}-type-error`} className={ui.fieldError} role="alert">
                {typeError}
              </p>
            ) : null}
          </fieldset>
          {ALWAYS.map(textField)}
          {special ? SPECIAL_ONLY.map(textField) : null}
        </form>
      )}
    </Dialog>
  );
}
