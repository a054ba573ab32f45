/**
 * Where a machine says what its guards mean: the root's `meta.guards`, one short sentence per
 * guard name, written beside the machine's states and read by the diagrams (docs/machines/), the
 * development inspector (#/__machines) and the simulation. XState gives states and transitions a
 * `description` of their own; guards have none, so their words live here.
 */
import type { AnyStateMachine } from 'xstate';

export type GuardDescriptions = Readonly<Record<string, string>>;

/** The root `meta` of a machine whose guards are described: `meta: describeGuards({...})`. */
export function describeGuards<const T extends GuardDescriptions>(guards: T) {
  return { guards };
}

/** A guard's description, if its machine gives one. */
export function guardDescription(machine: AnyStateMachine, guard: string): string | undefined {
  const meta = machine.root.meta as { guards?: GuardDescriptions } | undefined;
  return meta?.guards?.[guard];
}
