/**
 * A model-test report laid on a machine's diagram (docs/decisions.md, "Model-based tests: names,
 * covering paths, reports"): every transition covered with its count, not covered, or, when the
 * machine changed since the run, not in the report, and the report then called stale.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { matchCoverage } from '../../../src/features/machineInspector/coverage/matchCoverage';
import { stateMarks } from '../../../src/features/machineInspector/diagram/coverageMarks';
import { layoutDiagram } from '../../../src/features/machineInspector/diagram/diagramLayout';
import { flowEdges, flowNodes } from '../../../src/features/machineInspector/diagram/flowElements';
import { readMachineGraph } from '../../../src/features/machineInspector/diagram/machineGraph';
import * as css from '../../../src/features/machineInspector/diagram/diagram.css';
import { modelReport } from '../../model/support/coverageReport';
import { coveringPaths } from '../../model/support/coveringPaths';

/** A door: open and shut, a locked branch, and a knock that stays where it is. */
function door(lockedTarget: 'shut' | 'open' = 'shut', withBell = false) {
  return setup({
    types: {
      events: {} as
        { type: 'OPEN'; locked: boolean } | { type: 'SHUT' } | { type: 'KNOCK' } | { type: 'RING' },
    },
    guards: { isLocked: ({ event }) => event.type === 'OPEN' && event.locked },
  }).createMachine({
    id: 'door',
    initial: 'shut',
    states: {
      shut: {
        on: {
          OPEN: [{ guard: 'isLocked', target: lockedTarget }, { target: 'open' }],
          KNOCK: {},
          ...(withBell ? { RING: 'open' } : {}),
        },
      },
      open: { on: { SHUT: 'shut' } },
    },
  });
}

const OPEN_CASES = {
  OPEN: [
    { type: 'OPEN', locked: true },
    { type: 'OPEN', locked: false },
  ],
};

/** The report the model tests would write for the door, from the paths given. */
function reportOf(
  pick: (paths: ReturnType<typeof coveringPaths>) => ReturnType<typeof coveringPaths>,
) {
  const spec = { machine: door(), events: OPEN_CASES };
  return modelReport(spec, pick(coveringPaths(spec)), 3).coverage;
}

const LOCKED = 'door.shut#OPEN#0';
const UNLOCKED = 'door.shut#OPEN#1';
const KNOCK = 'door.shut#KNOCK#0';
const SHUT = 'door.open#SHUT#0';

describe('a coverage report on the diagram', () => {
  it('marks every transition covered, with the number of paths through it', () => {
    const report = reportOf((paths) => paths);
    const match = matchCoverage(readMachineGraph(door()), report);
    expect(match.stale).toBe(false);
    expect([match.covered, match.total]).toEqual([4, 4]);
    for (const id of [LOCKED, UNLOCKED, KNOCK, SHUT]) {
      const paths = report.transitions.find((transition) => transition.id === id)?.paths ?? 0;
      expect(paths).toBeGreaterThan(0);
      expect(match.marks.get(id)).toEqual({ kind: 'covered', paths });
    }
  });

  it('marks a transition no path takes as not covered, and the report is not stale', () => {
    const match = matchCoverage(
      readMachineGraph(door()),
      reportOf((paths) => paths.filter((path) => !path.transitions.has('door.open SHUT #0'))),
    );
    expect(match.marks.get(SHUT)).toEqual({ kind: 'uncovered' });
    expect(match.stale).toBe(false);
    expect(match.covered).toBeLessThan(4);
  });

  it('marks a transition the machine gained as not in the report, and calls the report stale', () => {
    const match = matchCoverage(
      readMachineGraph(door('shut', true)),
      reportOf((paths) => paths),
    );
    expect(match.marks.get('door.shut#RING#0')).toEqual({ kind: 'notInReport' });
    expect(match.marks.get(SHUT)).toMatchObject({ kind: 'covered' });
    expect(match.stale).toBe(true);
  });

  it('does not lend a count to a transition whose target changed since the run', () => {
    const match = matchCoverage(
      readMachineGraph(door('open')),
      reportOf((paths) => paths),
    );
    expect(match.marks.get(LOCKED)).toEqual({ kind: 'notInReport' });
    expect(match.marks.get(UNLOCKED)).toMatchObject({ kind: 'covered' });
    expect(match.stale).toBe(true);
  });

  it('calls a report stale that names a transition the machine no longer has', () => {
    const report = reportOf((paths) => paths);
    const withGone = {
      ...report,
      transitions: [
        ...report.transitions,
        {
          id: 'door.open#SLAM#0',
          sourceId: 'door.open',
          eventType: 'SLAM',
          targetIds: ['door.shut'],
          paths: 1,
        },
      ],
    };
    const match = matchCoverage(readMachineGraph(door()), withGone);
    expect(match.stale).toBe(true);
    expect([...match.marks.values()].every((mark) => mark.kind === 'covered')).toBe(true);
  });

  it("never reads another machine's report", () => {
    const report = { ...reportOf((paths) => paths), machineId: 'window' };
    const match = matchCoverage(readMachineGraph(door()), report);
    expect(match.stale).toBe(true);
    expect(match.covered).toBe(0);
  });

  it('colours and dashes each arrow by its least covered transition, and marks it beside its label', async () => {
    const elk = new ELK();
    const graph = readMachineGraph(door());
    const layout = await layoutDiagram(graph, (each) => elk.layout(each));
    const marks = new Map([
      [LOCKED, { kind: 'uncovered' } as const],
      [UNLOCKED, { kind: 'covered', paths: 2 } as const],
      [KNOCK, { kind: 'covered', paths: 1 } as const],
      [SHUT, { kind: 'notInReport' } as const],
    ]);
    const edges = flowEdges(layout, graph.guards, marks);
    const toOpen = edges.find((edge) => edge.source === 'door.shut' && edge.target === 'door.open');
    const toShut = edges.find((edge) => edge.source === 'door.open' && edge.target === 'door.shut');
    expect(toOpen?.style).toEqual({
      stroke: css.COVERAGE_COLOUR.covered,
      strokeWidth: 1.5,
      strokeDasharray: undefined,
    });
    expect(toOpen?.data?.marks).toEqual([
      { transitionId: UNLOCKED, mark: { kind: 'covered', paths: 2 }, top: 3 },
    ]);
    expect(toShut?.style).toMatchObject({
      stroke: css.COVERAGE_COLOUR.notInReport,
      strokeDasharray: css.COVERAGE_DASHES.notInReport,
    });
    // The locked branch stays in the shut state: its mark stands beside the shut state's box.
    const shut = stateMarks(graph, layout.states, marks).get('door.shut') ?? [];
    expect(shut.map((mark) => [mark.transitionId, mark.mark.kind])).toEqual([
      [LOCKED, 'uncovered'],
      [KNOCK, 'covered'],
    ]);
    expect(shut[1]?.top).toBeGreaterThan(shut[0]?.top ?? Infinity);
    const node = flowNodes(layout, [], stateMarks(graph, layout.states, marks)).find(
      (each) => each.id === 'door.shut',
    );
    expect(node?.type === 'state' && node.data.marks).toHaveLength(2);
    // With no report, the arrows are drawn as before.
    expect(flowEdges(layout, graph.guards)[0]?.style).toMatchObject({ stroke: css.EDGE_COLOUR });
  });
});
