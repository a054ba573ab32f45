import '@xyflow/react/dist/style.css';
import { Suspense, use, useId, useMemo } from 'react';
import {
  Background,
  ControlButton,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type EdgeTypes,
  type NodeTypes,
} from '@xyflow/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyStateMachine } from 'xstate';
import { stateMarks, type Coverage } from './coverageMarks';
import { flowEdges, flowNodes, type InitialFlowNode, type StateFlowNode } from './flowElements';
import { layoutOf } from './machineLayouts';
import { InitialNodeView, StateNodeView } from './StateNodeView';
import { TransitionEdge } from './TransitionEdge';
import { useFlowAriaLabels } from './useFlowAriaLabels';
import * as css from './diagram.css';

const nodeTypes: NodeTypes = { state: StateNodeView, initial: InitialNodeView };
const edgeTypes: EdgeTypes = { transition: TransitionEdge };

/** The diagram's margin at 100%, and its frame's height at most (the frame scrolls by panning). */
const MARGIN = 16;
const MAX_FRAME_PX = 720;

export interface MachineDiagramProps {
  machine: AnyStateMachine;
  /** States to highlight: the active ones of a running or simulated instance. */
  activeStateIds?: readonly string[];
  /** A model-test report laid on the transitions (coverage/matchCoverage.ts), by transition id. */
  coverage?: Coverage;
}

/** The minimap draws regions as outlines, simple states filled, the active leaves lit. */
function miniMapFill(node: StateFlowNode | InitialFlowNode): string {
  if (node.type !== 'state') return css.EDGE_COLOUR;
  if (node.data.activity === 'leaf') return css.ACTIVE_COLOUR;
  return node.data.state.holdsStates ? 'transparent' : css.MINIMAP_STATE_COLOUR;
}

/** Back to 100%, where every text of the diagram is at its size (11 px at least). */
function ActualSize() {
  const { t } = useLingui();
  const { setViewport } = useReactFlow();
  const label = t`Actual size (100%)`;
  return (
    <ControlButton
      onClick={() => void setViewport({ x: MARGIN, y: MARGIN, zoom: 1 })}
      title={label}
      aria-label={label}
    >
      1:1
    </ControlButton>
  );
}

function LaidOutDiagram({ machine, activeStateIds = [], coverage }: MachineDiagramProps) {
  const { graph, layout } = use(layoutOf(machine));
  const ariaLabels = useFlowAriaLabels();
  const flowId = `diagram-${useId()}`;
  const activeKey = activeStateIds.join('|');
  // Keyed by the ids' text: a new array of the same states lights nothing new.
  const marks = useMemo(
    () => (coverage ? stateMarks(graph, layout.states, coverage) : undefined),
    [graph, layout, coverage],
  );
  const nodes = useMemo(
    () => flowNodes(layout, activeKey.split('|'), marks),
    [layout, activeKey, marks],
  );
  const edges = useMemo(() => flowEdges(layout, graph.guards, coverage), [layout, graph, coverage]);
  return (
    <div
      className={css.frame}
      style={{ height: Math.min(layout.height + 2 * MARGIN, MAX_FRAME_PX) }}
      data-testid="diagram"
      data-machine={machine.id}
    >
      <ReactFlow
        id={flowId}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        defaultViewport={{ x: MARGIN, y: MARGIN, zoom: 1 }}
        minZoom={0.1}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        nodesFocusable={false}
        ariaLabelConfig={ariaLabels}
      >
        <Controls showInteractive={false}>
          <ActualSize />
        </Controls>
        <MiniMap
          pannable
          zoomable
          nodeColor={miniMapFill}
          nodeStrokeColor={css.EDGE_COLOUR}
          nodeStrokeWidth={3}
        />
        <Background />
      </ReactFlow>
    </div>
  );
}

/** A machine drawn from its definition (ELK layout, pan and zoom), with the given states lit. */
export function MachineDiagram(props: MachineDiagramProps) {
  return (
    <Suspense
      fallback={
        <p role="status">
          <Trans>Laying out the diagram…</Trans>
        </p>
      }
    >
      <LaidOutDiagram {...props} />
    </Suspense>
  );
}
