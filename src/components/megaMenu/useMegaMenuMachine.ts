import type { FocusEvent, KeyboardEvent } from 'react';
import { megaMenuMachine } from '../../../machines/megaMenuMachine';
import type { MegaMenuVariant } from '../../../machines/megaMenuTypes';
import { useFlowMachine } from '../../lib/useFlowMachine';

/**
 * A header menu's machine (the main header's, or the second shop header's slower one: spec §9),
 * and the props of the `nav` around its items: Escape closes the shown panel, and focus leaving
 * the menu altogether lets the panel go, as the pointer leaving does. Closing a panel from the
 * keyboard gives the focus back to its item (`itemId` makes an item's element id).
 */
export function useMegaMenuMachine<Menu extends string = string>(
  itemId: (menu: string) => string,
  variant: MegaMenuVariant,
) {
  const [state, send] = useFlowMachine(
    itemId,
    (current) =>
      megaMenuMachine.provide({
        actions: {
          returnFocus: (_, params) => {
            if (params.menu) document.getElementById(current()(params.menu))?.focus();
          },
        },
      }),
    { input: { variant } },
  );
  // The machine only ever shows a menu the items sent it.
  const shown = state.hasTag('shown') ? (state.context.openMenu as Menu | null) : null;
  const navProps = {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && shown) send({ type: 'CLOSE' });
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (shown && !(next instanceof Node && event.currentTarget.contains(next))) {
        send({ type: 'POINTER_LEAVE' });
      }
    },
  };
  return { shown, send, navProps };
}
