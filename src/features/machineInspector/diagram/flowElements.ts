/**
 * The laid-out diagram as React Flow's nodes and edges, at the places ELK gave them (absolute:
 * nothing is dragged, so no node needs to move with a parent). Regions are drawn first, so the
 * states inside lie above them.
 */
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import { arrowMark } from '../coverage/matchCoverage';
import { labelMarks, type Coverage, type PlacedMark } from './coverageMarks';
import type { DiagramLayout, LaidOutEdge, LaidOutState } from './diagramLayout';
import type { GraphGuard } from './machineGraph';
import * as css from './diagram.css';

/** Where a state stands in the running instance. */
export type Activity = 'leaf' | 'ancestor' | undefined;

export type StateFlowNode = Node<
  { state: LaidOutState; activity: Activity; marks: readonly PlacedMark[] },
  'state'
>;
export type InitialFlowNode = Node<Record<string, never>, 'initial'>;
export type TransitionFlowEdge = Edge<
  { edge: LaidOutEdge; guardDescriptions: string | undefined; marks: readonly PlacedMark[] },
  'transition'
>;

/** The active leaves (no active child) and their active ancestors. */
export function activities(
  layout: DiagramLayout,
  activeStateIds: readonly string[],
): Map<string, Activity> {
  const active = new Set(activeStateIds);
  const hasActiveChild = new Set(
    layout.states.filter((state) => active.has(state.id)).map((state) => state.parentId),
  );
  return new Map(
    layout.states
      .filter((state) => active.has(state.id))
      .map((state) => [state.id, hasActiveChild.has(state.id) ? 'ancestor' : 'leaf']),
  );
}

const placed = (shape: { x: number; y: number; width: number; height: number }) => ({
  position: { x: shape.x, y: shape.y },
  width: shape.width,
  height: shape.height,
  draggable: false,
  selectable: false,
  connectable: false,
});

/** `marks`: the coverage marks of the transitions written inside each state's box, by state. */
export function flowNodes(
  layout: DiagramLayout,
  activeStateIds: readonly string[],
  marks: ReadonlyMap<string, readonly PlacedMark[]> = new Map(),
): (StateFlowNode | InitialFlowNode)[] {
  const activity = activities(layout, activeStateIds);
  const states: StateFlowNode[] = layout.states.map((state) => ({
    id: state.id,
    type: 'state',
    ...placed(state),
    zIndex: state.holdsStates ? state.depth : 100 + state.depth,
    data: { state, activity: activity.get(state.id), marks: marks.get(state.id) ?? [] },
  }));
  const markers: InitialFlowNode[] = layout.markers.map((marker) => ({
    id: marker.id,
    type: 'initial',
    ...placed(marker),
    zIndex: 100,
    data: {},
  }));
  return [...states, ...markers];
}

/**
 * An arrow in the colour and dashes of its coverage, when a report is laid on the diagram; its
 * width stays, so pointing at a label still brings its arrow out.
 */
function arrowStyle(edge: LaidOutEdge, coverage: Coverage | undefined) {
  const marks = coverage
    ? edge.transitions.flatMap((transition) => coverage.get(transition.id) ?? [])
    : [];
  if (marks.length === 0) return { colour: css.EDGE_COLOUR, dashes: undefined };
  const kind = arrowMark(marks);
  return { colour: css.COVERAGE_COLOUR[kind], dashes: css.COVERAGE_DASHES[kind] };
}

export function flowEdges(
  layout: DiagramLayout,
  guards: readonly GraphGuard[],
  coverage?: Coverage,
): TransitionFlowEdge[] {
  const described = new Map(guards.map((guard) => [guard.name, guard.description]));
  /** `hasItems: The cart holds an item.`, one line per described guard of the label. */
  const descriptions = (edge: LaidOutEdge) =>
    edge.transitions
      .flatMap(({ guard }) => {
        const description = guard ? described.get(guard) : undefined;
        return description ? [`${guard}: ${description}`] : [];
      })
      .join('\n') || undefined;
  return layout.edges.map((edge) => {
    const { colour, dashes } = arrowStyle(edge, coverage);
    return {
      id: edge.id,
      type: 'transition',
      source: edge.sourceId,
      target: edge.targetId,
      selectable: false,
      zIndex: 200,
      style: { stroke: colour, strokeWidth: 1.5, strokeDasharray: dashes },
      markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16, color: colour },
      data: {
        edge,
        guardDescriptions: descriptions(edge),
        marks: coverage ? labelMarks(edge.transitions, coverage) : [],
      },
    };
  });
}
