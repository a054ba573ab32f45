/**
 * A machine's states and transitions read from its definition, for the inspector's words and the
 * check that every guard is described: XState's own nodes, never a copy of them.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** Every state node below the root, parents before their children, in definition order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const below = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...below(child)]);
  return below(machine.root);
}

/** A node's transitions: events, delays, actors' answers (`node.transitions`) and `always`. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** The name a transition's guard is known by, or undefined when it has none. */
export function guardNameOf(transition: AnyTransitionDefinition): string | undefined {
  const { guard } = transition;
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return guard.type;
}

/** Every guard name the machine's transitions use, once each, sorted. */
export function guardNamesOf(machine: AnyStateMachine): string[] {
  const names = [machine.root, ...stateNodesOf(machine)]
    .flatMap(transitionsOf)
    .map(guardNameOf)
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)].sort();
}

/** A state's path below the root, as the diagrams and the snapshot's `value` name it. */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.');
}
