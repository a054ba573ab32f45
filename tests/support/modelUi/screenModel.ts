/**
 * Paths through a product machine for a model-based UI test, and the coverage the screen
 * reached along them. The paths come from the machine itself (`xstate/graph`): the shortest
 * path to every edge of its graph; of those, the test runs a set that reaches every state and
 * transition the whole set reaches (every state on a path is checked, not only its end).
 */
import {
  createActor,
  getNextSnapshot,
  getNextTransitions,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  allStateNodes,
  allTransitions,
  describeTransition,
  eventlessTaken,
  type TransitionDefinition,
} from '../../model/support/modelHarness';
import { pathName } from '../../model/support/pathNames';

export interface ScreenModel {
  name: string;
  machine: AnyStateMachine;
  /** The input the screen starts the machine with. */
  input: unknown;
  /** What the screen sends its machine by itself as it opens (the first route's change). */
  startEvents?: readonly AnyEventObject[];
  /** Events applied before the paths start (what the user does first on every path). */
  prelude?: readonly AnyEventObject[];
  /** The events a user can cause in a state, with the data each carries. */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /** What tells two states apart for the traversal (finite). */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
}

export interface ScreenPath {
  description: string;
  events: AnyEventObject[];
  /** What a failure names the path by (default `path: <description>`). */
  title?: string;
  /** Each event's step in words (a named scenario's `when step 2 "pay"`), for failures. */
  stepNames?: readonly string[];
}

/** The state the screen opens in, after what it sends by itself. */
export function startSnapshot(model: ScreenModel): AnyMachineSnapshot {
  let snapshot = createActor(model.machine, { input: model.input }).getSnapshot();
  for (const event of model.startEvents ?? []) snapshot = next(model, snapshot, event);
  return snapshot;
}

/** Where the paths start: after the prelude. */
export function initialSnapshot(model: ScreenModel): AnyMachineSnapshot {
  let snapshot = startSnapshot(model);
  for (const event of model.prelude ?? []) snapshot = next(model, snapshot, event);
  return snapshot;
}

export const next = (model: ScreenModel, snapshot: AnyMachineSnapshot, event: AnyEventObject) =>
  getNextSnapshot(model.machine, snapshot, event);

/** The event types the state takes, each expanded into the model's cases. */
export function eventsOf(
  snapshot: AnyMachineSnapshot,
  cases: Record<string, (snapshot: AnyMachineSnapshot) => AnyEventObject[]>,
): AnyEventObject[] {
  if (snapshot.status !== 'active') return [];
  const types = new Set(getNextTransitions(snapshot).map((transition) => transition.eventType));
  return [...types].flatMap((type) => cases[type]?.(snapshot) ?? [{ type }]);
}

function traversal(model: ScreenModel) {
  return {
    input: model.input,
    fromState: initialSnapshot(model),
    events: model.events,
    serializeState: model.serializeState,
    limit: 5_000,
  };
}

/** What a path covers: state node ids and transitions, replayed on the machine. */
function covered(model: ScreenModel, events: readonly AnyEventObject[]) {
  const states = new Set<string>();
  const transitions = new Set<TransitionDefinition>();
  let snapshot = initialSnapshot(model);
  snapshot._nodes.forEach((node: AnyStateNode) => states.add(node.id));
  for (const event of events) {
    model.machine.getTransitionData(snapshot, event).forEach((t) => transitions.add(t));
    snapshot = next(model, snapshot, event);
    snapshot._nodes.forEach((node: AnyStateNode) => states.add(node.id));
  }
  return { states, transitions };
}

/** What starting a screen costs, in steps: it favours fewer, longer paths. */
const RENDER_COST = 10;

/** The path's name in plain words (pathNames.ts): its steps and the state it ends in. */
function describePath(model: ScreenModel, events: readonly AnyEventObject[]): string {
  const end = events.reduce(
    (snapshot, event) => next(model, snapshot, event),
    initialSnapshot(model),
  );
  return pathName(model.machine.id, events, end.value, model.machine.implementations.delays);
}

export function screenPaths(model: ScreenModel): ScreenPath[] {
  const options = traversal(model);
  const toState = new Map(
    getShortestPaths(model.machine, options).map((path) => [
      model.serializeState(path.state as AnyMachineSnapshot),
      path.steps.slice(1).map((step) => step.event as AnyEventObject),
    ]),
  );
  const candidates: AnyEventObject[][] = [];
  for (const [serialized, { transitions }] of Object.entries(
    getAdjacencyMap(model.machine, options),
  )) {
    const prefix = toState.get(serialized);
    if (!prefix) continue;
    for (const { event } of Object.values(transitions) as { event: AnyEventObject }[]) {
      candidates.push([...prefix, event]);
    }
  }
  // Greedy: the path with the most new states and transitions per step (a render counts as
  // RENDER_COST steps), until nothing new is left.
  const measured = candidates.map((events) => ({ events, ...covered(model, events) }));
  const states = new Set<string>();
  const transitions = new Set<TransitionDefinition>();
  const chosen: ScreenPath[] = [];
  const gainOf = (path: (typeof measured)[number]) =>
    [...path.states].filter((id) => !states.has(id)).length +
    [...path.transitions].filter((t) => !transitions.has(t)).length;
  for (;;) {
    let best: (typeof measured)[number] | undefined;
    let bestScore = 0;
    for (const path of measured) {
      const score = gainOf(path) / (path.events.length + RENDER_COST);
      if (score > bestScore) [best, bestScore] = [path, score];
    }
    if (!best) break;
    best.states.forEach((id) => states.add(id));
    best.transitions.forEach((t) => transitions.add(t));
    chosen.push({ description: describePath(model, best.events), events: best.events });
  }
  return chosen;
}

/** The states and transitions the screen was seen in, against the machine's definition. */
export function coverageTracker(machine: AnyStateMachine) {
  const states = new Set<string>();
  const transitions = new Set<TransitionDefinition>();
  return {
    /** Records a state the screen was checked in, and the step that led there. */
    record(
      snapshot: AnyMachineSnapshot,
      step?: { from: AnyMachineSnapshot; event: AnyEventObject },
    ) {
      snapshot._nodes.forEach((node: AnyStateNode) => states.add(node.id));
      if (!step) return;
      machine.getTransitionData(step.from, step.event).forEach((t) => transitions.add(t));
      eventlessTaken(machine, step.from, step.event).forEach((t) => transitions.add(t));
    },
    report() {
      const nodes = allStateNodes(machine.root).map((node) => node.id);
      const all = allTransitions(machine);
      return {
        states: {
          covered: nodes.filter((id) => states.has(id)),
          missing: nodes.filter((id) => !states.has(id)),
        },
        transitions: {
          covered: all.filter((t) => transitions.has(t)).map(describeTransition),
          missing: all.filter((t) => !transitions.has(t)).map(describeTransition),
        },
      };
    },
  };
}
