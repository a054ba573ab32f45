/**
 * Each machine is laid out once per page: its definition does not change while the page lives,
 * and a diagram mounted again (another machine page, the live view) reads the same promise.
 */
import type { AnyStateMachine } from 'xstate';
import { layoutDiagram, type DiagramLayout } from './diagramLayout';
import { elkEngine } from './elkEngine';
import { readMachineGraph, type MachineGraph } from './machineGraph';

export interface LaidOutMachine {
  graph: MachineGraph;
  layout: DiagramLayout;
}

const layouts = new WeakMap<AnyStateMachine, Promise<LaidOutMachine>>();

export function layoutOf(machine: AnyStateMachine): Promise<LaidOutMachine> {
  let laidOut = layouts.get(machine);
  if (!laidOut) {
    const graph = readMachineGraph(machine);
    laidOut = layoutDiagram(graph, elkEngine).then((layout) => ({ graph, layout }));
    layouts.set(machine, laidOut);
  }
  return laidOut;
}
