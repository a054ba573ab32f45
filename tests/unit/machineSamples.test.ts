/**
 * The sample tables (machines/samples/) fit their machines: the model tests and the development
 * simulation read the same table, so a sample left behind by a renamed event or actor would
 * silently stop reaching its branch in both. Every table's event types are events some state
 * takes, or the answers of an actor some state invokes, and every input starts its machine.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machineCatalog } from '../../machines/catalog';
import { samplesOf } from '../../machines/samples/sampleTables';
import { runSimulation } from '../../src/features/machineInspector/simulation/simulationDriver';

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

/** The event types the machine's states take, actor answers included. */
function takenTypes(machine: AnyStateMachine): Set<string> {
  return new Set(stateNodes(machine.root).flatMap((node) => [...node.transitions.keys()]));
}

const withTables = machineCatalog.filter(({ machine }) => samplesOf(machine.id) !== undefined);

describe('the machines’ sample tables', () => {
  it('cover every machine whose events or answers carry data', () => {
    expect(
      machineCatalog
        .map(({ machine }) => machine.id)
        .filter((id) => samplesOf(id) === undefined)
        .sort(),
    ).toEqual(['doubleClickGuard', 'paymentSuccess', 'toast']);
  });

  it.each(withTables.map(({ machine }) => [machine.id, machine] as const))(
    '%s: every sampled event is one its states take, of the sampled type',
    (_id, machine) => {
      const taken = takenTypes(machine);
      for (const [type, events] of Object.entries(samplesOf(machine.id)?.events ?? {})) {
        expect(taken, `${type} is taken by no state of ${machine.id}`).toContain(type);
        for (const event of events) expect(event.type).toBe(type);
      }
    },
  );

  it.each(withTables.map(({ machine }) => [machine.id, machine] as const))(
    '%s: every input sample starts the machine',
    (_id, machine) => {
      const inputs = samplesOf(machine.id)?.inputs ?? [undefined];
      inputs.forEach((_input, input) => {
        const view = runSimulation(machine, samplesOf, { machineId: machine.id, input, steps: [] });
        expect(view.failure).toBeNull();
        expect(view.error).toBeNull();
        expect(view.status).toBe('active');
      });
    },
  );
});
