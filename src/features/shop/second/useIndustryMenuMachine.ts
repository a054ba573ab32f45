import { megaMenuMachine } from '../../../../machines/megaMenuMachine';
import { useFlowMachine } from '../../../lib/useFlowMachine';

/**
 * The second shop header's industry menu: the mega-menu machine on its slower hover delay
 * (shop-and-shell §9: 500 ms on the second header); closing a panel from the keyboard gives the
 * focus back to its industry.
 */
export function useIndustryMenuMachine(itemId: (industry: string) => string) {
  return useFlowMachine(
    itemId,
    (current) =>
      megaMenuMachine.provide({
        actions: {
          returnFocus: (_, params) => {
            if (params.menu) document.getElementById(current()(params.menu))?.focus();
          },
        },
      }),
    { input: { variant: 'second' } },
  );
}
