/**
 * A machine's graph laid out by ELK's layered algorithm (the engine of Stately's visualizer):
 * compound and parallel states are nested nodes holding their children, with their header (name,
 * description, what runs) kept clear above them; each transition is an edge whose label box ELK
 * places where it fits no other box (docs/decisions.md, "Machine diagrams"). The engine is given,
 * so the browser runs it in a worker and the tests in their own thread.
 */
import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { GraphTransition, MachineGraph, StateKind } from './machineGraph';
import { staysInState, stateLines, transitionLines } from './stateText';
import { blockSize, PADDING, type TextLine } from './textMeasure';
import { transitionLabel } from './transitionText';

/** Lays out an ELK graph: `elk.layout` of an ELK instance. */
export type LayoutEngine = (graph: ElkNode) => Promise<ElkNode>;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutState extends Box {
  id: string;
  /** `anyState` stands for the root: the source of the transitions the machine takes in any state. */
  kind: StateKind | 'anyState';
  parentId: string | undefined;
  /** Nesting depth: 0 for the root's children. */
  depth: number;
  /** Whether the state holds others (its box is a region around them). */
  holdsStates: boolean;
  lines: readonly TextLine[];
  /** The height of the text at the top of the box (the whole box for a simple state). */
  headerHeight: number;
}

/** The dot of a compound state's initial state, with its arrow. */
export interface InitialMarker extends Box {
  id: string;
  parentId: string;
}

/**
 * An arrow from one state to another: every transition between the two shares it, their labels
 * one under the other (a `done` and an `error` going to the same state are one arrow).
 */
export interface LaidOutEdge {
  id: string;
  transitions: readonly GraphTransition[];
  sourceId: string;
  targetId: string;
  points: readonly ElkPoint[];
  label: (Box & { lines: readonly TextLine[] }) | undefined;
}

export interface DiagramLayout extends Box {
  states: readonly LaidOutState[];
  markers: readonly InitialMarker[];
  edges: readonly LaidOutEdge[];
}

const REGION_PAD = 16;
const MARKER_SIZE = 14;
const markerId = (parentId: string) => `${parentId}:initial`;
/** The box the root's own transitions start from: they are taken in any state. */
export const anyStateId = (rootId: string) => `${rootId}:any`;

const ANY_STATE = {
  key: '(any state)',
  kind: 'atomic',
  initial: false,
  description: undefined,
  invokes: [],
  entry: [],
  exit: [],
  childIds: [],
} as const;

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.spacing.nodeNode': '32',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelLabel': '8',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

interface Built {
  root: ElkNode;
  labels: Map<string, { lines: readonly TextLine[]; width: number; height: number }>;
  arrows: Map<string, Arrow>;
  headers: Map<string, { lines: readonly TextLine[]; height: number }>;
}

interface Arrow {
  source: string;
  target: string;
  transitions: GraphTransition[];
}

/** The transitions that leave their state, one arrow per pair of states (`source>target`). */
function arrowsOf(graph: MachineGraph): Map<string, Arrow> {
  const arrows = new Map<string, Arrow>();
  for (const transition of graph.transitions) {
    if (staysInState(transition)) continue;
    const source =
      transition.sourceId === graph.rootId ? anyStateId(graph.rootId) : transition.sourceId;
    for (const target of transition.targetIds) {
      const id = `${source}>${target}`;
      const arrow = arrows.get(id) ?? { source, target, transitions: [] };
      arrow.transitions.push(transition);
      arrows.set(id, arrow);
    }
  }
  return arrows;
}

/** The transitions that stay in their state, by state: written inside its box. */
function stayingOf(graph: MachineGraph): Map<string, GraphTransition[]> {
  const staying = new Map<string, GraphTransition[]>();
  for (const transition of graph.transitions)
    if (staysInState(transition))
      staying.set(transition.sourceId, [...(staying.get(transition.sourceId) ?? []), transition]);
  return staying;
}

function buildElkGraph(graph: MachineGraph): Built {
  const headers: Built['headers'] = new Map();
  const staying = stayingOf(graph);
  const elkNodes = new Map<string, ElkNode>();
  const root: ElkNode = { id: graph.rootId, layoutOptions: LAYOUT_OPTIONS, children: [] };
  elkNodes.set(graph.rootId, root);
  const childrenOf = (parentId: string | undefined) =>
    elkNodes.get(parentId ?? graph.rootId)?.children ?? [];

  for (const state of graph.states) {
    const lines = stateLines(state, staying.get(state.id) ?? []);
    const size = blockSize(lines, PADDING.state.x, PADDING.state.y);
    headers.set(state.id, { lines, height: size.height });
    const node: ElkNode =
      state.childIds.length > 0
        ? {
            id: state.id,
            children: [],
            layoutOptions: {
              'elk.padding': `[top=${size.height + REGION_PAD / 2},left=${REGION_PAD},bottom=${REGION_PAD},right=${REGION_PAD}]`,
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
              'elk.nodeSize.minimum': `(${size.width},${size.height + REGION_PAD})`,
            },
          }
        : { id: state.id, ...size };
    elkNodes.set(state.id, node);
    childrenOf(state.parentId).push(node);
  }

  if (graph.transitions.some((each) => each.sourceId === graph.rootId)) {
    const id = anyStateId(graph.rootId);
    const lines = stateLines(
      { ...ANY_STATE, id, parentId: undefined },
      staying.get(graph.rootId) ?? [],
    );
    const size = blockSize(lines, PADDING.state.x, PADDING.state.y);
    headers.set(id, { lines, height: size.height });
    root.children?.push({ id, ...size });
  }

  const edges: ElkExtendedEdge[] = [];
  for (const state of graph.states.filter((each) => each.initial)) {
    const id = markerId(state.parentId ?? graph.rootId);
    childrenOf(state.parentId).unshift({ id, width: MARKER_SIZE, height: MARKER_SIZE });
    edges.push({ id: `${id}>${state.id}`, sources: [id], targets: [state.id] });
  }
  const labels: Built['labels'] = new Map();
  const arrows = arrowsOf(graph);
  for (const [id, { source, target, transitions }] of arrows) {
    const lines = transitions.flatMap(transitionLines);
    const size = blockSize(lines, PADDING.label.x, PADDING.label.y);
    labels.set(id, { lines, ...size });
    const text = transitions.map(transitionLabel).join('\n');
    const label: ElkLabel = { id: `${id}:label`, text, ...size };
    edges.push({ id, sources: [source], targets: [target], labels: [label] });
  }
  root.edges = edges;
  return { root, labels, headers, arrows };
}

const boxOf = (shape: ElkNode | ElkLabel): Box => ({
  x: shape.x ?? 0,
  y: shape.y ?? 0,
  width: shape.width ?? 0,
  height: shape.height ?? 0,
});

interface Placed {
  node: ElkNode;
  parentId: string | undefined;
  depth: number;
}

/** Every node under `node`, parents before children. */
function placed(node: ElkNode, parentId: string | undefined, depth: number): Placed[] {
  return (node.children ?? []).flatMap((child) => [
    { node: child, parentId, depth },
    ...placed(child, child.id, depth + 1),
  ]);
}

/** The laid-out diagram of a machine's graph. */
export async function layoutDiagram(
  graph: MachineGraph,
  engine: LayoutEngine,
): Promise<DiagramLayout> {
  const built = buildElkGraph(graph);
  const laidOut = await engine(built.root);
  const kinds = new Map(graph.states.map((state) => [state.id, state]));
  const states: LaidOutState[] = [];
  const markers: InitialMarker[] = [];
  for (const { node, parentId, depth } of placed(laidOut, undefined, 0)) {
    const state = kinds.get(node.id);
    const header = built.headers.get(node.id);
    if (node.id === anyStateId(graph.rootId) && header) {
      states.push({
        id: node.id,
        kind: 'anyState',
        parentId,
        depth,
        holdsStates: false,
        lines: header.lines,
        headerHeight: header.height,
        ...boxOf(node),
      });
      continue;
    }
    if (!state) {
      markers.push({ id: node.id, parentId: parentId ?? graph.rootId, ...boxOf(node) });
      continue;
    }
    states.push({
      id: node.id,
      kind: state.kind,
      parentId,
      depth,
      holdsStates: state.childIds.length > 0,
      lines: header?.lines ?? [],
      headerHeight: header?.height ?? 0,
      ...boxOf(node),
    });
  }

  const edges: LaidOutEdge[] = (laidOut.edges ?? []).map((extended) => {
    const text = built.labels.get(extended.id);
    const label = extended.labels?.[0];
    const section = extended.sections?.[0];
    const points = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
      : [];
    return {
      id: extended.id,
      transitions: built.arrows.get(extended.id)?.transitions ?? [],
      sourceId: extended.sources[0] ?? '',
      targetId: extended.targets[0] ?? '',
      points,
      // Drawn at the size of its text, whatever size the engine kept for it.
      label:
        text && label
          ? {
              x: label.x ?? 0,
              y: label.y ?? 0,
              width: text.width,
              height: text.height,
              lines: text.lines,
            }
          : undefined,
    };
  });
  return { ...boxOf(laidOut), states, markers, edges };
}
