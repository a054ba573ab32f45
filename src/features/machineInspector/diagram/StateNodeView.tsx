import { Handle, Position, type NodeProps } from '@xyflow/react';
import { CoverageMarks } from './CoverageMarks';
import type { InitialFlowNode, StateFlowNode } from './flowElements';
import { TextLines } from './TextLines';
import * as css from './diagram.css';

/** The hidden ends of the edges: ELK routes them, the handles only anchor them for React Flow. */
function Anchors() {
  return (
    <>
      <Handle type="target" position={Position.Top} isConnectable={false} className={css.handle} />
      <Handle
        type="source"
        position={Position.Bottom}
        isConnectable={false}
        className={css.handle}
      />
    </>
  );
}

/** A state's box, or a compound state's region with its header on top. */
export function StateNodeView({ data: { state, activity, marks } }: NodeProps<StateFlowNode>) {
  const lit =
    activity === 'leaf' ? css.activeLeaf : activity === 'ancestor' ? css.activeAncestor : '';
  return (
    <>
      {/* The machine's own words and names, in English like its definition (docs/decisions.md). */}
      <div
        className={`${css.state[state.kind]} ${lit}`}
        lang="en"
        data-state={state.id}
        data-active={activity}
      >
        <TextLines lines={state.lines} />
        <Anchors />
      </div>
      {/* Beside the box, whose size is the layout's: the transitions that stay in it. */}
      <CoverageMarks marks={marks} style={{ top: 0, left: '100%' }} />
    </>
  );
}

/** The dot whose arrow points at the state a compound state enters first. */
export function InitialNodeView(_: NodeProps<InitialFlowNode>) {
  return (
    <div className={css.initialDot}>
      <Anchors />
    </div>
  );
}
