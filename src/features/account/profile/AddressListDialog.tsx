import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '../../../api/contract/shop/addresses';
import { Dialog } from '../../../components/dialogs/Dialog';
import { useAddressFormat } from '../../../components/address/useAddressFormat';
import * as form from '../common/form.css';
import * as css from './profile.css';

export interface AddressListDialogProps {
  open: boolean;
  addresses: readonly Address[];
  onClose: () => void;
  onChoose: (address: Address) => void;
  onEdit: (address: Address) => void;
}

/** The user's delivery addresses, each editable; one is chosen as the shipping address. */
export function AddressListDialog({
  open,
  addresses,
  onClose,
  onChoose,
  onEdit,
}: AddressListDialogProps) {
  const { t } = useLingui();
  const format = useAddressFormat();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={<Trans>Shipping addresses</Trans>}
    >
      {format === null ? (
        <p role="status">
          <Trans>Loading your addresses…</Trans>
        </p>
      ) : addresses.length === 0 ? (
        <p>
          <Trans>
            No address yet. Add one in the <Link to="/cartView">cart</Link> when you place an order.
          </Trans>
        </p>
      ) : (
        <ul className={css.addressList}>
          {addresses.map((address) => {
            const recipient = address.addressee;
            const place = format(address);
            return (
              <li key={address.addressid} className={css.addressItem}>
                <div>
                  <strong>{address.addressee}</strong> {address.phone}
                  <div>{place}</div>
                </div>
                <div className={css.addressActions}>
                  <button
                    type="button"
                    className={form.button}
                    aria-label={t`Edit the address of ${recipient}, ${place}`}
                    onClick={() => onEdit(address)}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <button type="button" className={form.button} onClick={() => onChoose(address)}>
                    <Trans>Use this address</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
