import type { ReactNode, Ref } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS, ORDER_TABS } from '../../domain/orders';
import { orderStatusLabel } from './orderStatusLabels';
import { StatusTabs } from './StatusTabs';
import { useAskedStatus } from './useAskedStatus';

const route = getRouteApi('/buyTab');

interface OrderStatusTabsProps {
  /** The status of the list in `children`. */
  loaded: number;
  listRef: Ref<HTMLDivElement>;
  /** The list, as the screen last rendered it. */
  children: ReactNode;
}

/**
 * The ten status tabs (spec §2.10). A press changes the address's `status`; the pressed tab shows
 * as selected at once, while the list loads. Only this part renders again on a press: the list,
 * passed in, stays as it is until the screen has the new one (docs/decisions.md, "A pressed order
 * tab is selected at once").
 */
export function OrderStatusTabs({ loaded, listRef, children }: OrderStatusTabsProps) {
  const { i18n, t } = useLingui();
  const navigate = route.useNavigate();
  const status = useAskedStatus(loaded);
  return (
    <StatusTabs
      selected={String(status)}
      label={t`Order status`}
      tabs={ORDER_TABS.map((code) => ({
        value: String(ORDER_STATUS[code]),
        label: i18n._(orderStatusLabel[code]),
      }))}
      onSelect={(value) => void navigate({ search: { status: Number(value) } })}
      listRef={listRef}
    >
      {children}
    </StatusTabs>
  );
}
