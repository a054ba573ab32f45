import type { ActorOptions, AnyStateMachine } from 'xstate';
import { useAppMachine } from './useAppMachine';
import { useLatest } from './useLatest';

/**
 * The one way a screen runs a flow's machine with the app's effects (docs/architecture.md).
 * `values` are this render's (router, callbacks, props); `provide` gives the machine its actors
 * and actions, built on a getter of those values. The machine runs from its first render on, and
 * every effect it calls reads the latest render's values through the getter, never a copy frozen
 * at the first render. Texts are translated when shown (`t` of @lingui/core), for the same reason.
 */
export function useFlowMachine<TMachine extends AnyStateMachine, TValues>(
  values: TValues,
  provide: (current: () => TValues) => TMachine,
  options?: ActorOptions<TMachine>,
) {
  const latest = useLatest(values);
  return useAppMachine(provide(latest.get), options);
}
