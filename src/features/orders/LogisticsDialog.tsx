import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LogisticsField, LogisticsForm } from '../../../machines/orderAfterSalesMachine';
import { isTrackingNumber } from '../../domain/orders';
import { Dialog } from '../../components/dialogs/Dialog';
import { useGuardedPress, type PressOutcome } from '../../lib/useGuardedPress';
import * as ui from '../../components/shop/shopUi.css';

interface LogisticsDialogProps {
  open: boolean;
  orderId: string;
  /** The return shipment entered before, when the customer puts it right. */
  entered?: LogisticsForm;
  busy: boolean;
  /** Required fields left blank, as the machine found them. */
  errors: readonly LogisticsField[];
  /** Refused when the machine finds a required field missing. */
  onSubmit: (form: LogisticsForm) => PressOutcome;
  onCancel: () => void;
  /** Where focus goes on close when the opener has left the list. */
  finalFocus?: () => HTMLElement | null;
}

/** The return shipment of an exchange: tracking number and company, both required (spec §5). */
export function LogisticsDialog(props: LogisticsDialogProps) {
  const { t } = useLingui();
  const id = useId();
  const [form, setForm] = useState<LogisticsForm>(
    () => props.entered ?? { trackingNumber: '', company: '' },
  );
  const [badFormat, setBadFormat] = useState(false);
  const orderId = props.orderId;

  const pressSubmit = useGuardedPress(() => {
    const number = form.trackingNumber.trim();
    const wrongShape = number !== '' && !isTrackingNumber(number);
    setBadFormat(wrongShape);
    return wrongShape ? 'refused' : props.onSubmit(form);
  });

  // A required-field message from the last submit stays until the field is filled in.
  const missing = (field: LogisticsField) =>
    props.errors.includes(field) && form[field].trim() === '';
  // The format message, too, goes once the number is put right.
  const stillBadFormat = badFormat && !isTrackingNumber(form.trackingNumber);
  const numberError = missing('trackingNumber')
    ? t`Enter the tracking number.`
    : stillBadFormat
      ? t`A tracking number has 6 to 30 letters or digits.`
      : undefined;
  const companyError = missing('company') ? t`Enter the logistics company.` : undefined;

  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => {
        if (!next) props.onCancel();
      }}
      title={<Trans>Return shipment</Trans>}
      finalFocus={props.finalFocus}
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
            disabled={props.busy}
          >
            <Trans>Submit</Trans>
          </button>
        ),
      }}
    >
      <p className={ui.meta}>
        {props.entered ? (
          <Trans>Correct the return shipment of order {orderId}.</Trans>
        ) : (
          <Trans>Send the goods back for order {orderId}, then enter the shipment.</Trans>
        )}
      </p>
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pressSubmit();
        }}
      >
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-number`}>
            <Trans>Tracking number</Trans>
          </label>
          <input
            id={`${id}-number`}
            className={ui.input}
            value={form.trackingNumber}
            maxLength={30}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? `${id}-number-error` : undefined}
            onChange={(event) => setForm({ ...form, trackingNumber: event.currentTarget.value })}
          />
          {numberError ? (
            <p id={`${id}-number-error`} className={ui.fieldError} role="alert">
              {numberError}
            </p>
          ) : null}
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-company`}>
            <Trans>Logistics company</Trans>
          </label>
          <input
            id={`${id}-company`}
            className={ui.input}
            value={form.company}
            maxLength={40}
            aria-invalid={companyError ? true : undefined}
            aria-describedby={companyError ? `${id}-company-error` : undefined}
            onChange={(event) => setForm({ ...form, company: event.currentTarget.value })}
          />
          {companyError ? (
            <p id={`${id}-company-error`} className={ui.fieldError} role="alert">
              {companyError}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
