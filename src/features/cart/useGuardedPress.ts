import { doubleClickGuardMachine } from '../../../machines/doubleClickGuardMachine';
import { useAppMachine } from '../../lib/useAppMachine';

/**
 * A critical button's press (spec §7: place order, pay, submit): the first press
 * runs `action`, further presses within 2000 ms are ignored.
 */
export function useGuardedPress(action: () => void): () => void {
  const [, send, guard] = useAppMachine(doubleClickGuardMachine);
  return () => {
    if (!guard.getSnapshot().can({ type: 'PRESS' })) return;
    send({ type: 'PRESS' });
    action();
  };
}
