import { doubleClickGuardMachine } from '../../../../machines/doubleClickGuardMachine';
import { useAppMachine } from '../../../lib/useAppMachine';
import { useLatest } from '../useLatest';

/** A critical button (spec §7): the first press runs, further presses within 2000 ms are ignored. */
export function useGuardedPress(action: () => void): () => void {
  const latest = useLatest(action);
  const [, send] = useAppMachine(
    doubleClickGuardMachine.provide({ actions: { run: () => latest.get()() } }),
  );
  return () => send({ type: 'PRESS' });
}
