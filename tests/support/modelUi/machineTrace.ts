/**
 * What the app's own machines did while a test drove the screens, read from
 * XState's inspection events (the app reports them to `machineInspector` in
 * development and tests): the latest snapshot of each machine, and every state
 * and transition taken, for coverage measured through the UI.
 */
import { vi } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';
import { machineInspector } from '../../../src/lib/machineInspector';
import { transitionKey } from '../../model/support/coveringPaths';

type TransitionDefinition = ReturnType<AnyStateMachine['getTransitionData']>[number];

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

/** Every state id and transition name a machine defines. */
export function definedByMachine(machine: AnyStateMachine) {
  const nodes = stateNodes(machine.root);
  return {
    states: nodes.map((node) => node.id),
    transitions: nodes.flatMap((node) =>
      [...node.transitions.values()].flat().map((transition) => transitionKey(transition)),
    ),
  };
}

export interface MachineTrace {
  /** The newest snapshot of the newest running (or last stopped) actor of a machine. */
  latest(machineId: string): AnyMachineSnapshot | undefined;
  /** Forgets the actors seen so far (a new screen is about to start its own). */
  forgetActors(): void;
  statesSeen(machineId: string): ReadonlySet<string>;
  transitionsTaken(machineId: string): ReadonlySet<string>;
}

/** Starts listening to the app's machines for the rest of the test file. */
export function traceMachines(): MachineTrace {
  const latestByActor = new Map<string, { machineId: string; snapshot: AnyMachineSnapshot }>();
  const states = new Map<string, Set<string>>();
  const transitions = new Map<string, Set<string>>();
  const setOf = (map: Map<string, Set<string>>, id: string) => {
    const found = map.get(id) ?? new Set<string>();
    map.set(id, found);
    return found;
  };

  const original = machineInspector.inspect.bind(machineInspector);
  vi.spyOn(machineInspector, 'inspect').mockImplementation((event: InspectionEvent) => {
    original(event);
    const snapshot =
      event.type === '@xstate.event' ? undefined : (event as { snapshot?: unknown }).snapshot;
    const machineId = (snapshot as AnyMachineSnapshot | undefined)?.machine?.id;
    if (!snapshot || !machineId) return;
    const machineSnapshot = snapshot as AnyMachineSnapshot;
    if (event.type === '@xstate.snapshot') {
      // A stopped actor keeps the state it was last in.
      if (machineSnapshot.status !== 'stopped')
        latestByActor.set(event.actorRef.sessionId, { machineId, snapshot: machineSnapshot });
      machineSnapshot._nodes.forEach((node: AnyStateNode) => setOf(states, machineId).add(node.id));
    }
    if (event.type === '@xstate.microstep') {
      const taken = (event as { _transitions: TransitionDefinition[] })._transitions;
      taken.forEach((transition) => setOf(transitions, machineId).add(transitionKey(transition)));
      machineSnapshot._nodes.forEach((node: AnyStateNode) => setOf(states, machineId).add(node.id));
    }
  });

  return {
    latest(machineId) {
      const ofMachine = [...latestByActor.values()].filter(
        (entry) => entry.machineId === machineId,
      );
      return ofMachine.at(-1)?.snapshot;
    },
    forgetActors: () => latestByActor.clear(),
    statesSeen: (machineId) => setOf(states, machineId),
    transitionsTaken: (machineId) => setOf(transitions, machineId),
  };
}
