import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Product } from '../../api/catalogue';
import type { BusinessOffice } from '../../api/programmes';
import type {
  PurchaseRequestContext,
  PurchaseRequestEvent,
  RequestField,
} from '../../../machines/purchaseRequestForm';
import { REQUEST_NOTE_MAX_LENGTH } from '../../domain/purchaseRequest';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import * as form from '../../components/form/form.css';
import { RequestLines } from './RequestLines';
import { fieldMessage } from './requestMessages';

const msgChooseOffice = msg`Choose an office`;

interface PurchaseRequestFormProps {
  context: PurchaseRequestContext;
  busy: boolean;
  products: readonly Product[];
  offices: readonly BusinessOffice[];
  send(event: PurchaseRequestEvent): void;
  /** Today, `YYYY-MM-DD`: the earliest delivery date. */
  today: string;
}

/** The request: the products, who answers, the customer's contact and wishes. */
export function PurchaseRequestForm(props: PurchaseRequestFormProps) {
  const { context, busy, products, offices, send, today } = props;
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  // A refused send marks fields far above the button: the first one to fix takes the focus.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  const field = (name: RequestField) => {
    const message = fieldMessage(name, context.errors.fields[name]);
    return {
      value: context.fields[name],
      onChange: (value: string) => send({ type: 'CHANGE', field: name, value }),
      error: message ? i18n._(message) : undefined,
    };
  };
  return (
    <form
      ref={formRef}
      className={form.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
        setAttempts((count) => count + 1);
      }}
    >
      <RequestLines
        lines={context.lines}
        errors={context.errors.lines}
        products={products}
        disabled={busy}
        send={send}
      />
      <fieldset className={form.section} disabled={busy}>
        <legend className={form.legend}>
          <Trans>Your company and contact</Trans>
        </legend>
        <SelectField
          required
          wide
          label={<Trans>Office to answer you</Trans>}
          placeholder={i18n._(msgChooseOffice)}
          options={offices.map((office) => ({
            value: office.businessPerId,
            label: `${office.title} · ${office.contacts}`,
          }))}
          {...field('businessPerId')}
        />
        <TextField
          required
          label={<Trans>Company</Trans>}
          {...field('companyName')}
          autoComplete="organization"
        />
        <TextField
          required
          label={<Trans>Contact person</Trans>}
          {...field('contactPerson')}
          autoComplete="name"
        />
        <TextField
          required
          label={<Trans>Mobile phone</Trans>}
          {...field('phoneNum')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
        />
        <TextField
          required
          label={<Trans>E-mail</Trans>}
          {...field('email')}
          type="email"
          autoComplete="email"
        />
        <TextField
          label={<Trans>Delivery city</Trans>}
          {...field('deliveryCity')}
          autoComplete="address-level2"
          maxLength={50}
        />
        <TextField
          label={<Trans>Wished delivery date</Trans>}
          {...field('deliveryDate')}
          type="date"
          min={today}
        />
        <TextField
          wide
          multiline
          label={<Trans>Requirements (firmware, labelling, packaging…)</Trans>}
          {...field('postscript')}
          maxLength={REQUEST_NOTE_MAX_LENGTH}
        />
      </fieldset>
      {context.refusal !== null ? (
        <p className={form.failure} role="alert">
          {context.refusal || <Trans>The request could not be sent.</Trans>}
        </p>
      ) : null}
      {context.failed ? (
        <p className={form.failure} role="alert">
          <Trans>The request could not be sent. Please try again.</Trans>
        </p>
      ) : null}
      <div className={form.actions}>
        <button type="submit" className={form.primaryButton} disabled={busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send the request</Trans>}
        </button>
      </div>
    </form>
  );
}
