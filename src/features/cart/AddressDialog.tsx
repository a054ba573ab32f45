import { Trans, useLingui } from '@lingui/react/macro';
import { RadioGroup } from '@ark-ui/react/radio-group';
import type { CheckoutAddress, CheckoutProblem } from '../../../machines/checkoutTypes';
import { Dialog } from '../../components/dialogs/Dialog';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useGuardedPress, type PressOutcome } from '../../lib/useGuardedPress';
import { checkoutProblemText } from './checkoutProblems';
import { toShopAddress } from '../../api/addressRecord';
import { useAddressFormat } from '../../components/address/useAddressFormat';
import { AddressText } from '../../components/address/AddressText';
import * as css from './checkoutDialogs.css';
import * as ui from '../../components/shop/shopUi.css';

interface AddressDialogProps {
  open: boolean;
  loading: boolean;
  loadFailed: boolean;
  busy: boolean;
  addresses: readonly CheckoutAddress[];
  selectedId: string | null;
  problem: CheckoutProblem | null;
  onChoose: (id: string) => void;
  onDelete: (id: string) => void;
  onAdd: () => void;
  onEdit: (id: string) => void;
  /** Refused when no address is chosen. */
  onPay: () => PressOutcome;
  onRetry: () => void;
  onClose: () => void;
  /** Where focus goes when the checkout is back in the cart (the opener may be gone). */
  finalFocus?: () => HTMLElement | null;
  /** Whether the deletion of `pendingDelete` waits for the customer's answer. */
  confirmingDelete: boolean;
  pendingDelete: CheckoutAddress | undefined;
  /** The answer to the deletion question: `confirm`, or anything else for no. */
  onDeleteAnswer: (answer: string) => void;
}

/**
 * Saved addresses as a radio list with edit and delete (and its question), add address and pay
 * (spec §2.8). The addresses are written in the page's language: on English pages the regions'
 * English names load with the dialog, and the list waits for them.
 */
export function AddressDialog(props: AddressDialogProps) {
  const { t, i18n } = useLingui();
  const pressPay = useGuardedPress(props.onPay);
  const format = useAddressFormat();
  return (
    <>
      <Dialog
        open={props.open}
        onOpenChange={(next) => {
          if (!next) props.onClose();
        }}
        title={<Trans>Delivery address</Trans>}
        className={ui.wideDialog}
        finalFocus={props.finalFocus}
        actions={{
          secondary: (
            <button type="button" className={ui.button} onClick={props.onAdd} disabled={props.busy}>
              <Trans>Add address</Trans>
            </button>
          ),
          primary: (
            <button
              type="button"
              className={ui.primaryButton}
              onClick={pressPay}
              disabled={props.busy || props.loading || format === null || props.loadFailed}
            >
              <Trans>Pay</Trans>
            </button>
          ),
        }}
      >
        {props.problem ? (
          <p className={ui.problem} role="alert">
            {i18n._(checkoutProblemText[props.problem])}
          </p>
        ) : null}
        {props.loading || format === null ? (
          <p role="status">
            <Trans>Loading your addresses…</Trans>
          </p>
        ) : props.loadFailed ? (
          <button type="button" className={ui.button} onClick={props.onRetry}>
            <Trans>Try again</Trans>
          </button>
        ) : props.addresses.length === 0 ? (
          <p className={ui.meta}>
            <Trans>You have no saved address yet.</Trans>
          </p>
        ) : (
          <RadioGroup.Root
            className={css.addressList}
            value={props.selectedId}
            onValueChange={(details) => {
              if (details.value) props.onChoose(details.value);
            }}
          >
            <RadioGroup.Label className={ui.label}>
              <Trans>Choose where to deliver</Trans>
            </RadioGroup.Label>
            {props.addresses.map((address) => {
              const recipient = address.recipient;
              const place = format(toShopAddress(address));
              return (
                <div key={address.id} className={css.addressRow}>
                  <RadioGroup.Item value={address.id} className={css.addressItem}>
                    <RadioGroup.ItemControl className={css.radioControl} />
                    <RadioGroup.ItemText>
                      <strong>{address.recipient}</strong> {address.phone}
                      <br />
                      {place}
                    </RadioGroup.ItemText>
                    <RadioGroup.ItemHiddenInput />
                  </RadioGroup.Item>
                  <button
                    type="button"
                    className={ui.linkButton}
                    disabled={props.busy}
                    aria-label={t`Edit the address of ${recipient}, ${place}`}
                    onClick={() => props.onEdit(address.id)}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <button
                    type="button"
                    className={ui.dangerLink}
                    disabled={props.busy}
                    aria-label={t`Delete the address of ${recipient}, ${place}`}
                    onClick={() => props.onDelete(address.id)}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </div>
              );
            })}
          </RadioGroup.Root>
        )}
      </Dialog>
      <ConfirmDialog
        open={props.confirmingDelete}
        icon="warn"
        title={<Trans>Delete this address?</Trans>}
        content={
          props.pendingDelete ? <AddressText address={toShopAddress(props.pendingDelete)} /> : null
        }
        onAnswer={props.onDeleteAnswer}
      />
    </>
  );
}
