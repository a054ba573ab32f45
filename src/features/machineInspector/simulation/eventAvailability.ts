/**
 * Whether the machine's current state takes an event, and if not, why: no transition for it in
 * the active states, guards that refused it (by name and meaning, machines/describeGuards.ts),
 * or a machine that has finished.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { guardDescription } from '../../../../machines/describeGuards';

export interface RefusingGuard {
  name: string;
  description: string | undefined;
}

export type Refusal =
  | { kind: 'finished' }
  | { kind: 'noTransition' }
  | { kind: 'guards'; guards: readonly RefusingGuard[] }
  /** A transition exists but neither moves nor acts (`on: { EVENT: undefined }`). */
  | { kind: 'forbidden' }
  /** A guard could not read the payload (a hand-written payload missing a field). */
  | { kind: 'payload'; message: string };

export type Availability = { accepted: true } | { accepted: false; refusal: Refusal };

type TransitionLike = { guard?: unknown };

const guardName = (guard: unknown): string =>
  typeof guard === 'string'
    ? guard
    : String((guard as { type?: unknown } | undefined)?.type ?? 'inline');

export function availability(snapshot: AnyMachineSnapshot, event: AnyEventObject): Availability {
  if (snapshot.status !== 'active') return { accepted: false, refusal: { kind: 'finished' } };
  const candidates = (snapshot._nodes as AnyStateNode[]).flatMap(
    (node) => (node.transitions.get(event.type) ?? []) as TransitionLike[],
  );
  if (candidates.length === 0) return { accepted: false, refusal: { kind: 'noTransition' } };
  try {
    if (snapshot.can(event)) return { accepted: true };
  } catch (error) {
    return {
      accepted: false,
      refusal: { kind: 'payload', message: error instanceof Error ? error.message : String(error) },
    };
  }
  const names = [
    ...new Set(candidates.filter((one) => one.guard).map((one) => guardName(one.guard))),
  ];
  if (names.length === 0) return { accepted: false, refusal: { kind: 'forbidden' } };
  return {
    accepted: false,
    refusal: {
      kind: 'guards',
      guards: names.map((name) => ({
        name,
        description: guardDescription(snapshot.machine, name),
      })),
    },
  };
}

/**
 * The event types the machine knows: those its states take (in the order of its definition),
 * then those only its samples name. XState's own events (actor answers, delays) are answered
 * and run elsewhere.
 */
export function knownEventTypes(
  root: AnyStateNode,
  sampleTypes: readonly string[],
): readonly string[] {
  const types = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const type of node.transitions.keys()) types.add(type);
    Object.values(node.states).forEach(visit);
  };
  visit(root);
  sampleTypes.forEach((type) => types.add(type));
  return [...types].filter((type) => !type.startsWith('xstate.') && type !== '*');
}
