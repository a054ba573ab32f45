/**
 * Model-based testing straight from the product machines (never a hand-kept
 * copy): explore every reachable state with `xstate/graph`, treating actor
 * completions and delays as events of their own, then replay a path to every
 * edge on a real actor, checking each state's invariants and, with the app's
 * actions as spies, the effects of every step against the test's expectations.
 * Coverage is measured against the machine's own definition: every state node
 * and every transition.
 */
import { expect } from 'vitest';
import {
  createActor,
  fromPromise,
  getMicrosteps,
  getNextTransitions,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { effectNames, effectSpies, type ExpectedEffects } from './effects';
import { pathName, stateText, stepText } from './pathNames';

export type TransitionDefinition = ReturnType<AnyStateMachine['getTransitionData']>[number];

export interface ModelSpec {
  machine: AnyStateMachine;
  input?: unknown;
  /**
   * Event cases per event type. Types not listed are sent bare (`{ type }`).
   * Give every data-carrying event (user input, actor outputs) the cases that
   * reach each guarded branch.
   */
  events?: Record<string, readonly AnyEventObject[]>;
  /**
   * Distinguishes states for the traversal. Defaults to the state value plus
   * the whole context; give a coarser one when context would make the graph infinite.
   */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Checked on every state a path visits, keyed by a state id (`machine.state.child`), or '*' for all. */
  invariants?: Record<string, (snapshot: AnyMachineSnapshot) => void>;
  /**
   * The effects each step must run, in order (see effects.ts): the test's own reading of
   * the spec, compared with the app's actions run as spies. Required when the machine has
   * actions the app provides.
   */
  effects?: ExpectedEffects;
  /** Stop exploring after this many distinct states (a guard against an infinite model). */
  limit?: number;
}

export interface Coverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export interface ModelPath {
  description: string;
  events: AnyEventObject[];
}

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

export function allTransitions(machine: AnyStateMachine): TransitionDefinition[] {
  return allStateNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]) as TransitionDefinition[];
}

export function describeTransition(transition: TransitionDefinition): string {
  const targets = transition.target?.map((target) => target.id).join(',') ?? '(self)';
  const guard = transition.guard
    ? ` [${typeof transition.guard === 'string' ? transition.guard : 'guard'}]`
    : '';
  return `${transition.source.id} --${transition.eventType || '(always)'}${guard}--> ${targets}`;
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });

export function modelOptions(spec: ModelSpec) {
  return {
    input: spec.input,
    limit: spec.limit ?? 5000,
    serializeState: spec.serializeState ?? defaultSerialize,
    events: (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
      if (snapshot.status !== 'active') return [];
      const types = new Set(getNextTransitions(snapshot).map((transition) => transition.eventType));
      return [...types].flatMap((type) => [...(spec.events?.[type] ?? [{ type }])]);
    },
  };
}

/**
 * The eventless (`always`) transitions the event's macrostep went on to take: between two
 * microsteps, the one of a node active before that leads into the nodes active after.
 */
export function eventlessTaken(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): TransitionDefinition[] {
  const states = getMicrosteps(machine, snapshot, event).map(
    ([step]) => step as AnyMachineSnapshot,
  );
  return states.slice(1).flatMap((after, index) => {
    const before = states[index]!;
    return before._nodes.flatMap((node: AnyStateNode) =>
      ((node.always ?? []) as TransitionDefinition[]).filter(
        (transition) =>
          transition.target?.every(
            (target) => after._nodes.includes(target) && !before._nodes.includes(target),
          ) ?? false,
      ),
    );
  });
}

/** Explores the machine; returns the coverage of its states and transitions. */
export function measureCoverage(spec: ModelSpec): Coverage {
  const options = modelOptions(spec);
  const adjacency = getAdjacencyMap(spec.machine, options);
  const visitedNodes = new Set<string>();
  const taken = new Set<TransitionDefinition>();
  for (const { state, transitions } of Object.values(adjacency)) {
    const snapshot = state as AnyMachineSnapshot;
    snapshot._nodes.forEach((node: AnyStateNode) => visitedNodes.add(node.id));
    for (const { event } of Object.values(transitions) as { event: AnyEventObject }[]) {
      spec.machine
        .getTransitionData(snapshot, event)
        .forEach((transition) => taken.add(transition));
      eventlessTaken(spec.machine, snapshot, event).forEach((transition) => taken.add(transition));
    }
  }
  const nodes = allStateNodes(spec.machine.root).map((node) => node.id);
  const transitions = allTransitions(spec.machine);
  return {
    states: {
      covered: nodes.filter((id) => visitedNodes.has(id)).length,
      total: nodes.length,
      missing: nodes.filter((id) => !visitedNodes.has(id)),
    },
    transitions: {
      covered: transitions.filter((transition) => taken.has(transition)).length,
      total: transitions.length,
      missing: transitions.filter((transition) => !taken.has(transition)).map(describeTransition),
    },
  };
}

/** The path's name in plain words (pathNames.ts), from the machine's id and delays. */
const nameOf = (spec: ModelSpec, events: readonly AnyEventObject[], end: AnyMachineSnapshot) =>
  pathName(spec.machine.id, events, end.value, spec.machine.implementations.delays);

/** One path per edge of the model: the shortest path to its source, then the edge. */
export function modelPaths(spec: ModelSpec): ModelPath[] {
  const options = modelOptions(spec);
  const shortest = getShortestPaths(spec.machine, options);
  const toState = new Map(
    shortest.map((path) => [options.serializeState(path.state as AnyMachineSnapshot), path]),
  );
  const adjacency = getAdjacencyMap(spec.machine, options);
  const paths: ModelPath[] = [];
  for (const [serialized, { transitions }] of Object.entries(adjacency)) {
    const prefix = toState.get(serialized);
    if (!prefix) continue;
    const prefixEvents = prefix.steps.slice(1).map((step) => step.event as AnyEventObject);
    for (const { event, state } of Object.values(transitions) as {
      event: AnyEventObject;
      state: AnyMachineSnapshot;
    }[]) {
      const events = [...prefixEvents, event];
      paths.push({ description: nameOf(spec, events, state), events });
    }
  }
  return paths;
}

/** Actors that never finish: the path's explicit done/error events stand for their results. */
function inertActors(machine: AnyStateMachine) {
  const names = Object.keys(machine.implementations.actors);
  return Object.fromEntries(
    names.map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
}

/** Prefixes a failure's message with what led to it, keeping the error (its diff and stack). */
function explain(error: unknown, what: string): never {
  if (error instanceof Error) {
    error.message = `${what}\n${error.message}`;
    throw error;
  }
  throw new Error(`${what}\n${String(error)}`, { cause: error });
}

function checkInvariants(spec: ModelSpec, snapshot: AnyMachineSnapshot) {
  const keys = ['*', ...(snapshot._nodes as AnyStateNode[]).map((node) => node.id)];
  for (const key of keys) {
    const invariant = spec.invariants?.[key];
    try {
      invariant?.(snapshot);
    } catch (error) {
      explain(error, `the invariant of ${key === '*' ? 'every state' : key} is broken`);
    }
  }
}

const LONGEST_CONTEXT = 600;

/** Where a path failed: its name, the step with its event and payload, the state reached. */
function whereText(
  spec: ModelSpec,
  path: ModelPath,
  index: number,
  event: AnyEventObject,
  snapshot: AnyMachineSnapshot,
): string {
  const context = JSON.stringify(snapshot.context) ?? 'undefined';
  return [
    `path: ${path.description}`,
    index === 0
      ? 'step 0: the start'
      : `step ${index} of ${path.events.length}: ${stepText(event, spec.machine.implementations.delays)}, payload ${JSON.stringify(event)}`,
    `state: ${stateText(snapshot.value)} (${snapshot.status})`,
    `context: ${context.length > LONGEST_CONTEXT ? `${context.slice(0, LONGEST_CONTEXT)}…` : context}`,
  ].join('\n');
}

/**
 * Replays a path on a real actor (simulated clock, inert actors, the app's actions as
 * spies): every invariant must hold on the way, and every step must run exactly the
 * effects the spec expects.
 */
export function runPath(spec: ModelSpec, path: ModelPath): void {
  if (!spec.effects && effectNames(spec.machine).length > 0)
    throw new Error(`${spec.machine.id} has actions the app provides: give the model its effects`);
  const spies = effectSpies(spec.machine);
  const machine = spec.machine.provide({
    actors: inertActors(spec.machine),
    actions: spies.actions,
  });
  const actor = createActor(machine, { input: spec.input, clock: new SimulatedClock() });
  actor.start();
  let before = actor.getSnapshot() as AnyMachineSnapshot;
  const expectEffects = (step: Parameters<ExpectedEffects>[0]) =>
    expect(spies.take(), 'the effects of the step').toEqual(spec.effects ? spec.effects(step) : []);
  const check = (index: number, step: Parameters<ExpectedEffects>[0]) => {
    try {
      expectEffects(step);
      checkInvariants(spec, step.after);
    } catch (error) {
      explain(error, whereText(spec, path, index, step.event, step.after));
    }
  };
  check(0, { before: null, event: { type: 'xstate.init' }, after: before });
  path.events.forEach((event, index) => {
    actor.send(event);
    const after = actor.getSnapshot() as AnyMachineSnapshot;
    check(index + 1, { before, event, after });
    before = after;
  });
  actor.stop();
}
