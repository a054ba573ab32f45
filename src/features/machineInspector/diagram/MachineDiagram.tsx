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
import { flowEdges, flowNodes } from './flowElements';
import { GuardList } from './GuardList';
import { layoutOf } from './machineLayouts';
import { InitialNodeView, StateNodeView } from './StateNodeView';
import { TransitionEdge } from './TransitionEdge';
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
}

/** Back to 100%, where every text of the diagram is at its size (11 px at least). */
function ActualSize() {
  const { t } = useLingui();
  const { setViewport } = useReactFlow();
  return (
    <ControlButton
      onClick={() => void setViewport({ x: MARGIN, y: MARGIN, zoom: 1 })}
      title={t`Actual size (100%)`}
      aria-label={t`Actual size (100%)`}
    >
      1:1
    </ControlButton>
  );
}

function LaidOutDiagram({ machine, activeStateIds = [] }: MachineDiagramProps) {
  const { graph, layout } = use(layoutOf(machine));
  const flowId = `diagram-${useId()}`;
  const activeKey = activeStateIds.join('|');
  // Keyed by the ids' text: a new array of the same states lights nothing new.
  const nodes = useMemo(() => flowNodes(layout, activeKey.split('|')), [layout, activeKey]);
  const edges = useMemo(() => flowEdges(layout, graph.guards), [layout, graph]);
  return (
    <>
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
        >
          <Controls showInteractive={false}>
            <ActualSize />
          </Controls>
          <MiniMap pannable zoomable />
          <Background />
        </ReactFlow>
      </div>
      <GuardList guards={graph.guards} />
    </>
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
