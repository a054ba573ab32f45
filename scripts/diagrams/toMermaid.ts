/**
 * A machine as Mermaid `stateDiagram-v2` blocks for docs/machines/, from the same graph and the
 * same label text as the inspector's diagram (src/features/machineInspector/diagram/). A small
 * machine is one block; a large one is an overview of its top-level states, then one block per
 * top-level region, so that each reads at the width of a repository's Markdown page
 * (docs/decisions.md, "Machine diagrams").
 */
import type {
  GraphState,
  GraphTransition,
  MachineGraph,
} from '../../src/features/machineInspector/diagram/machineGraph';
import { transitionLines } from '../../src/features/machineInspector/diagram/stateText';

/** Above this many states, a machine is split into an overview and its regions. */
export const SPLIT_ABOVE_STATES = 8;

/** The Mermaid id of a state node id (`toast.visible` → `toast_visible`). */
export const mermaidStateId = (stateNodeId: string) => stateNodeId.replace(/[^a-zA-Z0-9_]/g, '_');

/** Mermaid reads `:` as the start of a label and `;` as the end of a statement. */
const mermaidText = (text: string) => text.replace(/:/g, '：').replace(/;/g, ',');

export interface MermaidBlock {
  /** The region the block draws; undefined for the whole machine or its overview. */
  region: GraphState | undefined;
  text: string;
}

class Drawing {
  readonly byId: Map<string, GraphState>;

  constructor(readonly graph: MachineGraph) {
    this.byId = new Map(graph.states.map((state) => [state.id, state]));
  }

  /** The box of the root's own transitions: they are taken in any state. */
  get anyState() {
    return `${mermaidStateId(this.graph.rootId)}__any`;
  }

  children(parentId: string): GraphState[] {
    return this.graph.states.filter((state) => state.parentId === parentId);
  }

  /** `checkout.payment.walletQr` → `payment.walletQr`. */
  path(id: string) {
    return id.startsWith(`${this.graph.rootId}.`) ? id.slice(this.graph.rootId.length + 1) : id;
  }

  /** Whether `id` is `ancestorId` or inside it. */
  within(id: string, ancestorId: string): boolean {
    for (let current = this.byId.get(id); current; current = this.byId.get(current.parentId ?? ''))
      if (current.id === ancestorId) return true;
    return false;
  }

  /** The top-level state `id` is in (itself at the top). */
  topLevel(id: string): GraphState | undefined {
    let current = this.byId.get(id);
    while (current && current.parentId !== this.graph.rootId)
      current = this.byId.get(current.parentId ?? '');
    return current;
  }

  /**
   * What a state invokes: a description line under a simple state; a note beside a composite one,
   * since Mermaid refuses descriptions on a state that has states inside.
   */
  invokeLines(state: GraphState, drawnComposite: boolean, indent: string): string[] {
    const id = mermaidStateId(state.id);
    return state.invokes.map((text) =>
      drawnComposite ? `${indent}note right of ${id} : ${text}` : `${indent}${id} : ${text}`,
    );
  }

  state(state: GraphState, indent: string): string[] {
    const id = mermaidStateId(state.id);
    const children = this.children(state.id);
    if (children.length === 0)
      return [`${indent}state "${state.key}" as ${id}`, ...this.invokeLines(state, false, indent)];
    return [
      `${indent}state "${state.key}" as ${id} {`,
      ...this.inside(state.kind, children, `${indent}  `),
      `${indent}}`,
      ...this.invokeLines(state, true, indent),
    ];
  }

  /** The states of a compound (initial arrow, final ends) or a parallel state (regions apart). */
  inside(kind: GraphState['kind'], children: readonly GraphState[], indent: string): string[] {
    if (kind === 'parallel')
      return children.flatMap((region, index) => [
        ...(index > 0 ? [`${indent}--`] : []),
        ...this.state(region, indent),
      ]);
    return children.flatMap((child) => [
      ...(child.initial ? [`${indent}[*] --> ${mermaidStateId(child.id)}`] : []),
      ...this.state(child, indent),
      ...(child.kind === 'final' ? [`${indent}${mermaidStateId(child.id)} --> [*]`] : []),
    ]);
  }

  /** The machine's states; a parallel root is drawn as one state holding its regions. */
  allStates(): string[] {
    const top = this.children(this.graph.rootId);
    if (this.graph.rootKind !== 'parallel') return this.inside('compound', top, '  ');
    const root = mermaidStateId(this.graph.rootId);
    return [
      `  state "${this.graph.rootId}" as ${root} {`,
      ...this.inside('parallel', top, '    '),
      '  }',
    ];
  }

  source(transition: GraphTransition) {
    return transition.sourceId === this.graph.rootId
      ? this.anyState
      : mermaidStateId(transition.sourceId);
  }

  /** One arrow per target; a transition that stays where it is loops on its state. */
  arrows(transition: GraphTransition, from: string, to: (targetId: string) => string): Arrow[] {
    const label = transitionLines(transition).map((line) => mermaidText(line.text.trim()));
    const targets = transition.targetIds.length > 0 ? transition.targetIds.map(to) : [from];
    return targets.map((target) => ({ from, to: target, label }));
  }

  anyStateLine(transitions: readonly GraphTransition[]): string[] {
    return transitions.some((each) => each.sourceId === this.graph.rootId)
      ? [`  state "(any state)" as ${this.anyState}`]
      : [];
  }
}

/** A transition's arrow: its label in the lines of the inspector's diagram (stateText.ts). */
interface Arrow {
  from: string;
  to: string;
  label: readonly string[];
}

/**
 * A diagram's text: its states, then one arrow per pair of states with the labels of every
 * transition between them one under the other (a label lifted from several states, once), as in
 * the inspector: side by side, they made the session diagram 4,800 px wide.
 */
function block(states: readonly string[], arrows: readonly Arrow[]): string {
  const pairs = new Map<string, { from: string; to: string; labels: Set<string> }>();
  for (const { from, to, label } of arrows) {
    const key = `${from} --> ${to}`;
    const pair = pairs.get(key) ?? { from, to, labels: new Set() };
    pair.labels.add(label.join('<br/>'));
    pairs.set(key, pair);
  }
  const lines = [...pairs.entries()].map(
    ([key, { labels }]) => `  ${key} : ${[...labels].join('<br/>')}`,
  );
  return ['stateDiagram-v2', ...states, ...lines].join('\n');
}

function wholeMachine(drawing: Drawing): string {
  const { transitions } = drawing.graph;
  return block(
    [...drawing.allStates(), ...drawing.anyStateLine(transitions)],
    // Transitions after every state is declared, at the top level: inside a composite block
    // Mermaid would adopt a state it first meets in a transition.
    transitions.flatMap((transition) =>
      drawing.arrows(transition, drawing.source(transition), mermaidStateId),
    ),
  );
}

/** The top-level states, each region as one box, with the transitions between them. */
function overview(drawing: Drawing): string {
  const { graph } = drawing;
  const top = drawing.children(graph.rootId);
  const lifted = (id: string) => {
    const state = drawing.topLevel(id);
    return state ? mermaidStateId(state.id) : drawing.anyState;
  };
  const states = top.flatMap((state) => {
    const id = mermaidStateId(state.id);
    const inside = drawing.children(state.id).length;
    return [
      ...(state.initial ? [`  [*] --> ${id}`] : []),
      `  state "${state.key}" as ${id}`,
      ...(inside > 0 ? [`  ${id} : ${state.kind} region, drawn below`] : []),
      ...drawing.invokeLines(state, false, '  '),
      ...(state.kind === 'final' ? [`  ${id} --> [*]`] : []),
    ];
  });
  const arrows = graph.transitions.flatMap((transition) => {
    const from = lifted(transition.sourceId);
    const atTop =
      transition.sourceId === graph.rootId || top.some(({ id }) => id === transition.sourceId);
    const leaving = transition.targetIds.some((target) => lifted(target) !== from);
    return atTop || leaving ? drawing.arrows(transition, from, lifted) : [];
  });
  return block([...states, ...drawing.anyStateLine(graph.transitions)], arrows);
}

/** One top-level region with everything inside it; states outside it are named by their path. */
function region(drawing: Drawing, state: GraphState): string {
  const outside = new Map<string, string>();
  const to = (targetId: string) => {
    if (drawing.within(targetId, state.id)) return mermaidStateId(targetId);
    const id = `out_${mermaidStateId(targetId)}`;
    outside.set(id, `  state "→ ${drawing.path(targetId)}" as ${id}`);
    return id;
  };
  const arrows = drawing.graph.transitions
    .filter(
      (transition) =>
        transition.sourceId !== state.id && drawing.within(transition.sourceId, state.id),
    )
    .flatMap((transition) => drawing.arrows(transition, mermaidStateId(transition.sourceId), to));
  return block([...drawing.state(state, '  '), ...outside.values()], arrows);
}

/** The machine's Mermaid blocks: one, or an overview and one per top-level region. */
export function toMermaidBlocks(graph: MachineGraph): MermaidBlock[] {
  const drawing = new Drawing(graph);
  const regions = drawing
    .children(graph.rootId)
    .filter((state) => drawing.children(state.id).length > 0);
  if (graph.states.length <= SPLIT_ABOVE_STATES || regions.length === 0)
    return [{ region: undefined, text: wholeMachine(drawing) }];
  return [
    { region: undefined, text: overview(drawing) },
    ...regions.map((state) => ({ region: state, text: region(drawing, state) })),
  ];
}
