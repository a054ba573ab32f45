import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../../machines/catalog';
import { sessionMachine } from '../../../machines/sessionMachine';
import { layoutDiagram } from '../../../src/features/machineInspector/diagram/diagramLayout';
import { readMachineGraph } from '../../../src/features/machineInspector/diagram/machineGraph';
import { layoutProblems } from './layoutOverlaps';

// In this thread: the browser runs the same engine in a worker (diagram/elkEngine.ts).
const elk = new ELK();
const engine = (graph: Parameters<typeof elk.layout>[0]) => elk.layout(graph);

describe('the laid-out diagram', () => {
  it('of session, the largest machine, has no box on another and no text under 11 px', async () => {
    const layout = await layoutDiagram(readMachineGraph(sessionMachine), engine);
    expect(layout.edges.filter((edge) => edge.label).length).toBeGreaterThan(15);
    expect(layoutProblems(layout)).toEqual([]);
  });

  it('is found unreadable when the engine is told the labels take no room', async () => {
    const layout = await layoutDiagram(readMachineGraph(sessionMachine), (graph) =>
      engine({
        ...graph,
        edges: graph.edges?.map((edge) => ({
          ...edge,
          labels: edge.labels?.map((label) => ({ ...label, width: 0, height: 0 })),
        })),
      }),
    );
    expect(layoutProblems(layout)).toContainEqual(
      expect.stringMatching(/^the label of .* overlaps/),
    );
  });

  it.each(machineCatalog.map(({ machine }) => [machine.id, machine] as const))(
    'of %s has no box on another',
    async (_, machine) => {
      expect(layoutProblems(await layoutDiagram(readMachineGraph(machine), engine))).toEqual([]);
    },
  );
});
