import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Address } from '../../api/contract/shop/addresses';
import { Dialog } from '../dialogs/Dialog';
import { useGuardedPress } from '../../lib/useGuardedPress';
import {
  addressFormErrors,
  EMPTY_ADDRESS_FORM,
  type AddressErrors,
  type AddressFormValues,
  type AddressProblem,
} from './addressForm';
import { loadRegions, type RegionTree } from './regionData';
import { useRegionLabel } from './useRegionLabel';
import { fromShopAddress } from '../../api/addressRecord';
import { useAddressSaveMachine } from './useAddressSaveMachine';
import * as css from './addressForm.css';
import * as ui from '../shop/shopUi.css';

const problemText: Record<AddressProblem, MessageDescriptor> = {
  regionMissing: msg`Choose the province, city and district.`,
  detailMissing: msg`Enter the detailed address.`,
  phoneMissing: msg`Enter the phone number.`,
  phoneFormat: msg`Enter an 11-digit mainland mobile number.`,
  recipientMissing: msg`Enter the recipient's name.`,
};

interface AddressFormDialogProps {
  open: boolean;
  /** The address to edit; a new one is added without it. */
  address?: Address;
  onCancel: () => void;
  onSaved: (address: Address) => void;
}

function valuesOf(address: Address | undefined): AddressFormValues {
  if (!address) return EMPTY_ADDRESS_FORM;
  const { id: _id, ...fields } = fromShopAddress(address);
  return fields;
}

/**
 * The address form (spec §2.8 "Region chooser dialog", §5): cascading region, detail, phone
 * and recipient, for a new address or an edit of `address`. Each opening starts afresh.
 */
export function AddressFormDialog(props: AddressFormDialogProps) {
  // A new save machine (and blank or current fields) for every opening: the form is renewed
  // when it closes, so the dialog that opens is the one already mounted (focus and its
  // opening stay the dialog's own), and when another address is given.
  const [closing, setClosing] = useState({ open: props.open, count: 0 });
  if (closing.open !== props.open) {
    setClosing({ open: props.open, count: closing.count + (props.open ? 0 : 1) });
  }
  return <AddressForm key={`${closing.count}:${props.address?.addressid ?? ''}`} {...props} />;
}

function AddressForm({ open, address, onCancel, onSaved }: AddressFormDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<AddressFormValues>(() => valuesOf(address));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [regions, setRegions] = useState<RegionTree | undefined>();
  const [regionsFailed, setRegionsFailed] = useState(false);
  const label = useRegionLabel();
  // On English pages the choosers wait for the English names as well.
  const choices = label ? regions : undefined;
  const [state, send] = useAddressSaveMachine(address?.addressid, onSaved);
  const saving = state.hasTag('busy');

  useEffect(() => {
    if (!open || regions) return;
    let current = true;
    loadRegions().then(
      (tree) => current && setRegions(tree),
      () => current && setRegionsFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, regions]);

  const cities = choices && values.province ? Object.keys(choices[values.province] ?? {}) : [];
  const districts =
    choices && values.province && values.city
      ? (choices[values.province]?.[values.city] ?? [])
      : [];
  // The value stays the Chinese name the shop stores; only the label is the page's language.
  const options = (names: readonly string[]) =>
    names.map((name) => (
      <option key={name} value={name}>
        {label?.(name) ?? name}
      </option>
    ));

  const change = (patch: Partial<AddressFormValues>) => setValues((old) => ({ ...old, ...patch }));

  const pressSave = useGuardedPress(() => {
    const found = addressFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return 'refused';
    send({
      type: 'SAVE',
      fields: {
        ...values,
        detail: values.detail.trim(),
        phone: values.phone.trim(),
        recipient: values.recipient.trim(),
      },
    });
    return 'started';
  });

  // A message from the last save stays until its field is put right, as in the orders' forms.
  const stillWrong = addressFormErrors(values);
  const problemOf = (name: keyof AddressErrors) => (errors[name] ? stillWrong[name] : undefined);
  // Cancelling leaves nothing behind: the next opening starts afresh.
  const cancel = () => onCancel();

  const fieldError = (name: keyof AddressErrors): ReactNode => {
    const problem = problemOf(name);
    return problem ? (
      <p id={`${id}-${name}-error`} className={ui.fieldError} role="alert">
        {i18n._(problemText[problem])}
      </p>
    ) : null;
  };
  const describedBy = (name: keyof AddressErrors) =>
    problemOf(name) ? `${id}-${name}-error` : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      title={address ? <Trans>Edit the address</Trans> : <Trans>Add an address</Trans>}
      actions={{
        secondary: (
          <button type="button" className={ui.button} onClick={cancel}>
            <Trans>Cancel</Trans>
          </button>
        ),
        primary: (
          <button type="submit" form={`${id}-form`} className={ui.primaryButton} disabled={saving}>
            <Trans>Save</Trans>
          </button>
        ),
      }}
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          pressSave();
        }}
      >
        {state.context.failed ? (
          <p className={ui.fieldError} role="alert">
            <Trans>The address could not be saved.</Trans>
          </p>
        ) : null}
        <fieldset className={css.regionSet} aria-describedby={describedBy('region')}>
          <legend className={ui.label}>
            <Trans>Region</Trans>
          </legend>
          {regionsFailed ? (
            <p className={ui.fieldError}>
              <Trans>The region list could not be loaded. Close the dialog and try again.</Trans>
            </p>
          ) : null}
          <div className={css.selects}>
            <select
              className={ui.input}
              aria-label={t`Province`}
              aria-invalid={problemOf('region') && !values.province ? true : undefined}
              value={values.province}
              disabled={!choices}
              onChange={(event) =>
                change({ province: event.currentTarget.value, city: '', district: '' })
              }
            >
              <option value="">{choices ? t`Province` : t`Loading…`}</option>
              {options(Object.keys(choices ?? {}))}
            </select>
            <select
              className={ui.input}
              aria-label={t`City`}
              aria-invalid={problemOf('region') && !values.city ? true : undefined}
              value={values.city}
              disabled={cities.length === 0}
              onChange={(event) => change({ city: event.currentTarget.value, district: '' })}
            >
              <option value="">{t`City`}</option>
              {options(cities)}
            </select>
            <select
              className={ui.input}
              aria-label={t`District`}
              aria-invalid={problemOf('region') && !values.district ? true : undefined}
              value={values.district}
              disabled={districts.length === 0}
              onChange={(event) => change({ district: event.currentTarget.value })}
            >
              <option value="">{t`District`}</option>
              {options(districts)}
            </select>
          </div>
          {fieldError('region')}
        </fieldset>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-detail`}>
            <Trans>Detailed address</Trans>
          </label>
          <input
            id={`${id}-detail`}
            className={ui.input}
            value={values.detail}
            maxLength={200}
            autoComplete="street-address"
            aria-invalid={problemOf('detail') ? true : undefined}
            aria-describedby={describedBy('detail')}
            onChange={(event) => change({ detail: event.currentTarget.value })}
          />
          {fieldError('detail')}
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-phone`}>
            <Trans>Phone</Trans>
          </label>
          <input
            id={`${id}-phone`}
            className={ui.input}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel-national"
            value={values.phone}
            aria-invalid={problemOf('phone') ? true : undefined}
            aria-describedby={describedBy('phone')}
            onChange={(event) => change({ phone: event.currentTarget.value })}
          />
          {fieldError('phone')}
        </div>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={`${id}-recipient`}>
            <Trans>Recipient</Trans>
          </label>
          <input
            id={`${id}-recipient`}
            className={ui.input}
            value={values.recipient}
            maxLength={40}
            autoComplete="name"
            aria-invalid={problemOf('recipient') ? true : undefined}
            aria-describedby={describedBy('recipient')}
            onChange={(event) => change({ recipient: event.currentTarget.value })}
          />
          {fieldError('recipient')}
        </div>
      </form>
    </Dialog>
  );
}
