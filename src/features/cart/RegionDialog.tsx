import { useEffect, useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CheckoutAddress } from '../../../machines/checkoutTypes';
import { addAddress } from '../../api/addresses';
import { Dialog } from '../../components/dialogs/Dialog';
import { notifications } from '../../lib/notifications';
import { useGuardedPress } from '../../lib/useGuardedPress';
import {
  addressFormErrors,
  EMPTY_ADDRESS_FORM,
  type AddressErrors,
  type AddressFormValues,
  type AddressProblem,
} from './addressForm';
import { loadRegions, type RegionTree } from './regionData';
import { toCheckoutAddress } from './checkoutItems';
import * as css from './cart.css';
import * as ui from '../../components/shop/shopUi.css';

const problemText: Record<AddressProblem, MessageDescriptor> = {
  regionMissing: msg`Choose the province, city and district.`,
  detailMissing: msg`Enter the detailed address.`,
  phoneMissing: msg`Enter the phone number.`,
  phoneFormat: msg`Enter an 11-digit mainland mobile number.`,
  recipientMissing: msg`Enter the recipient's name.`,
};

interface RegionDialogProps {
  open: boolean;
  onCancel: () => void;
  onSaved: (address: CheckoutAddress) => void;
}

/** The add-address form: cascading region, detail, phone and recipient (spec §2.8, §5). */
export function RegionDialog({ open, onCancel, onSaved }: RegionDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState<AddressFormValues>(EMPTY_ADDRESS_FORM);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [regions, setRegions] = useState<RegionTree | undefined>();
  const [regionsFailed, setRegionsFailed] = useState(false);
  const [saving, setSaving] = useState(false);

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

  const cities = regions && values.province ? Object.keys(regions[values.province] ?? {}) : [];
  const districts =
    regions && values.province && values.city
      ? (regions[values.province]?.[values.city] ?? [])
      : [];

  const change = (patch: Partial<AddressFormValues>) => setValues((old) => ({ ...old, ...patch }));

  const store = async () => {
    setSaving(true);
    try {
      const saved = await addAddress({
        province: values.province,
        city: values.city,
        district: values.district,
        address: values.detail.trim(),
        phone: values.phone.trim(),
        addressee: values.recipient.trim(),
      });
      notifications.notify('success', t`Address saved.`);
      setValues(EMPTY_ADDRESS_FORM);
      onSaved(toCheckoutAddress(saved));
    } catch {
      notifications.notify('error', t`The address could not be saved.`);
    } finally {
      setSaving(false);
    }
  };
  const pressSave = useGuardedPress(() => {
    const found = addressFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return 'refused';
    void store();
    return 'started';
  });

  // A message from the last save stays until its field is put right, as in the orders' forms.
  const stillWrong = addressFormErrors(values);
  const problemOf = (name: keyof AddressErrors) => (errors[name] ? stillWrong[name] : undefined);
  // Cancelling leaves nothing behind: the next "add an address" starts blank.
  const cancel = () => {
    setValues(EMPTY_ADDRESS_FORM);
    setErrors({});
    onCancel();
  };

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
      title={<Trans>Add an address</Trans>}
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
              disabled={!regions}
              onChange={(event) =>
                change({ province: event.currentTarget.value, city: '', district: '' })
              }
            >
              <option value="">{regions ? t`Province` : t`Loading…`}</option>
              {Object.keys(regions ?? {}).map((name) => (
                <option key={name}>{name}</option>
              ))}
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
              {cities.map((name) => (
                <option key={name}>{name}</option>
              ))}
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
              {districts.map((name) => (
                <option key={name}>{name}</option>
              ))}
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
