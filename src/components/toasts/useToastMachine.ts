import { toastMachine } from '../../../machines/toastMachine';
import { useFlowMachine } from '../../lib/useFlowMachine';

/** One toast's timer, which removes the notice when it is gone. */
export function useToastMachine(onGone: () => void) {
  return useFlowMachine(onGone, (current) =>
    toastMachine.provide({
      actions: { removeNotice: () => current()() },
    }),
  );
}
