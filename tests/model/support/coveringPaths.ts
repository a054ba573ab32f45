/**
 * A small set of the model's paths that still takes every transition the full
 * set takes, for tests where each path is expensive (driving real screens):
 * the paths come from `modelPaths` (xstate/graph), then a greedy cover keeps,
 * one at a time, the path adding the most transitions not yet taken.
 */
import {
  createActor,
  getNextSnapshot,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { eventlessTaken, modelPaths, type ModelPath, type ModelSpec } from './modelHarness';

type TransitionDefinition = ReturnType<AnyStateMachine['getTransitionData']>[number];

/**
 * A transition named by its source, event and position among that event's
 * branches: the same name for the product machine and for a copy made by
 * `machine.provide` (which builds new state nodes).
 */
export function transitionKey(transition: TransitionDefinition): string {
  const branches = transition.eventType
    ? (transition.source.transitions.get(transition.eventType) ?? [])
    : ((transition.source.always ?? []) as TransitionDefinition[]);
  return `${transition.source.id} ${transition.eventType || '(always)'} #${branches.indexOf(transition)}`;
}

export interface CoveringOptions {
  /** Leaves out paths with an event the screens cannot produce in that state. */
  skip?: (event: AnyEventObject, before: AnyMachineSnapshot) => boolean;
}

export interface CoveringPath extends ModelPath {
  /** The transitions the model takes along the path. */
  transitions: ReadonlySet<string>;
}

function walk(spec: ModelSpec, path: ModelPath, options: CoveringOptions): CoveringPath | null {
  let snapshot = createActor(spec.machine, {
    input: spec.input,
  }).getSnapshot() as AnyMachineSnapshot;
  const transitions = new Set<string>();
  for (const event of path.events) {
    if (options.skip?.(event, snapshot)) return null;
    [
      ...spec.machine.getTransitionData(snapshot, event),
      ...eventlessTaken(spec.machine, snapshot, event),
    ].forEach((transition) => transitions.add(transitionKey(transition)));
    snapshot = getNextSnapshot(spec.machine, snapshot, event) as AnyMachineSnapshot;
  }
  return { ...path, transitions };
}

/** `paths`: the model's paths when the caller has them already (exploring costs). */
export function coveringPaths(
  spec: ModelSpec,
  options: CoveringOptions = {},
  paths: readonly ModelPath[] = modelPaths(spec),
): CoveringPath[] {
  const candidates = paths.flatMap((path) => walk(spec, path, options) ?? []);
  const wanted = new Set(candidates.flatMap((path) => [...path.transitions]));
  const taken = new Set<string>();
  const chosen: CoveringPath[] = [];
  while (taken.size < wanted.size) {
    const gain = (path: CoveringPath) =>
      [...path.transitions].filter((transition) => !taken.has(transition)).length;
    const best = candidates.reduce((one, other) =>
      gain(other) > gain(one) ||
      (gain(other) === gain(one) && other.events.length < one.events.length)
        ? other
        : one,
    );
    best.transitions.forEach((transition) => taken.add(transition));
    chosen.push(best);
  }
  return chosen;
}
