import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EditableProfileField, ProfileFields } from '../../../../machines/profileEditTypes';
import type { UserProfile } from '../../../api/contract/account/entities';
import type { Address } from '../../../api/contract/shop/addresses';
import { addressLine } from '../../../domain/address';
import { storage } from '../../../lib/storage';
import { FailureMessage } from '../common/FailureMessage';
import { TextField } from '../common/TextField';
import { AddressFormDialog } from '../../../components/address/AddressFormDialog';
import { useAddressFormat } from '../../../components/address/useAddressFormat';
import { AddressListDialog } from './AddressListDialog';
import { PhoneBindingDialog } from './PhoneBindingDialog';
import { useProfileEditMachine } from './useProfileEditMachine';
import * as form from '../common/form.css';
import * as css from './profile.css';

export interface ProfileFormProps {
  profile: UserProfile;
  addresses: readonly Address[];
  address: string;
  onChangePassword: () => void;
}

type OpenDialog = 'phone' | 'address' | 'editAddress' | null;

/** The profile fields, one editable at a time, with save and the other actions. */
export function ProfileForm({ profile, addresses, address, onChangePassword }: ProfileFormProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The list as last saved: an edit shows at once, without reloading the page.
  const [savedAddresses, setSavedAddresses] = useState(addresses);
  const [editedAddress, setEditedAddress] = useState<Address | undefined>();
  const initial: ProfileFields = {
    companyName: profile.commanyname,
    email: profile.email,
    nickname: profile.nickname,
    phone: profile.phone,
    address,
  };
  const [state, send] = useProfileEditMachine(
    { id: profile.id, profile: initial },
    {
      username: profile.username,
      openPhoneBinding: () => setDialog('phone'),
      openAddressList: () => setDialog('address'),
    },
  );
  const { draft, editing, failure } = state.context;
  // The shipping address is kept as the backend writes it (Chinese region names); it shows in
  // the page's language when it is one of the saved addresses.
  const format = useAddressFormat();
  const chosen = savedAddresses.find((saved) => addressLine(saved) === draft.address);
  const shownAddress = format === null ? '' : chosen ? format(chosen) : draft.address;
  const busy = state.hasTag('busy');
  const inputs = useRef<Partial<Record<EditableProfileField, HTMLInputElement | null>>>({});
  // The edit toggle enables its field for typing: focus goes there, as the user means to type.
  useEffect(() => {
    if (editing) inputs.current[editing]?.focus();
  }, [editing]);
  const labels: Record<EditableProfileField, string> = {
    companyName: t`Company name`,
    email: t`Email`,
    nickname: t`Nickname`,
  };
  const editable = (field: EditableProfileField) => {
    const name = labels[field];
    return (
      <TextField
        label={name}
        value={draft[field]}
        disabled={editing !== field}
        inputRef={(element) => {
          inputs.current[field] = element;
        }}
        onChange={(value) => send({ type: 'CHANGE', field, value })}
        trailing={
          <button
            type="button"
            className={form.button}
            aria-pressed={editing === field}
            aria-label={t`Edit ${name}`}
            onClick={() => send({ type: 'EDIT', field })}
          >
            ✎
          </button>
        }
      />
    );
  };
  // The phone and the address change only through their dialogs: the field shows the value.
  const throughDialog = (
    label: string,
    value: string,
    buttonLabel: ReactNode,
    opens: 'EDIT_PHONE' | 'EDIT_ADDRESS',
  ) => (
    <TextField
      label={label}
      value={value}
      disabled
      onChange={() => {}}
      trailing={
        <button type="button" className={form.button} onClick={() => send({ type: opens })}>
          {buttonLabel}
        </button>
      }
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SAVE' });
  };
  // The dialogs stay outside the <form>: React bubbles a portal's events through the component
  // tree, so the binding form's submit would also submit (save) this form.
  return (
    <>
      <form className={form.form} onSubmit={submit} noValidate aria-busy={busy}>
        {editable('companyName')}
        {editable('email')}
        {editable('nickname')}
        {throughDialog(t`Phone number`, draft.phone, <Trans>Bind phone</Trans>, 'EDIT_PHONE')}
        {throughDialog(t`Shipping address`, shownAddress, <Trans>Choose</Trans>, 'EDIT_ADDRESS')}
        <FailureMessage failure={failure} />
        <div className={css.actions}>
          <button type="submit" className={form.primaryButton} disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save information</Trans>}
          </button>
          <button type="button" className={form.button} onClick={onChangePassword}>
            <Trans>Change password</Trans>
          </button>
          <Link to="/buyTab" className={form.button}>
            <Trans>Purchased items</Trans>
          </Link>
          <Link to="/homePage" className={form.button}>
            <Trans>Return home</Trans>
          </Link>
        </div>
      </form>
      <PhoneBindingDialog
        open={dialog === 'phone'}
        onClose={() => setDialog(null)}
        onBound={(phone) => {
          send({ type: 'PHONE_BOUND', phone });
          setDialog(null);
        }}
      />
      {/* The edit form opens over the list, which it returns to (focus back on its button). */}
      <AddressListDialog
        open={dialog === 'address' || dialog === 'editAddress'}
        addresses={savedAddresses}
        onEdit={(chosen) => {
          setEditedAddress(chosen);
          setDialog('editAddress');
        }}
        // Closing the list as the edit form takes over must not close the form.
        onClose={() => setDialog((open) => (open === 'address' ? null : open))}
        onChoose={(chosen) => {
          const line = addressLine(chosen);
          storage.adddressId.set(chosen.addressid);
          storage.adddressName.set(line);
          send({ type: 'ADDRESS_CHOSEN', address: line });
          setDialog(null);
        }}
      />
      <AddressFormDialog
        open={dialog === 'editAddress'}
        address={editedAddress}
        onCancel={() => setDialog('address')}
        onSaved={(saved) => {
          setSavedAddresses((list) =>
            list.map((old) => (old.addressid === saved.addressid ? saved : old)),
          );
          // The shipping address shown is this one: it shows the new wording.
          if (
            storage.adddressId.get() === saved.addressid ||
            draft.address === line(editedAddress)
          ) {
            storage.adddressId.set(saved.addressid);
            storage.adddressName.set(addressLine(saved));
            send({ type: 'ADDRESS_CHOSEN', address: addressLine(saved) });
          }
          setDialog('address');
        }}
      />
    </>
  );
}

const line = (address: Address | undefined) => (address ? addressLine(address) : undefined);
