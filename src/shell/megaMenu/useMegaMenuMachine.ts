import { megaMenuMachine } from '../../../machines/megaMenuMachine';
import { useFlowMachine } from '../../lib/useFlowMachine';

/** The top menu's machine; closing a panel from the keyboard gives the focus back to its button. */
export function useMegaMenuMachine(buttonId: (menu: string) => string) {
  return useFlowMachine(
    buttonId,
    (current) =>
      megaMenuMachine.provide({
        actions: {
          returnFocus: (_, params) => {
            if (params.menu) document.getElementById(current()(params.menu))?.focus();
          },
        },
      }),
    { input: { variant: 'main' } },
  );
}
