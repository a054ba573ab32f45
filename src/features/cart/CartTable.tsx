import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckoutItem } from '../../../machines/checkoutTypes';
import { ItemStatus } from './ItemStatus';
import { QuantityStepper } from './QuantityStepper';
import * as ui from '../../components/shop/shopUi.css';
import { ContentImage } from '../../components/content/ContentImage';

interface CartTableProps {
  items: readonly CheckoutItem[];
  /** Buy-now and cart may change quantities; an unpaid order is paid as placed. */
  editable: boolean;
  /** Only cart rows can be removed. */
  removable: boolean;
  busy: boolean;
  onQuantity: (item: CheckoutItem, quantity: number) => void;
  onRemove: (item: CheckoutItem) => void;
}

export function CartTable({
  items,
  editable,
  removable,
  busy,
  onQuantity,
  onRemove,
}: CartTableProps) {
  const { t } = useLingui();
  return (
    <table className={ui.table}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>No.</Trans>
          </th>
          <th scope="col">
            <Trans>Product</Trans>
          </th>
          <th scope="col">
            <Trans>Picture</Trans>
          </th>
          <th scope="col">
            <Trans>Price</Trans>
          </th>
          <th scope="col">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col">
            <Trans>Module</Trans>
          </th>
          {removable ? (
            <th scope="col">
              <Trans>Remove</Trans>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const name = item.name;
          return (
            <tr key={item.productId}>
              <td data-label={t`No.`}>{index + 1}</td>
              <td data-label={t`Product`}>{item.name}</td>
              <td data-label={t`Picture`}>
                {item.picture ? (
                  <ContentImage className={ui.picture} src={item.picture} alt={item.name} />
                ) : null}
              </td>
              <td data-label={t`Price`}>¥{item.price.toFixed(2)}</td>
              <td data-label={t`Quantity`}>
                {editable ? (
                  <QuantityStepper
                    name={item.name}
                    value={item.quantity}
                    stock={item.stock}
                    disabled={busy}
                    onChange={(quantity) => onQuantity(item, quantity)}
                  />
                ) : (
                  item.quantity
                )}
              </td>
              <td data-label={t`Status`}>
                <ItemStatus item={item} />
              </td>
              <td data-label={t`Module`}>{item.modeName}</td>
              {removable ? (
                <td data-label={t`Remove`}>
                  <button
                    type="button"
                    className={ui.dangerLink}
                    disabled={busy}
                    aria-label={t`Remove ${name}`}
                    onClick={() => onRemove(item)}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
