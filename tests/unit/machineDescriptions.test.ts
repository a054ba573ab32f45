/**
 * The five largest machines (by states and transitions) say in words what each state and each
 * guard means, in their own definition (a state's `description`, the root's `meta.guards`:
 * machines/describeGuards.ts), for the reviewers who check them against the spec in the
 * inspector and the diagrams.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, setup, type AnyStateMachine } from 'xstate';
import { machineCatalog } from '../../machines/catalog';
import { describeGuards, guardDescription } from '../../machines/describeGuards';
import {
  guardNamesOf,
  stateNodesOf,
  statePath,
  transitionsOf,
} from '../../src/features/machineInspector/metadata/machineWalk';

const size = (machine: AnyStateMachine) => {
  const nodes = [machine.root, ...stateNodesOf(machine)];
  return nodes.length + nodes.flatMap(transitionsOf).length;
};

const largest = [...machineCatalog]
  .map(({ machine }) => machine)
  .sort((one, other) => size(other) - size(one))
  .slice(0, 5);

/**
 * What a reviewer would find unexplained or stale: a state or a guard without words, words for a
 * guard the machine does not use.
 */
function undescribed(machine: AnyStateMachine): string[] {
  const used = guardNamesOf(machine);
  const described = Object.keys(
    (machine.root.meta as { guards?: object } | undefined)?.guards ?? {},
  );
  return [
    ...stateNodesOf(machine)
      .filter((node) => !node.description?.trim())
      .map((node) => `state ${statePath(node)}`),
    ...guardNamesOf(machine)
      .filter((name) => !guardDescription(machine, name)?.trim())
      .map((name) => `guard ${name}`),
    ...described.filter((name) => !used.includes(name)).map((name) => `no guard ${name}`),
  ];
}

describe('the words of the largest machines', () => {
  it('are those of the five largest machines', () => {
    expect(largest.map((machine) => machine.id).sort()).toEqual([
      'checkout',
      'onlineApplication',
      'orderAfterSales',
      'registration',
      'session',
    ]);
  });

  it.each(largest.map((machine) => [machine.id, machine] as const))(
    '%s describes every state and every guard',
    (_id, machine) => {
      expect(undescribed(machine)).toEqual([]);
    },
  );

  it('names a state or a guard left without words, and a description of no guard', () => {
    const sketch = setup({ guards: { isReady: () => true, isDone: () => false } }).createMachine({
      id: 'sketch',
      meta: describeGuards({ isReady: 'The thing is ready.', isGone: 'Renamed since.' }),
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waits for the thing.',
          on: {
            GO: [
              { guard: 'isReady', target: 'done' },
              { guard: 'isDone', target: 'done' },
            ],
          },
        },
        done: {},
      },
    });
    expect(undescribed(sketch)).toEqual(['state done', 'guard isDone', 'no guard isGone']);
    expect(undescribed(createMachine({ id: 'bare', initial: 'one', states: { one: {} } }))).toEqual(
      ['state one'],
    );
  });
});
