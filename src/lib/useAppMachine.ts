import { useMachine } from '@xstate/react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { machineInspector } from './machineInspector';

type UseMachineOptions<TMachine extends AnyStateMachine> = Parameters<
  typeof useMachine<TMachine>
>[1];

/**
 * An app machine's actor options: in development every running machine reports to
 * `machineInspector`, which the live view's reporter relays to other tabs (#/__machines/live);
 * in production nothing is added.
 */
export function appActorOptions<TOptions extends object | undefined>(options: TOptions) {
  return import.meta.env.DEV ? { ...options, inspect: machineInspector.inspect } : options;
}

/** `useMachine` for the app's machines, with `appActorOptions`. */
export function useAppMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
) {
  // useMachine's options type is conditional on required input; the object is the same ActorOptions.
  return useMachine(machine, appActorOptions(options) as UseMachineOptions<TMachine>);
}
