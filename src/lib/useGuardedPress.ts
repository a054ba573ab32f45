import { doubleClickGuardMachine } from '../../machines/doubleClickGuardMachine';
import { useAppMachine } from './useAppMachine';

/**
 * What a critical button's press did: `started` its action (a request is on its
 * way), or was `refused` by the client's own checks (nothing was sent).
 */
export type PressOutcome = 'started' | 'refused';

/**
 * A critical button's press (spec §7: add to cart, place order, pay, submit):
 * within 2000 ms of a press that started the action, further presses are
 * ignored. `press` checks first and says whether it started; a refused press
 * leaves the guard ready, so a quick correction is not swallowed.
 */
export function useGuardedPress(press: () => PressOutcome): () => void {
  const [, send, guard] = useAppMachine(doubleClickGuardMachine);
  return () => {
    if (!guard.getSnapshot().matches('ready')) return;
    if (press() === 'started') send({ type: 'STARTED' });
  };
}
