/**
 * The effects of a machine: the named actions the app provides (storage, navigation,
 * notices...), as opposed to `assign` and XState's other built-in actions, which only
 * change the machine itself. A model test runs them as spies and compares what each step
 * ran, in order and with its parameters, with what the test's own reading of the spec says.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { isAppEffect } from '../../../machines/notProvided';

export interface Effect {
  type: string;
  /** The action's parameters, when it takes any. */
  params?: unknown;
}

/** One step of a path; `before` is null for the machine's start (its initial entry actions). */
export interface Step {
  before: AnyMachineSnapshot | null;
  event: AnyEventObject;
  after: AnyMachineSnapshot;
}

export type ExpectedEffects = (step: Step) => readonly Effect[];

/** The names of the actions the app provides for this machine (its `notProvidedAction` stubs). */
export function effectNames(machine: AnyStateMachine): string[] {
  return Object.entries(machine.implementations.actions as Record<string, unknown>)
    .filter(([, action]) => isAppEffect(action))
    .map(([name]) => name);
}

/** Spies standing in for the app's actions, and what they recorded since the last `take`. */
export function effectSpies(machine: AnyStateMachine) {
  const ran: Effect[] = [];
  const actions = Object.fromEntries(
    effectNames(machine).map((type) => [
      type,
      (_: unknown, params: unknown) => {
        ran.push(params === undefined ? { type } : { type, params });
      },
    ]),
  );
  return {
    actions,
    /** The effects run since the last call, in order. */
    take(): Effect[] {
      return ran.splice(0, ran.length);
    },
  };
}

/** The snapshot is in the state node with this id (`machine.state.child`). */
export const isIn = (snapshot: AnyMachineSnapshot | null, stateId: string): boolean =>
  snapshot?._nodes.some((node: AnyStateNode) => node.id === stateId) ?? false;

/** The step entered the state (it was not in it before). */
export const entered = (step: Step, stateId: string): boolean =>
  isIn(step.after, stateId) && !isIn(step.before, stateId);

export const effect = (type: string, params?: unknown): Effect =>
  params === undefined ? { type } : { type, params };
